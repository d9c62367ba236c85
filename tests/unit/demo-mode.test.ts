import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Demo mode is only `npm run demo` (docs/decisions/0069): a flag that one script passes, never an
// environment variable that could reach a production unit file. `npm start` and `npm run serve`
// never pass it, and without it the program's clock is the system's (or a test's).

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("demo mode", () => {
  it("is passed by scripts/demo.ts alone", () => {
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts.demo).toBe("node scripts/demo.ts");
    for (const [name, command] of Object.entries(scripts)) {
      if (name !== "demo") expect(command, name).not.toMatch(/--demo|scripts\/demo\.ts/);
    }
    expect(read("scripts/start.ts")).not.toMatch(/--demo|demo:\s*true/);
    expect(read("scripts/build-if-stale.ts")).not.toMatch(/--demo/);
    expect(read("scripts/demo.ts")).toMatch(/process\.argv\.push\("--demo"\)/);
  });

  it("is read from the command line only, and refused with a server database or the development server", () => {
    const server = read("server.ts");
    expect(server).toMatch(/const demo = process\.argv\.includes\("--demo"\);/);
    expect(server).toMatch(/if \(demo && dev\) fail/);
    expect(server).toMatch(/if \(demo && process\.env\.DATABASE_URL\) fail/);
    expect(server).not.toMatch(/process\.env\.[A-Z_]*DEMO/);
    expect(read("app/server/env.server.ts")).not.toMatch(/DEMO/);
  });

  it("without it, the program's clock is a test's or the system's, and the security clock is always the system's", () => {
    const app = read("app/server/app.server.ts");
    expect(app).toMatch(/demo = options\.demo \? await DemoClock\.start\(database, systemClock\) : null;/);
    expect(app).toMatch(/const clock: Clock = demo \?\? options\.clock \?\? systemClock;/);
    expect(app).toMatch(/realClock: systemClock,/);
  });
});
