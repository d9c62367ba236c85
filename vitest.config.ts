import { defineConfig } from "vitest/config";

// Unit tests: pure rules, no I/O. Integration tests: data functions, actions and the
// database itself, against a fresh migrated database per test file (PGlite by default,
// the PostgreSQL server in TEST_DATABASE_URL when set). A file about one database only is named
// for it and runs on that leg alone: *.pg-only.test.ts with TEST_DATABASE_URL, *.pglite-only.test.ts
// without (rather than being reported as skipped on the other leg).
const otherLeg = process.env.TEST_DATABASE_URL ? "**/*.pglite-only.test.ts" : "**/*.pg-only.test.ts";

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on this 2-core machine, and each file's
    // PGlite then waits its turn. Two run side by side; on PostgreSQL, where the files mostly wait
    // for the server, three.
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
    // A worker keeps its modules from one test file to the next (issue 19's 20-minute budget): the
    // files import the whole server, and importing it again for each of ~180 files was a third of
    // the PGlite leg (297 s isolated, 195 s not). Each file still makes its own database and
    // services; no test mocks a module, stubs the environment or leaves a spy in place
    // (tests/unit/test-isolation.test.ts keeps it so).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/domain/**/*.test.ts", "app/components/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["app/server/**/*.test.ts", "tests/integration/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", otherLeg],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    setupFiles: ["tests/support/fail-on-console-error.ts"],
  },
});
