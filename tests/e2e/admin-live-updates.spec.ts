import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { insertApplicationElsewhere } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

// Issue 10, "Live": a change to applications reaches an open Applications Management page
// within a second, without a reload, keeping its address; the indicator says Live or
// Reconnecting…. The page reads its data again through React Router (`*.data` requests).

declare global {
  interface Window {
    /** When each live event reached the page (Date.now(), the same clock as the test's). */
    liveEventsAt?: number[];
    notReloaded?: boolean;
  }
}

/** Records the arrival of every live event, before the page's own scripts run. */
async function recordLiveEvents(page: Page) {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.liveEventsAt = [];
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener("applications", () => window.liveEventsAt?.push(Date.now()));
      }
    };
  });
}

/** The times the page's data came back from the server. */
function dataResponses(page: Page): number[] {
  const times: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/admin/applications.data") times.push(Date.now());
  });
  return times;
}

test("an open list hears a new application within a second and reads its data again, keeping its address and focus", async ({
  admin,
}) => {
  const { page } = admin;
  await recordLiveEvents(page);
  const refreshed = dataResponses(page);
  const address = "/admin/applications?q=ada&status=pending&page=2";
  await page.goto(address);
  const indicator = page.getByRole("status").filter({ hasText: /^(Live|Connecting…|Reconnecting…)$/ });
  await expect(indicator).toHaveText("Live");
  // Once open, the page reads its data once (changes may have come before the stream opened).
  await expect.poll(() => refreshed.length).toBe(1);
  await page.evaluate(() => {
    window.notReloaded = true;
  });
  const focused = page.getByRole("link", { name: "Applications" });
  await focused.focus();

  const changed = Date.now();
  await insertApplicationElsewhere("Live");
  await expect.poll(() => page.evaluate(() => window.liveEventsAt?.length ?? 0)).toBe(1);
  const [eventAt] = await page.evaluate(() => window.liveEventsAt ?? []);
  await expect.poll(() => refreshed.length).toBe(2);
  const refreshedAt = refreshed[1] ?? Number.POSITIVE_INFINITY;

  const toEvent = (eventAt ?? Number.POSITIVE_INFINITY) - changed;
  const toData = refreshedAt - changed;
  test
    .info()
    .annotations.push({ type: "latency", description: `change → event ${toEvent} ms, → data ${toData} ms` });
  process.stdout.write(
    `live update latency: change → event in the browser ${toEvent} ms, → data read ${toData} ms\n`,
  );
  expect(toEvent).toBeLessThan(1_000);
  expect(toData).toBeLessThan(1_000);

  await expect(page.getByRole("status").filter({ hasText: "Applications updated" })).toHaveCount(1);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(address);
  expect(await page.evaluate(() => window.notReloaded)).toBe(true);
  await expect(focused).toBeFocused();
  await expect(indicator).toHaveText("Live");
});

test("the indicator says Reconnecting… while the stream fails, retries after 1 s, 2 s and 5 s, and is Live again", async ({
  admin,
}) => {
  const { page } = admin;
  const attempts: number[] = [];
  let refuse = true;
  await page.route("**/admin/applications/events", async (route) => {
    attempts.push(Date.now());
    if (refuse) await route.abort();
    else await route.continue();
  });
  await page.goto("/admin/applications");
  const indicator = page.getByRole("status").filter({ hasText: /^(Live|Connecting…|Reconnecting…)$/ });
  await expect(indicator).toHaveText("Reconnecting…");
  await expect.poll(() => attempts.length, { timeout: 5_000 }).toBe(3);
  refuse = false;
  await expect(indicator).toHaveText("Live", { timeout: 8_000 });
  expect(attempts).toHaveLength(4);
  const gaps = attempts.slice(1).map((at, index) => at - (attempts[index] ?? at));
  // 1 s, 2 s, 5 s between attempts (a busy machine adds a little).
  expect(gaps[0]).toBeGreaterThanOrEqual(950);
  expect(gaps[0]).toBeLessThan(1_600);
  expect(gaps[1]).toBeGreaterThanOrEqual(1_950);
  expect(gaps[1]).toBeLessThan(2_600);
  expect(gaps[2]).toBeGreaterThanOrEqual(4_950);
  expect(gaps[2]).toBeLessThan(5_600);
});

// One test per state: the four axe runs together took 50 of the 60 seconds a test has.
for (const state of ["Live", "Reconnecting…"] as const) {
  test(`axe finds no violations in the indicator while it says ${state}, at 375 and 1280 px`, async ({
    admin,
  }) => {
    const { page } = admin;
    const refuse = state !== "Live";
    await page.route("**/admin/applications/events", (route) => (refuse ? route.abort() : route.continue()));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/applications");
      await expect(page.getByRole("status").filter({ hasText: state })).toHaveText(state);
      await expectNoAxeViolations(page, { include: "#main-content", label: `${state} at ${width}px` });
    }
  });
}
