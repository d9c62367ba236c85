import { afterEach, vi } from "vitest";

// A console.error during a test is a bug somewhere: fail the test that caused it.
// Test files share their worker's modules (vitest.config.ts), and this file runs before each:
// the real console.error is kept once, on the process, so a spy never wraps the previous spy.
let errors: unknown[][] = [];
const ORIGINAL = Symbol.for("harborline.tests.console-error");
const holder = globalThis as { [ORIGINAL]?: typeof console.error };
holder[ORIGINAL] ??= console.error;
const original = holder[ORIGINAL];

vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`);
});
