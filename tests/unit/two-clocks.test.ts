import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Security never follows the demonstration's clock (docs/decisions/0069): the files that decide
// sessions, two-factor steps, rate limits, account security and a webhook's timeliness read
// `Services.realClock` (the system's), never `Services.clock` (the program's, which `npm run demo`
// moves ahead). A month ahead, the program's clock would refuse every real two-factor code (its
// step would not match) and every real webhook (stale), and would end sessions early.

const root = path.resolve(import.meta.dirname, "../..");

/** Every file of the security code, by folder or name. */
function securityFiles(): string[] {
  const server = path.join(root, "app/server");
  const named = fs
    .readdirSync(server)
    .filter((name) =>
      /^(two-factor|auth-actions|auth\.server|rate-limit|sign-in-throttle|session-|guards|current-password|email-change|password-reset|known-devices)/.test(
        name,
      ),
    )
    .filter((name) => !name.endsWith(".test.ts"))
    .map((name) => path.join("app/server", name));
  const accountSecurity = fs
    .readdirSync(path.join(server, "account-security"))
    .map((name) => path.join("app/server/account-security", name));
  return [
    ...named,
    ...accountSecurity,
    "app/routes/admin/settings.tsx",
    "app/routes/dashboard/profile-data.server.ts",
  ];
}

/** The program's clock read in code: `services.clock`, `clock.now()`, or `clock` taken from the services. */
const PROGRAM_CLOCK = /\bservices\.clock\b|(?<![\w.])clock\.now\(|[{,]\s*clock\s*[,}]/;

describe("the two clocks", () => {
  it("finds the security files", () => {
    const files = securityFiles();
    expect(files.length).toBeGreaterThan(15);
    expect(files).toContain("app/server/two-factor-sign-in.server.ts");
    expect(files).toContain("app/server/account-security/passkey-sign-in.server.ts");
  });

  it.each(securityFiles())("%s reads the real clock, never the program's", (file) => {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    expect(source).not.toMatch(PROGRAM_CLOCK);
  });

  it("the processor's webhook checks an event's timeliness by the real clock", () => {
    const source = fs.readFileSync(path.join(root, "app/routes/api/processor-events.ts"), "utf8");
    expect(source).toMatch(/isTimely\(created, services\.realClock\.now\(\)\)/);
  });

  it("the pattern catches the program's clock", () => {
    expect("const { db, clock } = getServices(context);").toMatch(PROGRAM_CLOCK);
    expect("await stepOfCode(auth, db, id, code, clock.now());").toMatch(PROGRAM_CLOCK);
    expect("const now = services.clock.now();").toMatch(PROGRAM_CLOCK);
    expect("const { db, realClock } = getServices(context); realClock.now();").not.toMatch(PROGRAM_CLOCK);
  });
});
