import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardActionData, DashboardData } from "#app/domain/dashboard/views.ts";
import { action, loader } from "#app/routes/dashboard/dashboard.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { shownPhone } from "#app/server/models/user-phone.server.ts";
import { applications, emailOutbox, users } from "#db/schema.ts";
import { PASSWORD, type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// /dashboard's loader and action as React Router calls them (issue 5): who may see what,
// the panels' data as sent to the browser, and the three POSTs.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

interface Call {
  user?: SignedInUser;
  dataRequest?: boolean;
  with?: Services;
}

async function load<T = DashboardData>(path: string, { user, dataRequest, with: using }: Call = {}) {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
  // With other services, the session is read first with the real ones (it is read once per
  // request), as when the database fails after the session was found.
  if (using) await getOptionalUser(request, contextFor(services));
  return outcome<T>(() =>
    loader({
      request,
      context: contextFor(using ?? services, undefined, { dataRequest }),
      params: {},
    } as never),
  );
}

function post(fields: Record<string, string>, { user, dataRequest }: Call = {}) {
  const request = formRequest("/dashboard", fields, user ? { Cookie: user.cookie } : {});
  return outcome<DashboardActionData>(() =>
    action({ request, context: contextFor(services, undefined, { dataRequest }), params: {} } as never),
  );
}

/** A database whose every SELECT fails, as when the server is unreachable mid-request. */
function unreadable(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select") {
        return () => {
          throw new Error("database unavailable");
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

describe("who may open /dashboard", () => {
  it("sends a visitor's page request to /auth and back afterwards", async () => {
    const answer = await load("/dashboard?tab=profile");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/auth?redirectTo=%2Fdashboard%3Ftab%3Dprofile");
  });

  it("tells a page already open whose session ended to say 'Please Sign In'", async () => {
    const answer = await load<{ signedOut: true }>("/dashboard", { dataRequest: true });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ signedOut: true });
  });

  it("refuses a POST without a session the same two ways, and changes nothing", async () => {
    const owner = await signedInUser(services);
    const app = await insertApplication(database.db, { userId: owner.id });
    const page = await post({ intent: "cancel", applicationId: app.id });
    expect(page.status).toBe(302);
    const open = await post({ intent: "cancel", applicationId: app.id }, { dataRequest: true });
    expect(open).toMatchObject({ status: 401, body: { signedOut: true } });
    const [row] = await database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row?.status).toBe("pending");
  });
});

describe("what the loader sends", () => {
  it("summarises the counted applications, lists them newest first and shows the newest", async () => {
    const user = await signedInUser(services);
    const at = (day: number) => new Date(`2026-0${day}-01T12:00:00Z`);
    await insertApplication(database.db, { userId: user.id, debtAmount: "10000.00", createdAt: at(1) });
    await insertApplication(database.db, {
      userId: user.id,
      debtAmount: "99999.99",
      status: "declined",
      createdAt: at(2),
    });
    await insertApplication(database.db, {
      userId: user.id,
      debtAmount: "5000.01",
      status: "cancelled",
      createdAt: at(3),
    });
    const newest = await insertApplication(database.db, {
      userId: user.id,
      debtAmount: "20000.50",
      status: "approved",
      ssnLastFour: "9876",
      createdAt: at(4),
    });
    const { status, body } = await load("/dashboard", { user });
    expect(status).toBe(200);
    expect(body?.summary).toEqual({
      ok: true,
      value: {
        applicationCount: 2,
        totalDebt: "$30,000.50",
        potentialSavings: "$12,000.20",
        netResult: "$18,000.30",
        projectedCompletion: "Apr 1, 2029",
      },
    });
    const list = body?.applications.ok ? body.applications.value.items : [];
    expect(list.map((app) => app.debt)).toEqual(["$20,000.50", "$5,000.01", "$99,999.99", "$10,000.00"]);
    expect(list[0]).toMatchObject({ id: newest.id, number: newest.id.slice(-8), statusLabel: "Approved" });
    expect(body?.location.applicationId).toBe(newest.id);
    expect(body?.selection.kind).toBe("found");
    const shown = body?.selection.kind === "found" ? body.selection.application : undefined;
    expect(shown?.timeline.map((step) => `${step.title}: ${step.label}`)).toEqual([
      "Application Submitted: Completed",
      "Application Review: Completed",
      "Enrollment Process: Pending",
    ]);
    expect(shown?.personal).toContainEqual({ label: "SSN (last 4)", value: "••••" });
    expect(JSON.stringify(body)).not.toContain("9876");
  });

  it("says 'Application not found' with a 404 for another user's, an unknown or a malformed id", async () => {
    const owner = await signedInUser(services);
    const theirs = await insertApplication(database.db, { userId: owner.id, firstName: "Philippa" });
    const stranger = await signedInUser(services);
    for (const id of [theirs.id, crypto.randomUUID(), "not-a-uuid'; drop table applications"]) {
      const { status, body } = await load(`/dashboard?application=${encodeURIComponent(id)}`, {
        user: stranger,
      });
      expect(status, id).toBe(404);
      expect(body?.selection).toEqual({ kind: "not-found" });
      expect(JSON.stringify(body)).not.toContain("Philippa");
    }
  });

  it("shows each panel's own message when its read fails, and still answers", async () => {
    const user = await signedInUser(services);
    const app = await insertApplication(database.db, { userId: user.id });
    const broken = { ...services, db: unreadable(database.db) };
    const { status, body } = await load(`/dashboard?application=${app.id}`, { user, with: broken });
    expect(status).toBe(200);
    expect(body?.summary).toEqual({ ok: false, message: "Failed to load financial summary" });
    expect(body?.applications).toEqual({ ok: false, message: "Failed to load applications" });
    expect(body?.profile).toEqual({ ok: false, message: "Failed to load profile data" });
    expect(body?.selection).toEqual({ kind: "failed", message: "Failed to load application details" });
  });
});

describe("cancel", () => {
  it("cancels the user's own pending application once, then says why it cannot again", async () => {
    const user = await signedInUser(services);
    const app = await insertApplication(database.db, { userId: user.id });
    const first = await post({ intent: "cancel", applicationId: app.id }, { user });
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, message: "Application cancelled successfully" },
    });
    const again = await post({ intent: "cancel", applicationId: app.id }, { user });
    expect(again).toMatchObject({
      status: 409,
      body: {
        ok: false,
        message: "Failed to cancel application",
        formMessage: "This application is cancelled and can no longer be cancelled.",
      },
    });
  });

  it("never cancels another user's application, whatever the form says", async () => {
    const owner = await signedInUser(services);
    const app = await insertApplication(database.db, { userId: owner.id });
    const stranger = await signedInUser(services);
    const answer = await post(
      { intent: "cancel", applicationId: app.id, userId: owner.id },
      { user: stranger },
    );
    expect(answer).toMatchObject({ status: 404, body: { ok: false, formMessage: "Application not found" } });
    const [row] = await database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row?.status).toBe("pending");
  });

  it("refuses an unknown intent", async () => {
    const user = await signedInUser(services);
    const answer = await post({ intent: "delete-everything" }, { user });
    expect(answer.status).toBe(400);
  });
});

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

describe("support request without JavaScript", () => {
  it("checks the subject and message with the browser's rules and answers with the link to open", async () => {
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
    const ready = await post(
      { intent: "support", subject: "Payment date", message: "Can I move it?" },
      { user },
    );
    expect(ready.status).toBe(200);
    const body = ready.body as { mailto: string; ok: boolean };
    expect(body.ok).toBe(true);
    const mailto = new URL(body.mailto);
    expect(mailto.pathname).toBe("support@harborline.example");
    expect(mailto.searchParams.get("subject")).toBe("Support Request: Payment date");
    expect(mailto.searchParams.get("body")).toContain(`User ID: ${user.id}`);
  });

  it("says a message too long for a mail client cannot be prepared", async () => {
    const user = await signedInUser(services);
    const answer = await post({ intent: "support", subject: "Broken", message: "€".repeat(1000) }, { user });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      message: "Failed to prepare support request",
      formMessage: expect.stringContaining("too long to hand to your mail client"),
    });
  });
});
