import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SettingsReply } from "#app/domain/admin/settings.ts";
import { action as settingsAction } from "#app/routes/admin/settings.tsx";
import { action as adminSignInAction } from "#app/routes/auth/admin-sign-in.tsx";
import { action as twoFactorAction } from "#app/routes/auth/two-factor.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { createCredentialUser, grantAdmin } from "#app/server/models/user/users.server.ts";
import { CODES_PER_ACCOUNT_AND_ADDRESS } from "#app/server/two-factor-lock.server.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, cookieHeader, createTestServices, formRequest } from "#tests/support/test-services.ts";
import { totpFor } from "#tests/support/totp.ts";

// Wrong second-factor codes lock the account only at the address they come from, and never the
// owner's own browsers (issue 41, item 7): someone who knew the password could lock the factor
// account-wide (better-auth's lock) and keep the owner out.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const PASSWORD = "Harbor-Light-42";
let attacker = "";
const OWNER_ELSEWHERE = "198.51.100.23";

const withCookie = (...cookies: string[]) => cookies.filter(Boolean).join("; ");

async function enrolledAdmin() {
  const email = `locked-${crypto.randomUUID()}@test.example`;
  const user = await createCredentialUser(database.db, {
    email,
    password: PASSWORD,
    firstName: "Ada",
    lastName: "Admin",
    emailVerified: true,
  });
  await grantAdmin(database.db, user.id);
  const { headers } = await services.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    returnHeaders: true,
  });
  const cookie = cookieHeader(new Response(null, { headers }));
  const settings = (fields: Record<string, string>) =>
    outcome<SettingsReply>(() =>
      settingsAction({
        request: formRequest("/admin/settings", fields, { Cookie: cookie }),
        context: contextFor(services),
        params: {},
      } as never),
    );
  const enrollment = (await settings({ intent: "two-factor-enable", password: PASSWORD })).body?.enrollment;
  if (!enrollment) throw new Error("enrollment did not start");
  await settings({ intent: "two-factor-confirm", code: await totpFor(enrollment.secret) });
  return { email, recoveryCodes: enrollment.recoveryCodes };
}

/** The password step from `address` in a browser holding `browser`: the second step's cookie. */
async function passwordStep(email: string, address: string, browser = "") {
  const answer = await outcome(() =>
    adminSignInAction({
      request: formRequest("/admin/auth", { email, password: PASSWORD }, browser ? { Cookie: browser } : {}),
      context: contextFor(services, address),
      params: {},
    } as never),
  );
  expect(answer.location).toMatch(/^\/auth\/two-factor/);
  return withCookie(browser, cookieHeader(new Response(null, { headers: answer.headers })));
}

function secondStep(cookie: string, address: string, fields: Record<string, string>) {
  return outcome<{ formMessage?: string }>(() =>
    twoFactorAction({
      request: formRequest("/auth/two-factor?area=admin", fields, { Cookie: cookie }),
      context: contextFor(services, address),
      params: {},
    } as never),
  );
}

/** Wrong codes from the attacker's address, a new challenge every five (the plugin ends one then). */
async function wrongCodes(email: string, count: number) {
  let cookie = "";
  for (let i = 0; i < count; i += 1) {
    if (i % 5 === 0) cookie = await passwordStep(email, attacker);
    await secondStep(cookie, attacker, { intent: "totp", code: "000000" });
  }
}

let addresses = 60;

describe("wrong second-factor codes", () => {
  beforeEach(() => {
    // Each test's attacker at an address of its own.
    addresses += 1;
    attacker = `203.0.113.${addresses}`;
  });

  it("lock the account at the address they came from, not elsewhere", async () => {
    const admin = await enrolledAdmin();
    await wrongCodes(admin.email, CODES_PER_ACCOUNT_AND_ADDRESS.limit);
    const refused = await secondStep(await passwordStep(admin.email, attacker), attacker, {
      intent: "recovery",
      recoveryCode: admin.recoveryCodes[0] ?? "",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The owner, at another address, signs in at once (better-auth's account-wide lock is off).
    const owner = await secondStep(await passwordStep(admin.email, OWNER_ELSEWHERE), OWNER_ELSEWHERE, {
      intent: "recovery",
      recoveryCode: admin.recoveryCodes[1] ?? "",
    });
    expect(owner.status).toBe(302);
  });

  it("never lock the owner's own browser, even at the attacker's address", async () => {
    const admin = await enrolledAdmin();
    // The owner signed in here before, with both factors: the browser is known for the account.
    const first = await passwordStep(admin.email, attacker);
    const done = await secondStep(first, attacker, {
      intent: "recovery",
      recoveryCode: admin.recoveryCodes[0] ?? "",
    });
    expect(done.status).toBe(302);
    const device = done.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .filter((pair) => pair.startsWith("harborline_device="))
      .join("; ");
    expect(device).not.toBe("");
    // Someone else at the same address spends the address's codes for this account.
    await wrongCodes(admin.email, CODES_PER_ACCOUNT_AND_ADDRESS.limit);
    const stranger = await secondStep(await passwordStep(admin.email, attacker), attacker, {
      intent: "totp",
      code: "000000",
    });
    expect(stranger.status).toBe(429);
    const owner = await secondStep(await passwordStep(admin.email, attacker, device), attacker, {
      intent: "recovery",
      recoveryCode: admin.recoveryCodes[1] ?? "",
    });
    expect(owner.status).toBe(302);
  });
});
