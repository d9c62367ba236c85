import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT } from "./tests/e2e/support/constants.ts";
import { CHROMIUM_ARGS, e2eChromiumPath } from "./tests/support/chromium.ts";

// The demonstration (`npm run demo`, issue 45): its own server, started by the demo's own
// script in demo mode, which the main end-to-end server never is (so /admin/demo is a 404 there:
// the authorization matrix). `npx playwright test --config playwright.demo.config.ts`.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /demo\.spec\.ts/,
  outputDir: "test-results/demo",
  workers: 1,
  forbidOnly: true,
  retries: process.env.CI ? 2 : 0,
  expect: { timeout: 15_000 },
  timeout: 120_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "on-first-retry",
    launchOptions: { executablePath: e2eChromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "demo",
      use: { ...devices["Desktop Chrome"], channel: undefined, timezoneId: "America/Chicago" },
    },
  ],
  webServer: {
    command: "node tests/e2e/support/demo-server.ts",
    url: `http://localhost:${E2E_PORT}/healthz`,
    // The build if stale, then the demo's history (about 15 s on two cores).
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
