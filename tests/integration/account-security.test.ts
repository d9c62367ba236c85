import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { auditLog, passkeys, sessions, users } from "#db/schema.ts";
import { PASSWORD, type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { signInWith } from "#tests/support/auth-actions.ts";
import { type DashboardPage, loadDashboard, postDashboard } from "#tests/support/dashboard-route.ts";
import { postRoute } from "#tests/support/route-chain.ts";
import { SoftAuthenticator } from "#tests/support/soft-authenticator.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// A customer's ways into their account, in Profile Settings (issue 20): the sessions open now and
// how to end them, passkeys made with the password and then used on /auth with no password.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const profile = (user: SignedInUser, fields: Record<string, string>) =>
  postDashboard(services, "/dashboard/profile", fields, { user });

/** Add a Passkey's first half: the JSON route of Profile Settings' script. */
const passkeyOptions = (fields: Record<string, string>, who?: SignedInUser) =>
  postRoute(services, "/dashboard/profile/passkey", fields, who ? { user: who } : {});

/** A second browser of the same person: another session. */
async function secondBrowser(user: SignedInUser): Promise<string> {
  const answer = await signInWith(services, user.email, PASSWORD, "/auth", "198.51.100.201");
  expect(answer.status).toBe(302);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe("the sessions open now", () => {
  it("are listed for their owner with this browser marked, where each signed in from", async () => {
    const user = await signedInUser(services);
    await secondBrowser(user);
    const page = await loadDashboard<DashboardPage>(services, "/dashboard/profile", { user });
    const security = page.body?.security;
    expect(security?.ok).toBe(true);
    const list = security?.ok ? security.value.sessions : [];
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list.map((session) => session.address)).toContain("198.51.100.201");
  });

  it("end one at a time, or every one but this browser's; another person's never", async () => {
    const user = await signedInUser(services);
    const other = await signedInUser(services);
    await secondBrowser(user);
    await secondBrowser(user);
    const mine = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(mine).toHaveLength(3);
    const theirs = (await database.db.select().from(sessions).where(eq(sessions.userId, other.id)))[0];

    const refused = await profile(user, { intent: "session-end", sessionId: theirs?.id ?? "" });
    expect(refused.status).toBe(404);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(1);

    const listed = await loadDashboard<DashboardPage>(services, "/dashboard/profile", { user });
    const current = listed.body?.security?.ok
      ? listed.body.security.value.sessions.find((s) => s.current)
      : undefined;
    const another = mine.find((session) => session.id !== current?.id);
    const ended = await profile(user, { intent: "session-end", sessionId: another?.id ?? "" });
    expect(ended.body).toMatchObject({ ok: true, message: "That session is signed out" });
    // Not this browser's own: Sign Out does that.
    expect((await profile(user, { intent: "session-end", sessionId: current?.id ?? "" })).status).toBe(404);

    const others = await profile(user, { intent: "sessions-end-others" });
    expect(others.body).toMatchObject({ ok: true, message: "1 other session is signed out" });
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((session) => session.id)).toEqual([current?.id]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "sessions_ended")));
    expect(audit).toHaveLength(2);
  });
});

describe("passkeys", () => {
  it("are made after the password, then sign in on /auth with no password, once per signature", async () => {
    const user = await signedInUser(services);
    // Its first half is the JSON route of the room's script: nobody's without a session.
    const visitor = await passkeyOptions({ intent: "passkey-options", password: PASSWORD });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ signedOut: true });
    const wrong = await passkeyOptions({ intent: "passkey-options", password: "Not-The-Password-1" }, user);
    expect(wrong.status).toBe(400);
    expect((wrong.body as { fieldErrors?: { password?: string } }).fieldErrors?.password).toBeTruthy();

    const asked = await passkeyOptions({ intent: "passkey-options", password: PASSWORD }, user);
    const passkey = (
      asked.body as DashboardActionData & { passkey?: { challengeId: string; options: never } }
    ).passkey;
    expect(passkey?.challengeId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    const response = JSON.stringify(device.register(passkey?.options as never));
    const added = await profile(user, {
      intent: "passkey-add",
      challengeId: passkey?.challengeId ?? "",
      response,
      name: "My phone",
    });
    expect(added.body).toMatchObject({ ok: true, message: "Passkey added" });
    // The challenge is used once.
    const again = await profile(user, {
      intent: "passkey-add",
      challengeId: passkey?.challengeId ?? "",
      response,
      name: "Again",
    });
    expect(again.status).toBe(400);
    const [stored] = await database.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(stored).toMatchObject({
      name: "My phone",
      credentialId: device.credentialId.toString("base64url"),
    });
    expect(JSON.stringify(stored)).not.toMatch(/PRIVATE|-----BEGIN/);

    // Signing in: the challenge, then the signed answer; a session, and the account's page.
    const signIn = async (sameCount = false) => {
      const challenge = await postRoute(services, "/auth/passkey", { intent: "passkey-options" });
      const body = challenge.body as { passkey: { challengeId: string; options: never } };
      return postRoute(services, "/auth/passkey?redirectTo=%2Fdashboard%2Fprofile", {
        intent: "passkey-sign-in",
        challengeId: body.passkey.challengeId,
        response: JSON.stringify(device.signIn(body.passkey.options, { sameCount })),
        // The browser's time zone, sent beside the authenticator's answer (issue 21).
        timeZone: "America/Phoenix",
      });
    };
    const before = (await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    const done = await signIn();
    // In JSON, for the sign-in page's Use a Passkey (passkey-sign-in.tsx), which opens that page.
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ intent: "passkey-sign-in", ok: true, location: "/dashboard/profile" });
    expect(done.headers.get("Cache-Control")).toBe("no-store");
    expect(done.headers.get("Set-Cookie")).toMatch(/harborline\.session_token=/);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      before + 1,
    );
    const [row] = await database.db.select({ zone: users.timeZone }).from(users).where(eq(users.id, user.id));
    expect(row?.zone).toBe("America/Phoenix");
    // A signature whose count did not move on (a copied authenticator) signs nobody in.
    const copied = await signIn(true);
    expect(copied.status).toBe(401);
  });

  it("belong to their owner: another customer cannot remove one", async () => {
    const owner = await signedInUser(services);
    const stranger = await signedInUser(services);
    const asked = await passkeyOptions({ intent: "passkey-options", password: PASSWORD }, owner);
    const passkey = (asked.body as { passkey?: { challengeId: string; options: never } }).passkey;
    const device = new SoftAuthenticator(TEST_ORIGIN);
    await profile(owner, {
      intent: "passkey-add",
      challengeId: passkey?.challengeId ?? "",
      response: JSON.stringify(device.register(passkey?.options as never)),
      name: "Laptop",
    });
    const [key] = await database.db.select().from(passkeys).where(eq(passkeys.userId, owner.id));
    const refused = await profile(stranger, { intent: "passkey-delete", passkeyId: key?.id ?? "" });
    expect(refused.status).toBe(404);
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).toHaveLength(1);
    const removed = await profile(owner, { intent: "passkey-delete", passkeyId: key?.id ?? "" });
    expect(removed.body).toMatchObject({ ok: true, message: "Passkey removed" });
  });

  it("refuse an answer that is not a passkey's, and a challenge made for someone else", async () => {
    const user = await signedInUser(services);
    const nonsense = await postRoute(services, "/auth/passkey", {
      intent: "passkey-sign-in",
      challengeId: "x".repeat(24),
      response: '{"id":"nope"}',
    });
    expect(nonsense.status).toBe(401);
    const other = await signedInUser(services);
    const asked = await passkeyOptions({ intent: "passkey-options", password: PASSWORD }, other);
    const passkey = (asked.body as { passkey?: { challengeId: string; options: never } }).passkey;
    const stolen = await profile(user, {
      intent: "passkey-add",
      challengeId: passkey?.challengeId ?? "",
      response: JSON.stringify(new SoftAuthenticator(TEST_ORIGIN).register(passkey?.options as never)),
      name: "Stolen",
    });
    expect(stolen.status).toBe(400);
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
  });
});
