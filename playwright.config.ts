import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT } from "./tests/e2e/support/constants.ts";
import { CHROMIUM_ARGS, e2eChromiumPath } from "./tests/support/chromium.ts";

// End-to-end tests: the production build on its own port and a fresh data folder,
// in Debian's Chromium headless shell (no browser download; tests/support/chromium.ts).
export default defineConfig({
  testDir: "tests/e2e",
  // The demonstration has its own server and configuration (playwright.demo.config.ts).
  testIgnore: /demo\.spec\.ts/,
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // On CI two retries (Playwright's own default), so a test that fails on a loaded host does not
  // sink the run; the list reporter marks such a test "flaky" and scripts/test.ts counts them in
  // its closing line. A test failing three times fails the run. Locally no retry: a flaky test
  // shows at once.
  retries: process.env.CI ? 2 : 0,
  // Assertions wait up to 10 s: the two workers and the server share two cores.
  expect: { timeout: 10_000 },
  // The longest journeys (every wizard step's refusals, the keyboard-only application) take
  // about 20 s on a 2-core machine; 60 s leaves room for a busy CI host.
  timeout: 60_000,
  // scripts/test.ts sets PLAYWRIGHT_JSON_OUTPUT_FILE to add the counts to its closing line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace only for a test's first retry (CI retries; locally `--trace on`): recording every
    // test's trace (DOM snapshots and a screencast) cost 37% of the run's time on two cores
    // (four axe-heavy files: 4.1 min with "retain-on-failure", 2.6 min without).
    trace: "on-first-retry",
    launchOptions: {
      executablePath: e2eChromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  // Browsers that are not on the server's UTC (issue 21: dates in the reader's zone): every test
  // runs in a browser set to Phoenix, and the journeys that show a customer's or an admin's dates
  // run again in New York (tests/e2e/time-zones.spec.ts signs in from both on its own).
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined, timezoneId: "America/Phoenix" },
    },
    {
      name: "chromium-new-york",
      testMatch: ["dashboard-overview.spec.ts", "admin-decisions.spec.ts", "apply-review-checks.spec.ts"],
      use: { ...devices["Desktop Chrome"], channel: undefined, timezoneId: "America/New_York" },
    },
  ],
  // The log canary: no personal value typed during the run appears in the server's log.
  globalTeardown: "./tests/e2e/support/log-canary.ts",
  webServer: {
    // The e2e server, its whole log kept for the canary (warnings and errors still shown here).
    command: "node tests/e2e/support/e2e-server-logged.ts",
    url: `http://localhost:${E2E_PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
