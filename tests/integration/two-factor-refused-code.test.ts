import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TwoFactorSettingsReply } from "#app/domain/two-factor.ts";
import { action as profileAction } from "#app/routes/dashboard/profile.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { twoFactors, users } from "#db/schema.ts";
import { PASSWORD, type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest } from "#tests/support/test-services.ts";

// A wrong or malformed code in the two-factor enrollment (Profile Settings, posted as a page
// without JavaScript): the answer carries the enrollment again, so the QR code, its key and the
// recovery codes stay on screen beside the code's error. It is rebuilt from what is stored: the
// key from the stored secret, a recovery code only when the account stores its hash.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

/** A form posted to Profile Settings as a page; a list is one field, its values separated by spaces. */
function post(user: SignedInUser, fields: Record<string, string | string[]>) {
  const joined = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, [value].flat().join(" ")]),
  );
  const request = formRequest("/dashboard/profile", joined, { Cookie: user.cookie });
  return outcome<TwoFactorSettingsReply>(() =>
    profileAction({ request, context: contextFor(services), params: {} } as never),
  );
}

/** A 6-digit code the app does not show around now (the plugin accepts the steps beside it too). */
async function wrongCodeFor(key: string): Promise<string> {
  const otp = createOTP(base32.decode(key.toUpperCase()), { digits: 6, period: 30 });
  const now = Math.floor(Date.now() / 30_000);
  const near = await Promise.all([-2, -1, 0, 1, 2].map((offset) => otp.hotp(now + offset)));
  const wrong = ["000000", "111111", "222222"].find((code) => !near.includes(code));
  if (!wrong) throw new Error("no wrong code found");
  return wrong;
}

async function started(user: SignedInUser) {
  const answer = await post(user, { intent: "two-factor-enable", password: PASSWORD });
  const enrollment = answer.body?.enrollment;
  if (!enrollment) throw new Error(`the enrollment did not start (${answer.status})`);
  return enrollment;
}

async function twoFactorState(userId: string) {
  const [user] = await database.db.select().from(users).where(eq(users.id, userId));
  const [row] = await database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return { enabled: user?.twoFactorEnabled, verified: row?.verified };
}

describe("a refused code in the two-factor enrollment", () => {
  it("shows the same QR code and key again, and only the account's own recovery codes", async () => {
    const user = await signedInUser(services);
    const shown = await started(user);
    const other = await started(await signedInUser(services));
    const genuine = shown.recoveryCodes.slice(0, 3);
    const forged = [
      "zzzzz-99999",
      other.recoveryCodes[0] ?? "",
      `${genuine[0]}${"x".repeat(40)}`,
      "<script>alert(1)</script>",
    ];

    const wrong = await post(user, {
      intent: "two-factor-confirm",
      code: await wrongCodeFor(shown.secret),
      recoveryCodes: [...genuine, ...forged],
      enrollmentKey: shown.secret,
      // Whatever else the page sends is not read: the key comes from what is stored.
      secret: other.secret,
      qrSvg: "<svg></svg>",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      intent: "two-factor-confirm",
      ok: false,
      fieldErrors: { code: "The code is not correct. Please try again." },
    });
    expect(wrong.body?.enrollment).toEqual({
      qrSvg: shown.qrSvg,
      secret: shown.secret,
      recoveryCodes: genuine,
    });
    expect(await twoFactorState(user.id)).toEqual({ enabled: false, verified: false });

    // A malformed code too, and with no codes posted none are shown.
    const malformed = await post(user, {
      intent: "two-factor-confirm",
      code: "12ab",
      enrollmentKey: shown.secret,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body?.fieldErrors).toEqual({
      code: "Enter the 6-digit code from your authenticator app",
    });
    expect(malformed.body?.enrollment).toEqual({
      qrSvg: shown.qrSvg,
      secret: shown.secret,
      recoveryCodes: [],
    });
    expect(await twoFactorState(user.id)).toEqual({ enabled: false, verified: false });
  });

  it("shows at most ten recovery codes, each once", async () => {
    const user = await signedInUser(services);
    const shown = await started(user);
    const first = shown.recoveryCodes[0] ?? "";
    const wrong = await post(user, {
      intent: "two-factor-confirm",
      code: await wrongCodeFor(shown.secret),
      recoveryCodes: [
        first,
        first,
        ...Array.from({ length: 8 }, () => "zzzzz-99999"),
        ...shown.recoveryCodes,
      ],
      enrollmentKey: shown.secret,
    });
    expect(wrong.body?.enrollment?.recoveryCodes).toEqual([first]);
  });

  it("shows nothing to a form without the key it was shown: a session alone cannot read a pending key", async () => {
    const user = await signedInUser(services);
    const shown = await started(user);
    const other = await started(await signedInUser(services));
    for (const enrollmentKey of [undefined, "", other.secret, `${shown.secret}A`]) {
      const wrong = await post(user, {
        intent: "two-factor-confirm",
        code: await wrongCodeFor(shown.secret),
        recoveryCodes: shown.recoveryCodes,
        ...(enrollmentKey === undefined ? {} : { enrollmentKey }),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body?.fieldErrors).toEqual({ code: "The code is not correct. Please try again." });
      expect(wrong.body?.enrollment, String(enrollmentKey)).toBeUndefined();
    }
    // The key in any case: the app's key is in capitals, a person may type it otherwise.
    const lower = await post(user, {
      intent: "two-factor-confirm",
      code: await wrongCodeFor(shown.secret),
      enrollmentKey: shown.secret.toLowerCase(),
    });
    expect(lower.body?.enrollment?.secret).toBe(shown.secret);
  });

  it("shows no enrollment when none was started", async () => {
    const user = await signedInUser(services);
    const wrong = await post(user, {
      intent: "two-factor-confirm",
      code: "000000",
      recoveryCodes: "abcde-12345",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.fieldErrors).toEqual({ code: "The code is not correct. Please try again." });
    expect(wrong.body?.enrollment).toBeUndefined();
  });
});
