import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import { applications } from "#db/schema.ts";
import { signedInUser } from "#tests/support/application-requests.ts";
import {
  type DashboardCall,
  type DashboardPage,
  loadDashboard,
  postDashboard,
} from "#tests/support/dashboard-route.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// /dashboard's frame and rooms as React Router runs them (issue 5, docs/decisions/0040): who may
// see what, the panels' data as sent to the browser, My Applications' cancel, and the addresses
// of the one-page dashboard, each led to its room.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const load = <T = DashboardPage>(path: string, call?: DashboardCall) =>
  loadDashboard<T>(services, path, call);
/** My Applications' action: a POST to /dashboard from its own forms is an index route's (`?index`). */
const post = (fields: Record<string, string>, call?: DashboardCall) =>
  postDashboard(services, "/dashboard?index", fields, call);

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
    const answer = await load("/dashboard/profile");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/auth?redirectTo=%2Fdashboard%2Fprofile");
    for (const room of ["/dashboard", "/dashboard/account-details", "/dashboard/support"]) {
      const other = await load(room);
      expect(other.location, room).toBe(`/auth?redirectTo=${encodeURIComponent(room)}`);
    }
  });

  it("tells a page already open whose session ended to say 'Please Sign In', in every room", async () => {
    for (const room of [
      "/dashboard",
      "/dashboard/account-details",
      "/dashboard/profile",
      "/dashboard/support",
    ]) {
      const answer = await load<{ signedOut: true }>(room, { dataRequest: true });
      expect(answer.status, room).toBe(401);
      expect(answer.body, room).toEqual({ signedOut: true });
    }
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
        // Estimates, in whole dollars (issue 21).
        potentialSavings: "$12,000",
        netResult: "$18,000",
        projectedCompletion: "Apr 1, 2029",
        completionLabel: "Projected Completion",
        // No plan yet: the estimate, and its notes (issue 43).
        basis: "estimate",
        savingsNote: "Est. 40% average",
        completionNote: "36 months after your latest application",
      },
    });
    const list = body?.applications?.ok ? body.applications.value.items : [];
    expect(list.map((app) => app.debt)).toEqual(["$20,000.50", "$5,000.01", "$99,999.99", "$10,000.00"]);
    expect(list[0]).toMatchObject({ id: newest.id, number: newest.id.slice(-8), statusLabel: "Approved" });
    expect(body?.choice?.applicationId).toBe(newest.id);
    expect(body?.selection?.kind).toBe("found");
    const shown = body?.selection?.kind === "found" ? body.selection.application : undefined;
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
    expect(body?.selection).toEqual({ kind: "failed", message: "Failed to load application details" });
    const profile = await load("/dashboard/profile", { user, with: broken });
    expect(profile.status).toBe(200);
    expect(profile.body?.summary).toEqual({ ok: false, message: "Failed to load financial summary" });
    expect(profile.body?.profile).toEqual({ ok: false, message: "Failed to load profile data" });
  });

  it("gives each room its own data, under the same frame", async () => {
    const user = await signedInUser(services);
    const app = await insertApplication(database.db, { userId: user.id, debtAmount: "12000.00" });
    const details = await load(`/dashboard/account-details?application=${app.id}`, { user });
    expect(details.status).toBe(200);
    expect(details.body?.summary).toMatchObject({ ok: true, value: { totalDebt: "$12,000.00" } });
    expect(details.body?.selection).toMatchObject({ kind: "found", application: { id: app.id } });
    expect(details.body?.profile).toBeUndefined();
    const profile = await load("/dashboard/profile", { user });
    expect(profile.body?.profile).toMatchObject({ ok: true, value: { email: user.email } });
    expect(profile.body?.selection).toBeUndefined();
    const support = await load("/dashboard/support", { user });
    expect(support.status).toBe(200);
    expect(support.body?.user).toMatchObject({ id: user.id, email: user.email });
  });
});

describe("addresses of the one-page dashboard", () => {
  it("lead to their rooms with what each tab kept, before anything is read", async () => {
    const id = crypto.randomUUID();
    const cases: [string, string][] = [
      ["/dashboard?tab=profile", "/dashboard/profile"],
      ["/dashboard?tab=support", "/dashboard/support"],
      [
        `/dashboard?tab=account-details&application=${id}&page=2`,
        `/dashboard/account-details?application=${id}&page=2`,
      ],
      [
        `/dashboard?tab=applications&application=${id}&view=details`,
        `/dashboard?application=${id}&view=details`,
      ],
    ];
    for (const [old, now] of cases) {
      // A visitor too: the room then asks them to sign in.
      const answer = await load(old);
      expect(answer.status, old).toBe(301);
      expect(answer.location, old).toBe(now);
    }
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
        formMessage: "This application is canceled and can no longer be canceled.",
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

  it("is still taken at /dashboard itself, the one-page dashboard's address for every form", async () => {
    const user = await signedInUser(services);
    const app = await insertApplication(database.db, { userId: user.id });
    const answer = await postDashboard(
      services,
      "/dashboard",
      { intent: "cancel", applicationId: app.id },
      { user },
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, message: "Application cancelled successfully" },
    });
    const unknown = await postDashboard(services, "/dashboard", { intent: "delete-everything" }, { user });
    expect(unknown.status).toBe(400);
  });

  it("refuses an unknown intent, and another room's", async () => {
    const user = await signedInUser(services);
    const answer = await post({ intent: "delete-everything" }, { user });
    expect(answer.status).toBe(400);
    const elsewhere = await post({ intent: "profile", firstName: "Ada" }, { user });
    expect(elsewhere.status).toBe(400);
  });
});
