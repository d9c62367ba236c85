import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";
import { PASSWORD_MESSAGES } from "#app/domain/password-strength.ts";
import { action } from "#app/routes/dashboard/profile.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { isCurrentPassword } from "#app/server/models/user/users.server.ts";
import { storedSessionToken } from "#app/server/session-token.server.ts";
import { emailOutbox, sessions } from "#db/schema.ts";
import { PASSWORD, type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest } from "#tests/support/test-services.ts";

// Change Password in Profile Settings (issue 11): the current password checked, sign-up's
// rules for the new one, the other sessions signed out, the owner told.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const NEW_PASSWORD = "Quiet-Tide-2027!";

/** Change Password posted by a script (a data request), or as a page with `asPage`. */
function change(user: SignedInUser, fields: Record<string, string>, { asPage = false } = {}) {
  const request = formRequest(
    "/dashboard/profile",
    { intent: "change-password", ...fields },
    { Cookie: user.cookie },
  );
  const context = contextFor(services, undefined, { dataRequest: !asPage });
  return outcome<DashboardActionData & { reasons?: string[] }>(() =>
    action({ request, context, params: {} } as never),
  );
}

const sessionsOf = (userId: string) => database.db.select().from(sessions).where(eq(sessions.userId, userId));
const noticesTo = (to: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, "password-changed")));

describe("change password", () => {
  it("needs the right current password, and changes nothing otherwise", async () => {
    const user = await signedInUser(services);
    const wrong = await change(user, {
      currentPassword: "Not-The-Password-1",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      intent: "change-password",
      ok: false,
      message: "Failed to update password",
      fieldErrors: { currentPassword: "The current password is not correct" },
    });
    expect(await isCurrentPassword(database.db, user.id, PASSWORD)).toBe(true);
    expect(await noticesTo(user.email)).toHaveLength(0);
  });

  it("refuses a weak, short or mismatched new password with its reasons", async () => {
    const user = await signedInUser(services);
    const weak = await change(user, {
      currentPassword: PASSWORD,
      newPassword: "password1234",
      confirmPassword: "password1234",
    });
    expect(weak.status).toBe(400);
    expect(weak.body?.reasons).toContain(PASSWORD_MESSAGES.tooCommon);
    const mismatch = await change(user, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: "Quiet-Tide-2028!",
    });
    expect(mismatch.body && !mismatch.body.signedOut && mismatch.body.fieldErrors).toEqual({
      confirmPassword: "New passwords do not match",
    });
    const same = await change(user, {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(await isCurrentPassword(database.db, user.id, PASSWORD)).toBe(true);
  });

  it("sets the new password, replaces this session, signs the others out and tells the owner", async () => {
    const user = await signedInUser(services);
    await services.auth.api.signInEmail({ body: { email: user.email, password: PASSWORD } });
    const before = await sessionsOf(user.id);
    expect(before).toHaveLength(2);
    const done = await change(user, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      intent: "change-password",
      ok: true,
      message: "Password updated successfully",
    });
    expect(done.headers.get("Set-Cookie")).toContain("session_token=");
    const after = await sessionsOf(user.id);
    expect(after).toHaveLength(1);
    expect(before.map((s) => s.id)).not.toContain(after[0]?.id);
    expect(await isCurrentPassword(database.db, user.id, NEW_PASSWORD)).toBe(true);
    expect(await noticesTo(user.email)).toHaveLength(1);
  });

  it("posted as a page, answers with the room again under the new session, its message the flash notice", async () => {
    // The page's loaders would read the old cookie, ended by the change, and send the person to sign in.
    const user = await signedInUser(services);
    // A refusal posted as a page is the page's own answer, as before.
    const refused = await change(
      user,
      { currentPassword: "Not-The-Password-1", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { asPage: true },
    );
    expect(refused.status).toBe(400);
    const done = await change(
      user,
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { asPage: true },
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/dashboard/profile");
    const cookies = done.headers.getSetCookie().join("\n");
    expect(cookies).toContain("session_token=");
    expect(cookies).toContain("harborline_flash=");
    const [session] = await sessionsOf(user.id);
    // The row keeps the new cookie's token as its keyed hash (issue 41).
    const token = decodeURIComponent(/session_token=([^;]*)/.exec(cookies)?.[1] ?? "").split(".")[0] ?? "";
    expect(session?.token).toBe(storedSessionToken(services.secret, token));
  });

  it("answers a signed-out visitor without changing anything", async () => {
    const request = formRequest("/dashboard/profile", {
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    const result = await outcome<DashboardActionData>(() =>
      action({ request, context: contextFor(services), params: {} } as never),
    );
    // A page POST without a session goes to sign-in, as every dashboard form does.
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\?redirectTo=/);
  });
});
