import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as confirmAction } from "#app/routes/auth/confirm-email.tsx";
import { action as undoAction, loader as undoLoader } from "#app/routes/auth/undo-email-change.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { requestEmailChange } from "#app/server/email-change.server.ts";
import { createCredentialUser } from "#app/server/models/user/users.server.ts";
import { emailOutbox, sessions, users, verifications } from "#db/schema.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// A changed address is told to the old one, with a link that restores it within 72 hours and
// signs every session out (issue 11).

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const PASSWORD = "Harbor-Light-42";
const address = (name: string) => `${name}-${crypto.randomUUID()}@test.example`;

async function mail(to: string, kind: "email-change" | "email-change-notice") {
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
}

function linkIn(text: string | undefined, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(text ?? "")?.[0];
  if (!link) throw new Error(`no ${path} link in the message`);
  return new URL(link).searchParams.get("token") ?? "";
}

/** A signed-in user whose address has just changed to a new one; the notice's undo token. */
async function changedAccount() {
  const from = address("old");
  const user = await createCredentialUser(database.db, {
    email: from,
    password: PASSWORD,
    firstName: "<b>Ada</b>",
    lastName: "Lovelace",
    emailVerified: true,
  });
  const { headers } = await services.auth.api.signInEmail({
    body: { email: from, password: PASSWORD },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const to = address("new");
  await requestEmailChange(services.auth, { headers: new Headers({ cookie }), newEmail: to });
  const [change] = await mail(to, "email-change");
  const token = linkIn(change?.textBody, "/auth/confirm-email");
  const confirmed = await outcome(() =>
    confirmAction({
      request: formRequest("/auth/confirm-email", { token }, { Cookie: cookie }),
      context: contextFor(services),
      params: {},
    } as never),
  );
  expect(confirmed.location).toBe("/dashboard");
  const [notice] = await mail(from, "email-change-notice");
  return { id: user.id, from, to, notice, undoToken: linkIn(notice?.textBody, "/auth/undo-email-change") };
}

function openUndo(token: string) {
  const request = new Request(new URL(`/auth/undo-email-change?token=${token}`, TEST_ORIGIN));
  return undoLoader({ request, context: contextFor(services), params: {} } as never) as Promise<{
    token: string | null;
    from?: string;
  }>;
}

function undo(token: string) {
  return outcome<{ undone: false; reason: string }>(() =>
    undoAction({
      request: formRequest("/auth/undo-email-change", { token }),
      context: contextFor(services, `198.51.100.${Math.floor(Math.random() * 250)}`),
      params: {},
    } as never),
  );
}

const emailOf = async (id: string) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]?.email;

describe("the old address", () => {
  it("is told of the change, with the new address and an undo link for 72 hours, markup escaped", async () => {
    const { from, to, notice } = await changedAccount();
    expect(notice).toMatchObject({ kind: "email-change-notice", toAddress: from });
    expect(notice?.textBody).toContain(to);
    expect(notice?.textBody).toContain("within 72 hours");
    expect(notice?.htmlBody).toContain("&lt;b&gt;Ada&lt;/b&gt;");
    expect(notice?.htmlBody).not.toContain("<b>Ada</b>");
  });

  it("can undo it once: the address comes back, every session ends, and the link is used up", async () => {
    const { id, from, to, undoToken } = await changedAccount();
    expect(await openUndo(undoToken)).toMatchObject({ token: undoToken, from, to });
    // Opening the page changed nothing.
    expect(await emailOf(id)).toBe(to);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, id))).not.toHaveLength(0);

    const done = await undo(undoToken);
    expect(done.status).toBe(302);
    expect(done.location).toBe("/auth/forgot-password");
    expect(await emailOf(id)).toBe(from);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);

    expect((await openUndo(undoToken)).token).toBeNull();
    expect((await undo(undoToken)).body).toEqual({ undone: false, reason: "invalid" });
  });

  it("cannot undo after 72 hours, after another change, or onto an address taken since", async () => {
    const expired = await changedAccount();
    await database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(verifications.value, JSON.stringify({ userId: expired.id, from: expired.from, to: expired.to })),
      );
    expect((await openUndo(expired.undoToken)).token).toBeNull();
    expect((await undo(expired.undoToken)).body?.reason).toBe("invalid");
    expect(await emailOf(expired.id)).toBe(expired.to);

    const changedAgain = await changedAccount();
    await database.db
      .update(users)
      .set({ email: address("third") })
      .where(eq(users.id, changedAgain.id));
    expect((await undo(changedAgain.undoToken)).body?.reason).toBe("invalid");

    const taken = await changedAccount();
    await createCredentialUser(database.db, {
      email: taken.from,
      password: PASSWORD,
      firstName: "Grace",
      lastName: "Hopper",
      emailVerified: true,
    });
    expect((await undo(taken.undoToken)).body?.reason).toBe("taken");
    expect(await emailOf(taken.id)).toBe(taken.to);
  });

  it("refuses a malformed or altered link without reading it", async () => {
    const { undoToken } = await changedAccount();
    for (const token of [
      "",
      "x",
      `${undoToken.slice(0, -1)}${undoToken.endsWith("A") ? "B" : "A"}`,
      "../../etc/passwd",
    ]) {
      expect((await openUndo(encodeURIComponent(token))).token).toBeNull();
    }
  });
});
