import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#app/domain/auth-schemas.ts";
import { PASSWORD_MESSAGES } from "#app/domain/password-strength.ts";
import { loader as adminSignInLoader } from "#app/routes/auth/admin-sign-in.tsx";
import { action as signOutAction } from "#app/routes/auth/sign-out.tsx";
import { createOrPromoteAdmin } from "#app/server/admin-bootstrap.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { shownPhone } from "#app/server/models/user/phone.server.ts";
import { emailOutbox, sessions, users } from "#db/schema.ts";
import { PASSWORD, signInWith, signUpWith, uniqueEmail, validSignUp } from "#tests/support/auth-actions.ts";
import { outcome } from "#tests/support/route-results.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import {
  contextFor,
  cookieHeader,
  createTestServices,
  formRequest,
  TEST_ORIGIN,
} from "#tests/support/test-services.ts";

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

const signUp = (fields: Record<string, string>, address?: string) => signUpWith(services, fields, address);
const signIn = (email: string, password: string, path = "/auth", address?: string) =>
  signInWith(services, email, password, path, address);

const sessionsOf = (userId: string | undefined) =>
  database.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId ?? ""));

describe("sign-up", () => {
  it("creates the user with profile fields, queues a verification e-mail and returns to sign-in", async () => {
    const email = uniqueEmail();
    const result = await signUp(validSignUp(email.toUpperCase()));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/auth");
    expect(result.headers.get("Set-Cookie")).toContain("harborline_flash=");
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      emailVerified: false,
    });
    // Stored encrypted, with its search tokens (docs/decisions/0028).
    expect(row?.phone).toMatch(/^v1:test:/);
    expect(shownPhone(testCipher, row?.phone ?? null)).toBe("5551234567");
    expect(row?.phoneSearch).toHaveLength(36);
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.kind).toBe("verification");
    expect(mail[0]?.textBody).toContain(`${TEST_ORIGIN}/auth/confirm-email?token=`);
    expect(mail[0]?.textBody).not.toContain("callbackURL");
  });

  it("says 'All fields are required for registration' when any field is missing, and stores nothing", async () => {
    const email = uniqueEmail();
    for (const missing of ["firstName", "lastName", "phone", "email", "password"]) {
      const fields: Record<string, string> = { ...validSignUp(email), [missing]: "  " };
      const result = await signUp(fields);
      expect(result.status).toBe(400);
      expect(result.body?.formMessage).toBe(AUTH_MESSAGES.allRequired);
      expect(result.body?.fieldErrors).toEqual({});
      expect(result.body?.values?.email).toBe(missing === "email" ? "  " : email);
    }
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("refuses a weak password with every reason listed", async () => {
    const result = await signUp({ ...validSignUp(uniqueEmail()), password: "password" });
    expect(result.status).toBe(400);
    expect(result.body?.formMessage).toBe(AUTH_MESSAGES.weakPassword);
    expect(result.body?.reasons).toEqual([
      PASSWORD_MESSAGES.tooShortForNew,
      PASSWORD_MESSAGES.tooWeak,
      PASSWORD_MESSAGES.tooCommon,
    ]);
    // The outside re-test's password (issue 41): breached, and short for a new one.
    const breached = await signUp({ ...validSignUp(uniqueEmail()), password: "abcdefg1" });
    expect(breached.body?.reasons).toEqual(
      expect.arrayContaining([PASSWORD_MESSAGES.tooShortForNew, PASSWORD_MESSAGES.tooCommon]),
    );
    const short = await signUp({ ...validSignUp(uniqueEmail()), password: "Ab1!" });
    expect(short.body?.reasons).toContain(PASSWORD_MESSAGES.tooShort);
  });

  it("refuses a NUL byte or another control character in a name with a field message, storing nothing", async () => {
    const email = uniqueEmail();
    const result = await signUp({
      ...validSignUp(email),
      firstName: "Ada\u0000",
      lastName: "Love\u0007lace",
    });
    expect(result.status).toBe(400);
    expect(result.body?.fieldErrors).toEqual({
      firstName: "Contains characters that cannot be stored",
      lastName: "Contains characters that cannot be stored",
    });
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("shows field messages for a malformed e-mail and phone", async () => {
    const result = await signUp({ ...validSignUp("not-an-email"), phone: "12345" });
    expect(result.body?.fieldErrors).toEqual({
      email: "Invalid email address",
      phone: "Please enter a valid 10-digit phone number",
    });
  });

  it("answers a second sign-up with a known e-mail like any other, and tells the owner by e-mail", async () => {
    const email = uniqueEmail();
    expect((await signUp(validSignUp(email))).status).toBe(302);
    const again = await signUp({ ...validSignUp(email), firstName: "Mallory" });
    expect(again.status).toBe(302);
    expect(again.location).toBe("/auth");
    const rows = await database.db.select().from(users).where(eq(users.email, email));
    expect(rows.map((r) => r.firstName)).toEqual(["Ada"]);
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail.map((m) => m.kind).sort()).toEqual(["existing-account", "verification"]);
  });

  it("tells the owner of a known address at most three times a day, whoever signs up from wherever", async () => {
    const email = uniqueEmail();
    await signUp(validSignUp(email), "198.51.100.39");
    for (let i = 0; i < 6; i++) {
      const again = await signUp({ ...validSignUp(email), firstName: "Mallory" }, `198.51.100.${40 + i}`);
      expect(again.status).toBe(302);
      expect(again.location).toBe("/auth");
    }
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail.filter((m) => m.kind === "existing-account")).toHaveLength(3);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with a database session cookie (httpOnly, SameSite=Lax, at most 24 hours) and signs out", async () => {
    const email = uniqueEmail();
    await signUp(validSignUp(email));
    const result = await signIn(email, PASSWORD);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/account");
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith("harborline.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(24 * 60 * 60);

    const headers = { Cookie: cookieHeader(new Response(null, { headers: result.headers })) };
    const user = await getOptionalUser(
      new Request(`${TEST_ORIGIN}/dashboard`, { headers }),
      contextFor(services),
    );
    expect(user?.email).toBe(email);

    const out = await outcome(() =>
      signOutAction({
        request: formRequest("/auth/sign-out", {}, headers),
        context: contextFor(services),
        params: {},
      } as never),
    );
    expect(out.status).toBe(302);
    expect(out.location).toBe("/");
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(await sessionsOf(row?.id)).toHaveLength(0);
    // The old cookie no longer opens anything.
    const after = await getOptionalUser(
      new Request(`${TEST_ORIGIN}/dashboard`, { headers }),
      contextFor(services),
    );
    expect(after).toBeNull();
  });

  it("answers a wrong password with the server's message, never details", async () => {
    const email = uniqueEmail();
    await signUp(validSignUp(email));
    const result = await signIn(email, "Wrong-Password-1");
    expect(result.status).toBe(401);
    expect(result.body?.formMessage).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(result.body?.values).toEqual({ email });
  });

  it("goes back to the page that asked for sign-in, but only to a path on this site", async () => {
    const email = uniqueEmail();
    await signUp(validSignUp(email));
    const back = await signIn(email, PASSWORD, "/auth?redirectTo=%2Fapply%2Fsuccess");
    expect(back.location).toBe("/apply/success");
    const offsite = await signIn(email, PASSWORD, "/auth?redirectTo=%2F%2Fevil.example%2F");
    expect(offsite.location).toBe("/account");
    // The outside tester's bypasses: a tab, a line feed (a 500 before), dot segments, backslashes.
    for (const bypass of [
      "%2F%09%2Fevil.example",
      "%2F%0A%2Fevil.example",
      "%2F.%2F%2Fevil.example",
      "%2F%5Cevil.example",
      "%2F%252F%252Fevil.example",
    ]) {
      const refused = await signIn(email, PASSWORD, `/auth?redirectTo=${bypass}`);
      expect(refused.status, bypass).toBe(302);
      expect(refused.location, bypass).toBe("/account");
    }
  });
});

describe("admin sign-in", () => {
  it("sends an admin to /admin/dashboard and a non-admin to the no-access message", async () => {
    const adminEmail = uniqueEmail();
    const created = await createOrPromoteAdmin(database.db, { email: adminEmail, password: PASSWORD });
    expect(created).toMatchObject({ ok: true, action: "created" });
    const admin = await signIn(adminEmail, PASSWORD, "/admin/auth");
    const adminCookie = { Cookie: cookieHeader(new Response(null, { headers: admin.headers })) };
    const landing = await outcome(() =>
      adminSignInLoader({
        request: new Request(`${TEST_ORIGIN}${admin.location}`, { headers: adminCookie }),
        context: contextFor(services),
        params: {},
      } as never),
    );
    expect(landing.location).toBe("/admin/dashboard");

    const email = uniqueEmail();
    await signUp(validSignUp(email));
    const user = await signIn(email, PASSWORD, "/admin/auth");
    const userCookie = { Cookie: cookieHeader(new Response(null, { headers: user.headers })) };
    const page = await outcome<{ signedInWithoutAccess: boolean }>(() =>
      adminSignInLoader({
        request: new Request(`${TEST_ORIGIN}/admin/auth`, { headers: userCookie }),
        context: contextFor(services),
        params: {},
      } as never),
    );
    expect(page.body).toEqual({ signedInWithoutAccess: true });
  });
});
