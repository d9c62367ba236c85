import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The test files share their worker's modules (vitest.config.ts, `isolate: false`): a file that
// mocked a module, or stubbed the environment or a global, faked the timers or spied without
// undoing it, would change the files after it. None may; this keeps it so.

const ROOTS = ["tests/integration", "tests/unit", "app"];
const FORBIDDEN = [/\bvi\.mock\(/, /\bvi\.doMock\(/];
/** What a file may do only when it also undoes it. */
const UNDONE: [RegExp, RegExp][] = [
  [/\bvi\.stubEnv\(/, /\bvi\.unstubAllEnvs\(/],
  [/\bvi\.stubGlobal\(/, /\bvi\.unstubAllGlobals\(/],
  [/\bvi\.useFakeTimers\(/, /\bvi\.useRealTimers\(/],
  [/\bvi\.spyOn\(/, /mockRestore\(|restoreAllMocks\(/],
];

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("test files that share their worker's modules", () => {
  const files = ROOTS.flatMap(testFiles).filter((file) => !file.endsWith("test-isolation.test.ts"));

  it("finds the test files", () => {
    expect(files.length).toBeGreaterThan(150);
  });

  it("mock no module", () => {
    const offenders = files.filter((file) =>
      FORBIDDEN.some((pattern) => pattern.test(fs.readFileSync(file, "utf8"))),
    );
    expect(offenders).toEqual([]);
  });

  it("undo every stubbed environment or global, fake timer and spy", () => {
    const offenders = files.filter((file) => {
      const text = fs.readFileSync(file, "utf8");
      return UNDONE.some(([done, undone]) => done.test(text) && !undone.test(text));
    });
    expect(offenders).toEqual([]);
  });
});
