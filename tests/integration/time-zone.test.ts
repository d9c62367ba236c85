import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationsPageData } from "#app/domain/admin/application-views.ts";
import type { AuditLogPageData } from "#app/domain/admin/audit-log-views.ts";
import type { MailboxPageData } from "#app/domain/admin/mailbox.ts";
import type { SecurityStatusView } from "#app/domain/admin/settings.ts";
import { TIME_ZONE_MESSAGES } from "#app/domain/user/time-zone-form.ts";
import { action as adminSignInAction } from "#app/routes/auth/admin-sign-in.tsx";
import { action as signInAction } from "#app/routes/auth/sign-in.tsx";
import { FRAME_ROWS } from "#app/routes/dashboard/layout-data.server.ts";
import { storedPageKey } from "#app/routes/stored-pages.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { rememberTimeZone } from "#app/server/models/user/time-zone.server.ts";
import { storedPages } from "#app/server/stored-pages/stored-page.server.ts";
import { adminUsers, auditLog, emailOutbox, users } from "#db/schema.ts";
import type { SignedInUser } from "#tests/support/application-requests.ts";
import { PASSWORD, uniqueEmail, validSignUp } from "#tests/support/auth-actions.ts";
import { TestClock } from "#tests/support/clock.ts";
import { type DashboardPage, loadDashboard, postDashboard } from "#tests/support/dashboard-route.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { runRoutes } from "#tests/support/route-chain.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import {
  contextFor,
  cookieHeader,
  createTestServices,
  formRequest,
  TEST_ORIGIN,
} from "#tests/support/test-services.ts";

// Dates in the person's own time zone (issue 21; decisions.md, "Dates and language"): the zone
// the browser reports at sign-in is checked and kept on users.time_zone, a bogus one is refused
// without failing the sign-in, US Eastern is used until one is known, and the pages' data (the
// customer's area, the admin's lists and Settings) is written in it, stored pages included.

// 7:35 PM on Nov 26 in Phoenix, 9:35 PM in New York: Nov 27 in UTC.
const APPLIED = new Date("2026-11-27T02:35:00Z");

let database: Database;
let services: Services;
let addressCounter = 0;
const nextAddress = () => `203.0.113.${10 + (++addressCounter % 200)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

function post(path: string, fields: Record<string, string>) {
  const run = path.startsWith("/admin") ? adminSignInAction : signInAction;
  return outcome(() =>
    run({
      request: formRequest(path, fields),
      context: contextFor(services, nextAddress()),
      params: {},
    } as never),
  );
}

const storedZone = async (email: string) =>
  (await database.db.select({ zone: users.timeZone }).from(users).where(eq(users.email, email)))[0]?.zone;

/** Signs up (reporting `signUpZone`, if any) and in (reporting `zone`); the person and their cookie. */
async function person(zone?: string, signUpZone?: string): Promise<SignedInUser> {
  const email = uniqueEmail();
  const up = await post("/auth?mode=sign-up", {
    intent: "sign-up",
    ...validSignUp(email),
    ...(signUpZone === undefined ? {} : { timeZone: signUpZone }),
  });
  expect(up.status).toBe(302);
  const signIn = await post("/auth", {
    intent: "sign-in",
    email,
    password: PASSWORD,
    ...(zone === undefined ? {} : { timeZone: zone }),
  });
  expect(signIn.status).toBe(302);
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error("no user");
  return { id: row.id, email, cookie: cookieHeader(new Response(null, { headers: signIn.headers })) };
}

async function sessionZone(user: SignedInUser) {
  const request = new Request(new URL("/dashboard", TEST_ORIGIN), { headers: { Cookie: user.cookie } });
  return (await getOptionalUser(request, contextFor(services)))?.timeZone;
}

describe("the zone the browser reports", () => {
  it("is kept at sign-up, then at each sign-in, and comes with the session's user", async () => {
    const user = await person("America/Phoenix", "America/Chicago");
    expect(await storedZone(user.email)).toBe("America/Phoenix");
    expect(await sessionZone(user)).toBe("America/Phoenix");

    const email = uniqueEmail();
    await post("/auth?mode=sign-up", {
      intent: "sign-up",
      ...validSignUp(email),
      timeZone: "America/Chicago",
    });
    expect(await storedZone(email)).toBe("America/Chicago");
  });

  it("refuses a bogus zone without failing the sign-in, and keeps the zone it had", async () => {
    const user = await person("America/Phoenix");
    for (const bogus of [
      "Mars/Olympus_Mons",
      "America/New_York'; drop table users; --",
      "../../etc/passwd",
      "+05:00",
      "x".repeat(500),
      "",
    ]) {
      const answer = await post("/auth", {
        intent: "sign-in",
        email: user.email,
        password: PASSWORD,
        timeZone: bogus,
      });
      expect(answer.status, bogus).toBe(302);
      expect(answer.headers.get("Set-Cookie"), bogus).toMatch(/session_token=/);
      expect(await storedZone(user.email), bogus).toBe("America/Phoenix");
    }
    // A sign-up with a bogus zone makes the account all the same, its zone unknown.
    const email = uniqueEmail();
    const up = await post("/auth?mode=sign-up", {
      intent: "sign-up",
      ...validSignUp(email),
      timeZone: "Nowhere",
    });
    expect(up.status).toBe(302);
    expect(await storedZone(email)).toBeNull();
  });

  it("is US Eastern until known (a page without script sends none)", async () => {
    const user = await person();
    expect(await storedZone(user.email)).toBeNull();
    expect(await sessionZone(user)).toBe("America/New_York");
  });

  it("is kept at an admin's sign-in on /admin/auth", async () => {
    const user = await person();
    await database.db.insert(adminUsers).values({ id: user.id });
    const answer = await post("/admin/auth", {
      intent: "sign-in",
      email: user.email,
      password: PASSWORD,
      timeZone: "America/Denver",
    });
    expect(answer.status).toBe(302);
    expect(await storedZone(user.email)).toBe("America/Denver");
  });

  it("is not kept for a wrong password", async () => {
    const user = await person("America/Phoenix");
    const answer = await post("/auth", {
      intent: "sign-in",
      email: user.email,
      password: "Not-The-Password-9",
      timeZone: "Asia/Tokyo",
    });
    expect(answer.status).toBe(401);
    expect(await storedZone(user.email)).toBe("America/Phoenix");
  });

  it("is written only when it changes, and never fails its caller", async () => {
    const user = await person("America/Phoenix");
    expect(await rememberTimeZone(database.db, user.id, "America/Phoenix")).toBe("unchanged");
    expect(await rememberTimeZone(database.db, user.id, "Pacific/Honolulu")).toBe("saved");
    expect(await rememberTimeZone(database.db, user.id, 42)).toBe("refused");
    expect(await rememberTimeZone(database.db, user.id, null)).toBe("refused");
    const closed = {
      update: () => {
        throw new Error("database unavailable");
      },
    } as never;
    expect(await rememberTimeZone(closed, user.id, "America/Chicago")).toBe("failed");
    expect(await storedZone(user.email)).toBe("Pacific/Honolulu");
  });
});

describe("the customer's area in their zone", () => {
  async function applicant(zone?: string) {
    const user = await person(zone);
    const application = await insertApplication(database.db, {
      userId: user.id,
      status: "approved",
      createdAt: APPLIED,
      updatedAt: APPLIED,
      decidedAt: new Date(APPLIED.getTime() + 60_000),
    });
    return { user, application };
  }

  async function shownDates(user: SignedInUser) {
    const page = await loadDashboard<DashboardPage>(services, "/dashboard", { user });
    const list = page.body?.applications;
    const selection = page.body?.selection;
    if (!list?.ok || selection?.kind !== "found") throw new Error("the dashboard did not load");
    return {
      list: list.value.items.map((item) => item.submitted),
      details: selection.application.submitted,
      timeline: selection.application.timeline.map((step) => step.date).filter(Boolean),
    };
  }

  it("shows a Phoenix customer's 7:35 PM application as Nov 26 everywhere", async () => {
    const { user } = await applicant("America/Phoenix");
    expect(await shownDates(user)).toEqual({
      list: ["Nov 26, 2026"],
      details: "Nov 26, 2026",
      timeline: ["Nov 26, 2026", "Nov 26, 2026"],
    });
  });

  it("shows the same moment as Nov 26 in New York (the default) and Nov 27 in Tokyo", async () => {
    const eastern = await applicant();
    expect((await shownDates(eastern.user)).details).toBe("Nov 26, 2026");
    const tokyo = await applicant("Asia/Tokyo");
    expect(await shownDates(tokyo.user)).toEqual({
      list: ["Nov 27, 2026"],
      details: "Nov 27, 2026",
      timeline: ["Nov 27, 2026", "Nov 27, 2026"],
    });
  });

  it("names the zone beside every time of day in Profile Settings, and lets the customer change it", async () => {
    const user = await person("America/Phoenix");
    const before = await loadDashboard<DashboardPage>(services, "/dashboard/profile", { user });
    const security = before.body?.security;
    if (!security?.ok) throw new Error("no security panel");
    for (const session of security.value.sessions) {
      expect(session.signedIn).toMatch(/, \d{1,2}:\d{2} [AP]M MST$/);
      expect(session.lastActive).toMatch(/ MST$/);
    }
    expect(before.body?.timeZone).toMatchObject({ current: "America/Phoenix" });
    expect(before.body?.timeZone?.choices.map((choice) => choice.value)).toContain("America/New_York");

    const refused = await postDashboard(
      services,
      "/dashboard/profile",
      { intent: "time-zone", timeZone: "Mars/Olympus_Mons" },
      { user },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, fieldErrors: { timeZone: TIME_ZONE_MESSAGES.invalid } });
    expect(await storedZone(user.email)).toBe("America/Phoenix");

    const saved = await postDashboard(
      services,
      "/dashboard/profile",
      { intent: "time-zone", timeZone: "America/New_York" },
      { user },
    );
    expect(saved.body).toMatchObject({ ok: true, message: TIME_ZONE_MESSAGES.saved });
    const after = await loadDashboard<DashboardPage>(services, "/dashboard/profile", { user });
    const sessions = after.body?.security?.ok ? after.body.security.value.sessions : [];
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect(session.signedIn).toMatch(/ E[SD]T$/);
  });
});

describe("the admin's pages in their zone", () => {
  async function admin(zone: string) {
    const user = await person(zone);
    await database.db.insert(adminUsers).values({ id: user.id });
    return user;
  }

  async function loaderData<T>(user: SignedInUser, path: string, route: string): Promise<T> {
    const result = await runRoutes(services, path, { user });
    expect(result.errors).toBeNull();
    return result.data[route] as T;
  }

  it("agree between the Audit Log, the Mailbox and Applications Management for New York and Phoenix", async () => {
    const [marker] = await database.db
      .insert(auditLog)
      .values({
        actorEmail: "zone@test.example",
        action: "application_approved",
        targetType: "application",
        targetId: crypto.randomUUID(),
        createdAt: APPLIED,
      })
      .returning({ id: auditLog.id });
    const [mail] = await database.db
      .insert(emailOutbox)
      .values({
        kind: "verification",
        toAddress: "zone@test.example",
        subject: "Zone",
        textBody: "Hello",
        status: "sent",
        sentAt: APPLIED,
        createdAt: APPLIED,
      })
      .returning({ id: emailOutbox.id });
    const applied = await insertApplication(database.db, { createdAt: APPLIED, firstName: "Zonal" });

    for (const [zone, when, day] of [
      ["America/New_York", "Nov 26, 2026, 9:35:00 PM EST", "Nov 26, 2026"],
      ["America/Phoenix", "Nov 26, 2026, 7:35:00 PM MST", "Nov 26, 2026"],
      ["UTC", "Nov 27, 2026, 2:35:00 AM UTC", "Nov 27, 2026"],
    ] as const) {
      const user = await admin(zone);
      const audit = await loaderData<AuditLogPageData>(user, "/admin/audit-log", "routes/admin/audit-log");
      if (!audit.ok) throw new Error("the audit log did not load");
      expect(audit.rows.find((row) => row.id === marker?.id)?.when, zone).toBe(when);

      const mailbox = await loaderData<MailboxPageData>(user, "/admin/mailbox", "routes/admin/mailbox");
      if (!mailbox.ok) throw new Error("the mailbox did not load");
      const shown = mailbox.rows.find((row) => row.id === mail?.id);
      expect(shown?.created, zone).toBe(when);
      expect(shown?.sent, zone).toBe(when);

      const list = await loaderData<ApplicationsPageData>(
        user,
        "/admin/applications?q=Zonal",
        "routes/admin/applications",
      );
      if (!list.ok) throw new Error("the applications did not load");
      expect(list.rows.find((row) => row.id === applied.id)?.submitted, zone).toBe(day);
    }
  });

  it("show Settings' security status in the admin's zone, named", async () => {
    const user = await admin("America/Phoenix");
    const settings = await loaderData<{ status: SecurityStatusView }>(
      user,
      "/admin/settings",
      "routes/admin/settings",
    );
    expect(settings.status.lastSignIn).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M MST$/);
    expect(settings.status.passwordChanged).toMatch(/ MST$/);
    expect(settings.status.passwordStale).toBe(false);
  });
});

describe("stored pages", () => {
  const keyOf = async (user: SignedInUser, path = "/dashboard", using: Services = services) =>
    (
      await storedPageKey(
        using,
        new Request(new URL(path, TEST_ORIGIN), { headers: { Cookie: user.cookie } }),
        "127.0.0.1",
      )
    )?.key;

  it("are kept per zone: a page written in one zone is never served in another", async () => {
    const user = await person("America/Phoenix");
    const phoenix = await keyOf(user);
    expect(phoenix).toContain("America/Phoenix");
    await rememberTimeZone(database.db, user.id, "America/New_York");
    const eastern = await keyOf(user);
    expect(eastern).toContain("America/New_York");
    expect(eastern).not.toBe(phoenix);
  });

  it("dated ones carry the date of the person's zone", async () => {
    const clock = new TestClock(APPLIED);
    const clocked = { ...services, clock };
    const dated = storedPages([{ path: "/dashboard", rows: FRAME_ROWS, dated: true }]);
    const keyFor = async (user: SignedInUser) =>
      (
        await dated.keyFor(
          clocked,
          new Request(new URL("/dashboard", TEST_ORIGIN), { headers: { Cookie: user.cookie } }),
          "127.0.0.1",
        )
      )?.key;
    const phoenix = await person("America/Phoenix");
    const tokyo = await person("Asia/Tokyo");
    // The person's day, then the company's (US Eastern: offers expire by its calendar).
    expect(await keyFor(phoenix)).toMatch(/ America\/Phoenix \/dashboard 2026-11-26 2026-11-26$/);
    expect(await keyFor(tokyo)).toMatch(/ Asia\/Tokyo \/dashboard 2026-11-27 2026-11-26$/);
    // Midnight in Phoenix: the next day's page.
    clock.set("2026-11-27T07:00:00Z");
    expect(await keyFor(phoenix)).toMatch(/ 2026-11-27 2026-11-27$/);
  });
});
