import { type ChildProcess, spawn } from "node:child_process";
import type { BrowserContext, Page } from "@playwright/test";
import { SESSION_MESSAGES } from "#app/domain/session/messages.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { E2E_PORT } from "./support/constants.ts";
import type { CreatedPersona } from "./support/persona-store.ts";
import { expect, test } from "./support/test.ts";
import { ANSWERS, fillBasicInformation, openWizard } from "./support/wizard.ts";

// The idle timeout in the browser (docs/decisions/0021), on a server of its own whose timeouts
// are seconds long: 16 idle seconds for customers, 14 for admins, a warning 7 seconds before
// (polled every 1.75 seconds while open).
// The warning's dialog, 'Stay signed in' (and Escape) in one tab closing it in another, the
// expiry's trip to the sign-in page, and an admin's live page that does not keep itself alive.
// Both tabs are portal rooms with React (one dialog, SessionTimeout, since issue 42). These tests
// wait in real time: the idle timeout is the server's own clock, which a browser clock cannot move.

const PORT = E2E_PORT + 5;
const ORIGIN = `http://localhost:${PORT}`;
const FIXTURES = `http://127.0.0.1:${PORT + 1}`;
const CUSTOMER_IDLE = 16;
const ADMIN_IDLE = 14;
const WARNING = 7;

let server: ChildProcess;
let exited: Promise<unknown>;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ["tests/e2e/support/e2e-server.ts"], {
    env: {
      ...process.env,
      E2E_PORT: String(PORT),
      SESSION_IDLE_CUSTOMER_SECONDS: String(CUSTOMER_IDLE),
      SESSION_IDLE_ADMIN_SECONDS: String(ADMIN_IDLE),
      SESSION_WARNING_SECONDS: String(WARNING),
      SESSION_ACTIVITY_WRITE_SECONDS: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  exited = new Promise((resolve) => server.on("exit", resolve));
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 100_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await exited;
});

async function fixture<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${FIXTURES}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** A persona of the short-timeout server, signed in on a new browser context. */
async function signedIn(
  newContext: (options?: object) => Promise<BrowserContext>,
  options: { admin?: boolean; width?: number } = {},
): Promise<{ context: BrowserContext; persona: CreatedPersona }> {
  const persona = await fixture<CreatedPersona>("/persona", { admin: options.admin ?? false });
  const context = await newContext({
    baseURL: ORIGIN,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const session = persona.session;
  if (!session) throw new Error("the persona has no session");
  await context.addCookies([
    { name: session.cookieName, value: session.cookieValue, url: ORIGIN, httpOnly: true, sameSite: "Lax" },
  ]);
  return { context, persona };
}

const dialog = (page: Page) => page.getByRole("alertdialog", { name: SESSION_MESSAGES.warningTitle });

/** Seconds the session has left, read the way the dialog reads it (not activity). */
async function secondsLeft(page: Page): Promise<number> {
  const response = await page.request.get("/api/session");
  return response.ok() ? ((await response.json()) as { secondsLeft: number }).secondsLeft : 0;
}

test("the warning comes before the idle timeout; 'Stay signed in' or Escape in one tab keeps every tab; then the page goes to sign-in", async ({
  newContext,
}) => {
  const { context, persona } = await signedIn(newContext);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto("/dashboard/profile");
  await second.goto("/dashboard/account-details");
  const loaded = Date.now();

  // No warning until the last 7 seconds.
  await expect(dialog(first)).toBeVisible({ timeout: (CUSTOMER_IDLE - WARNING + 4) * 1000 });
  expect(Date.now() - loaded).toBeGreaterThan((CUSTOMER_IDLE - WARNING - 1) * 1000);
  await expect(dialog(second)).toBeVisible();
  // Focus moved into it, on the safe choice; the time left is shown.
  await expect(first.getByRole("button", { name: SESSION_MESSAGES.stay })).toBeFocused();
  await expect(dialog(first)).toContainText(/0:0\d/);
  await expect(dialog(first).getByRole("button", { name: SESSION_MESSAGES.signOut })).toBeVisible();
  // The dialog alone: the warning lasts seconds, and a whole page's reading on a loaded host
  // outlasted it (the page is read whole in dashboard-a11y.spec.ts).
  await expectNoAxeViolations(first, { include: '[role="alertdialog"]' });
  // The same in the other tab.
  await expect(second.getByRole("button", { name: SESSION_MESSAGES.stay })).toBeFocused();
  await expect(dialog(second).getByRole("timer")).toHaveText(/^0:0\d$/);
  await expect(dialog(second)).toContainText(SESSION_MESSAGES.idleWarning);
  await expectNoAxeViolations(second, { include: '[role="alertdialog"]' });

  // 'Stay signed in' here: this dialog closes at once, the other tab's at its next check.
  await first.getByRole("button", { name: SESSION_MESSAGES.stay }).click();
  await expect(dialog(first)).toBeHidden();
  expect(await secondsLeft(first)).toBeGreaterThan(WARNING);
  await expect(dialog(second)).toBeHidden({ timeout: WARNING * 1000 });
  await expect(first.getByText(`Welcome back, ${persona.email}`)).toBeVisible();

  // Escape in the other tab is 'Stay signed in' too; when the server cannot be reached, the
  // dialog says so and stays.
  await expect(dialog(second)).toBeVisible({ timeout: CUSTOMER_IDLE * 1000 });
  await second.route("**/api/session", (route) =>
    route.request().method() === "POST" ? route.abort() : route.continue(),
  );
  await second.keyboard.press("Escape");
  await expect(dialog(second).getByRole("alert")).toHaveText(SESSION_MESSAGES.stayFailed);
  await expect(dialog(second)).toBeVisible();
  await second.unroute("**/api/session");
  await second.keyboard.press("Escape");
  await expect(dialog(second)).toBeHidden();
  expect(await secondsLeft(second)).toBeGreaterThan(WARNING);
  await expect(dialog(first)).toBeHidden({ timeout: WARNING * 1000 });

  // Nobody answers: both tabs go to the sign-in page, which says why and returns afterwards.
  await expect(dialog(first)).toBeVisible({ timeout: CUSTOMER_IDLE * 1000 });
  await first.waitForURL(/\/auth\?/, { timeout: (WARNING + 5) * 1000 });
  expect(new URL(first.url()).pathname + new URL(first.url()).search).toBe(
    "/auth?redirectTo=%2Fdashboard%2Fprofile&expired=1",
  );
  await expect(first.getByRole("status").filter({ hasText: SESSION_MESSAGES.expired })).toBeVisible();
  await second.waitForURL(/\/auth\?redirectTo=%2Fdashboard%2Faccount-details&expired=1$/, {
    timeout: 10_000,
  });
  expect((await first.request.get("/api/session")).status()).toBe(401);

  // Signing in again returns to the page the person was on.
  await first.getByLabel("Email").fill(persona.email);
  await first.getByLabel("Password").fill(persona.password);
  await first.getByRole("button", { name: "Sign In" }).click();
  await first.waitForURL(/\/dashboard\/profile$/);
});

test("an admin's open Applications page, live stream and refreshes included, does not keep an idle session alive", async ({
  newContext,
}) => {
  const { context } = await signedIn(newContext, { admin: true, width: 375 });
  const page = await context.newPage();
  const refreshed: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/admin/applications.data") refreshed.push(Date.now());
  });
  await page.goto("/admin/applications");
  const loaded = Date.now();
  await expect(page.getByRole("status").filter({ hasText: /^Live$/ })).toHaveText("Live");
  const before = refreshed.length;

  // A few seconds later (so that a refresh counted as activity would show), a change elsewhere:
  // the page reads its data again, in the background.
  await page.waitForTimeout(3_000);
  await fixture("/application", { firstName: "Idle" });
  await expect.poll(() => refreshed.length).toBeGreaterThan(before);
  const elapsed = (Date.now() - loaded) / 1000;
  expect(await secondsLeft(page)).toBeLessThanOrEqual(Math.ceil(ADMIN_IDLE - elapsed) + 1);

  await expect(dialog(page)).toBeVisible({ timeout: ADMIN_IDLE * 1000 });
  await expectNoAxeViolations(page);
  await page.waitForURL(/\/admin\/auth\?/, { timeout: (WARNING + 5) * 1000 });
  expect(new URL(page.url()).search).toBe("?redirectTo=%2Fadmin%2Fapplications&expired=1");
  await expect(page.getByRole("status").filter({ hasText: SESSION_MESSAGES.expired })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the wizard keeps what was typed when the session expires, and has it back after signing in again", async ({
  newContext,
}) => {
  const { context, persona } = await signedIn(newContext);
  const page = await context.newPage();
  await openWizard(page);
  // Typing is not a request: it does not keep the session alive.
  await fillBasicInformation(page);
  await page.waitForURL(/\/auth\?/, { timeout: (CUSTOMER_IDLE + 5) * 1000 });
  expect(new URL(page.url()).search).toBe("?redirectTo=%2Fapply&expired=1");
  await page.getByLabel("Email").fill(persona.email);
  await page.getByLabel("Password").fill(persona.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/apply$/);
  await expect(page.getByLabel("First Name")).toHaveValue(ANSWERS.firstName);
  await expect(page.getByLabel("Last Name")).toHaveValue(ANSWERS.lastName);
});
