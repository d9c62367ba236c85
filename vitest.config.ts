import { defineConfig } from "vitest/config";

// Unit tests: pure rules, no I/O. Integration tests: data functions, actions and the
// database itself, against a fresh migrated database per test file (PGlite by default,
// the PostgreSQL server in TEST_DATABASE_URL when set).
export default defineConfig({
  test: {
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
