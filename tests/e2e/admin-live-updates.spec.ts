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

/** The list's live stream, its first opening (`?since=`, when the page was read) included. */
const EVENTS = /\/admin\/applications\/events(\?|$)/;

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
  await page.evaluate(() => {
    window.notReloaded = true;
  });
  const focused = page.getByRole("link", { name: "Applications" });
  await focused.focus();

  // The first event and the first read after the change (another test's change to applications
  // may bring its own, and so may the stream's opening, when one came as the page was read).
  const changed = Date.now();
  await insertApplicationElsewhere("Live");
  const eventsSince = () =>
    page.evaluate((at) => (window.liveEventsAt ?? []).filter((t) => t >= at), changed);
  await expect.poll(async () => (await eventsSince()).length).toBeGreaterThan(0);
  const [eventAt = Number.POSITIVE_INFINITY] = await eventsSince();
  await expect.poll(() => refreshed.some((at) => at >= eventAt)).toBe(true);
  const refreshedAt = refreshed.find((at) => at >= eventAt) ?? Number.POSITIVE_INFINITY;

  const toEvent = eventAt - changed;
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

test("a list that may have missed a change before its stream opened reads itself again as the stream opens", async ({
  admin,
}) => {
  const { page } = admin;
  const refreshed = dataResponses(page);
  const opened: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(EVENTS, async (route) => {
    opened.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto("/admin/applications?q=Missed");
  await expect.poll(() => opened.length).toBe(1);
  // The first opening says when the page was read; a change made since then is sent as it opens.
  expect(new URL(opened[0] ?? "").searchParams.get("since")).toMatch(/^\d+$/);
  await insertApplicationElsewhere("Missed");
  release();
  await expect(page.getByRole("status").filter({ hasText: /^(Live|Connecting…|Reconnecting…)$/ })).toHaveText(
    "Live",
  );
  await expect.poll(() => refreshed.length).toBeGreaterThan(0);
  await expect(page.getByRole("row").filter({ hasText: "Missed" }).first()).toBeVisible();
});

test("the indicator says Reconnecting… while the stream fails, retries after 1 s, 2 s and 5 s, and is Live again", async ({
  admin,
}) => {
  const { page } = admin;
  const attempts: number[] = [];
  let refuse = true;
  await page.route(EVENTS, async (route) => {
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
    await page.route(EVENTS, (route) => (refuse ? route.abort() : route.continue()));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/applications");
      await expect(page.getByRole("status").filter({ hasText: state })).toHaveText(state);
      await expectNoAxeViolations(page, { include: "#main-content", label: `${state} at ${width}px` });
    }
  });
}
