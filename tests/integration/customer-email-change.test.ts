import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as confirmAction } from "#app/routes/auth/confirm-email.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { CONFIRM_LINK_CALLBACK, requestEmailChange } from "#app/server/email-change.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { createCredentialUser } from "#app/server/models/user/users.server.ts";
import { emailOutbox, users, verifications } from "#db/schema.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// Changing the e-mail address (issue 5): a link goes to the new address through the outbox,
// and the account keeps its address until that link is opened.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const PASSWORD = "Harbor-Light-42";
const address = (name: string) => `${name}-${crypto.randomUUID()}@test.example`;

/** A user with a password, signed in: the headers carry their session cookie. */
async function signedInUser(emailVerified = true) {
  const email = address("ada");
  const user = await createCredentialUser(database.db, {
    email,
    password: PASSWORD,
    firstName: "Ada",
    lastName: "Lovelace",
    emailVerified,
  });
  const { headers } = await services.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { user, headers: new Headers({ cookie }) };
}

async function mailTo(to: string) {
  return database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

async function userRow(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row;
}

function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/auth\/confirm-email\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error("no confirmation link in the message");
  return link;
}

/** Opens the link and presses the page's button, as the browser would. */
async function open(link: string, headers: Headers = new Headers()) {
  const token = new URL(link).searchParams.get("token") ?? "";
  const request = formRequest("/auth/confirm-email", { token }, Object.fromEntries(headers));
  return outcome(() => confirmAction({ request, context: contextFor(services), params: {} } as never));
}

describe("requestEmailChange", () => {
  it("queues a confirmation link to the new address and leaves the current one in place", async () => {
    const { user, headers } = await signedInUser();
    const newEmail = address("new");
    expect(await requestEmailChange(services.auth, { headers, newEmail })).toEqual({ kind: "requested" });

    const [message, ...more] = await mailTo(newEmail);
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({
      kind: "email-change",
      subject: "Confirm your new e-mail address for Harborline Debt Relief",
    });
    expect(message?.textBody).toContain("Hello Ada,");
    expect(message?.textBody).toContain(`${TEST_ORIGIN}/auth/confirm-email?token=`);
    expect(message?.textBody).not.toContain("callbackURL");
    expect((await userRow(user.id))?.email).toBe(user.email);
    expect(await mailTo(user.email)).toHaveLength(0);
  });

  it("changes the address once the link is opened, keeping it verified", async () => {
    const { user, headers } = await signedInUser(true);
    const newEmail = address("confirmed");
    await requestEmailChange(services.auth, { headers, newEmail });
    const [message] = await mailTo(newEmail);

    const response = await open(linkIn(message?.textBody ?? ""), headers);
    expect(response.status).toBe(302);
    expect(response.location).toBe("/dashboard");
    expect(await userRow(user.id)).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it("ends the reset links sent to the old address once the new one is confirmed (issue 20)", async () => {
    const { user, headers } = await signedInUser(true);
    await services.auth.api.requestPasswordReset({ body: { email: user.email } });
    const links = () => database.db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(await links()).toHaveLength(1);
    const newEmail = address("after-reset");
    await requestEmailChange(services.auth, { headers, newEmail });
    const [message] = await mailTo(newEmail);
    expect((await open(linkIn(message?.textBody ?? ""), headers)).status).toBe(302);
    expect(await links()).toEqual([]);
  });

  it("refuses a link whose new address another account took meanwhile, with a message, changing nothing and logging no address", async () => {
    const { user, headers } = await signedInUser(true);
    const newEmail = address("contested");
    await requestEmailChange(services.auth, { headers, newEmail });
    const [message] = await mailTo(newEmail);
    await createCredentialUser(database.db, {
      email: newEmail,
      password: PASSWORD,
      firstName: "Grace",
      lastName: "Hopper",
      emailVerified: true,
    });
    const logged = [vi.spyOn(logger, "error"), vi.spyOn(logger, "warn")];
    const answer = await open(linkIn(message?.textBody ?? ""), headers);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${CONFIRM_LINK_CALLBACK}?error=email_taken`);
    expect((await userRow(user.id))?.email).toBe(user.email);
    expect(JSON.stringify(logged.flatMap((spy) => spy.mock.calls))).not.toContain(newEmail);
    for (const spy of logged) spy.mockRestore();
  });

  it("changes an unverified account's address too, which stays unverified (better-auth keeps the flag)", async () => {
    const { user, headers } = await signedInUser(false);
    const newEmail = address("unverified");
    await requestEmailChange(services.auth, { headers, newEmail });
    expect((await userRow(user.id))?.email).toBe(user.email);
    const [message] = await mailTo(newEmail);
    await open(linkIn(message?.textBody ?? ""));
    expect(await userRow(user.id)).toMatchObject({ email: newEmail, emailVerified: false });
  });

  it("answers an address of another account like any other, but sends nothing and changes nothing", async () => {
    const { user, headers } = await signedInUser();
    const taken = (await signedInUser()).user.email;
    expect(await requestEmailChange(services.auth, { headers, newEmail: taken })).toEqual({
      kind: "requested",
    });
    expect(
      await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, taken), eq(emailOutbox.kind, "email-change"))),
    ).toHaveLength(0);
    expect((await userRow(user.id))?.email).toBe(user.email);
  });

  it("says unchanged for the current address, and signed-out without a session", async () => {
    const { user, headers } = await signedInUser();
    expect(await requestEmailChange(services.auth, { headers, newEmail: user.email })).toEqual({
      kind: "unchanged",
    });
    expect(
      await requestEmailChange(services.auth, { headers: new Headers(), newEmail: address("x") }),
    ).toEqual({
      kind: "signed-out",
    });
  });

  it("refuses a tampered link and keeps the address", async () => {
    const { user, headers } = await signedInUser();
    const newEmail = address("tampered");
    await requestEmailChange(services.auth, { headers, newEmail });
    const [message] = await mailTo(newEmail);
    const link = linkIn(message?.textBody ?? "").replace(
      /token=([^&]+)/,
      (_, t: string) => `token=${t.slice(0, -2)}xx`,
    );
    const response = await open(link);
    expect(response.location).toBe(`${CONFIRM_LINK_CALLBACK}?error=invalid`);
    expect((await userRow(user.id))?.email).toBe(user.email);
  });
});
