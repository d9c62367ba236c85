import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_MESSAGES, MESSAGES_PER_HOUR } from "#app/domain/messages/rules.ts";
import { SUPPORT_SENT } from "#app/domain/support/request.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { shownPhone } from "#app/server/models/user/phone.server.ts";
import { conversations, emailOutbox, users } from "#db/schema.ts";
import { PASSWORD, signedInUser } from "#tests/support/application-requests.ts";
import { type DashboardCall, postDashboard } from "#tests/support/dashboard-route.ts";
import { openMessages, sendMessage } from "#tests/support/messages-route.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// The dashboard's POSTs for the profile (Profile Settings), a new confirmation link (the frame)
// and the support request (Support; a secure message since issue 25) (issue 5, issue 11): the
// rules and limits the server keeps, whatever the page sent.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

/** Where each form posts: its room's address (the frame's for the confirmation link). */
const ROOM_OF: Record<string, string> = {
  profile: "/dashboard/profile",
  "resend-verification": "/dashboard",
  support: "/dashboard/support",
};

const post = (fields: Record<string, string>, call?: DashboardCall) =>
  postDashboard(services, ROOM_OF[fields.intent ?? ""] ?? "/dashboard", fields, call);

describe("profile", () => {
  const profile = (overrides: Record<string, string> = {}) => ({
    intent: "profile",
    firstName: "Augusta",
    lastName: "King",
    phone: "(555) 777-8888",
    ...overrides,
  });

  it("refuses bad fields with the spec's messages, keeps what was typed and changes nothing", async () => {
    const user = await signedInUser(services);
    const fields = profile({ email: "not-an-address", firstName: " ", phone: "555-12" });
    const answer = await post(fields, { user });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      message: "Failed to update profile",
      fieldErrors: {
        firstName: "First name is required",
        email: "Invalid email address",
        phone: "Please enter a valid 10-digit phone number",
      },
      values: { firstName: " ", lastName: "King", email: "not-an-address", phone: "555-12" },
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe("Ada");
  });

  it("saves the name and phone, and sends a link to a new address without changing it yet", async () => {
    const user = await signedInUser(services);
    const newEmail = `moved-${crypto.randomUUID()}@test.example`;
    const answer = await post(profile({ email: newEmail, currentPassword: PASSWORD }), { user });
    expect(answer.body).toMatchObject({
      ok: true,
      message: "Profile updated successfully",
      formMessage: `We sent a confirmation link to ${newEmail}. Your e-mail address changes once you open it.`,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: "Augusta", email: user.email });
    expect(shownPhone(testCipher, row?.phone ?? null)).toBe("5557778888");
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, newEmail));
    expect(mail).toHaveLength(1);
  });

  it("needs the current password to change the e-mail address, and saves nothing without it", async () => {
    const user = await signedInUser(services);
    const newEmail = `taken-over-${crypto.randomUUID()}@test.example`;
    for (const [currentPassword, message] of [
      ["", "Enter your current password to change your e-mail address"],
      ["Not-The-Password-1", "The current password is not correct"],
    ] as const) {
      const answer = await post(profile({ email: newEmail, currentPassword }), { user });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        ok: false,
        message: "Failed to update profile",
        fieldErrors: { currentPassword: message },
        values: { email: newEmail, firstName: "Augusta" },
      });
      expect(JSON.stringify(answer.body)).not.toContain("Not-The-Password-1");
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: "Ada", email: user.email });
    expect(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, newEmail)),
    ).toHaveLength(0);
    // The name and phone alone need no password.
    expect((await post(profile({ email: user.email }), { user })).status).toBe(200);
  });

  it("limits wrong current passwords to five in 15 minutes, with Retry-After", async () => {
    const user = await signedInUser(services);
    const attempt = () =>
      post(
        profile({ email: `guess-${crypto.randomUUID()}@test.example`, currentPassword: "Wrong-Guess-9" }),
        {
          user,
        },
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      fieldErrors: { currentPassword: "Too many wrong passwords. Please wait a few minutes and try again." },
    });
  });

  it("limits e-mail change requests to five an hour", async () => {
    const user = await signedInUser(services);
    for (let i = 1; i <= 5; i++) {
      const email = `try-${i}-${crypto.randomUUID()}@test.example`;
      const answer = await post(profile({ email, currentPassword: PASSWORD }), { user });
      expect(answer.status, `request ${i}`).toBe(200);
    }
    const sixth = await post(
      profile({ email: `six-${crypto.randomUUID()}@test.example`, currentPassword: PASSWORD }),
      {
        user,
      },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ ok: false, formMessage: expect.stringContaining("were saved") });
  });
});

describe("resend verification", () => {
  it("queues a new link for an unconfirmed address, three times an hour at most", async () => {
    const user = await signedInUser(services);
    const before = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    for (let i = 1; i <= 3; i++) {
      const answer = await post({ intent: "resend-verification" }, { user });
      expect(answer.body, `request ${i}`).toMatchObject({
        ok: true,
        message: expect.stringContaining(user.email),
      });
    }
    const fourth = await post({ intent: "resend-verification" }, { user });
    expect(fourth.status).toBe(429);
    const after = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(after.length - before.length).toBe(3);
  });

  it("sends nothing to an address already confirmed", async () => {
    const user = await signedInUser(services);
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const answer = await post({ intent: "resend-verification" }, { user });
    expect(answer.body).toMatchObject({ ok: true, message: "Your e-mail address is already confirmed." });
  });
});

describe("support request", () => {
  it("checks the subject and message with the browser's rules, keeps what was typed and sends nothing", async () => {
    const user = await signedInUser(services);
    const refused = await post({ intent: "support", subject: " ", message: "" }, { user });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      intent: "support",
      ok: false,
      message: "Failed to prepare support request",
      fieldErrors: { subject: "Subject is required", message: "Message is required" },
      values: { subject: " ", message: "" },
    });
    expect((await openMessages(services, user)).messages).toEqual([]);
  });

  it("is sent to the team as a message in the customer's one conversation, kept as typed", async () => {
    const user = await signedInUser(services);
    const sent = await post(
      { intent: "support", subject: "Payment date", message: "Can I move it?\r\nThanks" },
      { user },
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ intent: "support", ok: true, message: SUPPORT_SENT });
    const longest = { subject: "€".repeat(150), message: `${"<b>€</b>".repeat(187)}€€€€` };
    expect((await post({ intent: "support", ...longest }, { user })).status).toBe(200);
    const { messages } = await openMessages(services, user);
    expect(messages.map((m) => [m.sender, m.body])).toEqual([
      ["customer", "Payment date\n\nCan I move it?\nThanks"],
      ["customer", `${longest.subject}\n\n${longest.message}`],
    ]);
    const rows = await database.db.select().from(conversations).where(eq(conversations.customerId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.teamUnread).toBe(2);
  });

  it("counts with the Messages room's against 30 an hour: then 429 with Retry-After, nothing stored", async () => {
    const user = await signedInUser(services);
    for (let n = 0; n < MESSAGES_PER_HOUR.limit; n += 1) {
      const answer =
        n % 2 === 0
          ? await sendMessage(services, user, `Message ${n}`)
          : await post({ intent: "support", subject: `Request ${n}`, message: "Please call me." }, { user });
      expect(answer.status).toBe(200);
    }
    const refused = await post({ intent: "support", subject: "One more", message: "Too many?" }, { user });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      intent: "support",
      ok: false,
      formMessage: MESSAGE_MESSAGES.tooMany,
    });
    expect((await openMessages(services, user)).messages).toHaveLength(MESSAGES_PER_HOUR.limit);
  });
});
