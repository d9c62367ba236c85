import type { Page } from "@playwright/test";
import { signInInBrowser } from "./support/accounts.ts";
import { E2E_ORIGIN } from "./support/constants.ts";
import { openDashboard } from "./support/dashboard.ts";
import { insertBackdatedApplications, removeApplications } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Dates in the reader's own time zone (issue 21; decisions.md, "Dates and language"): the
// browser's zone is sent with the sign-in and kept on the profile; every date the customer reads
// is the day in that zone, the same in the server's render and the browser's (no React #418), and
// a time of day names its zone. Two browsers, one in Phoenix and one in New York, read the same
// two moments:
//   02:35 UTC on Nov 27 is 7:35 PM on Nov 26 in Phoenix and 9:35 PM on Nov 26 in New York;
//   05:30 UTC on Nov 27 is 10:30 PM on Nov 26 in Phoenix but 12:30 AM on Nov 27 in New York.
const EVENING = "2026-11-27T02:35:00.000Z";
const BOUNDARY = "2026-11-27T05:30:00.000Z";

const ZONES = [
  { zone: "America/Phoenix", evening: "Nov 26, 2026", boundary: "Nov 26, 2026", label: /Phoenix/ },
  { zone: "America/New_York", evening: "Nov 26, 2026", boundary: "Nov 27, 2026", label: /New York/ },
] as const;

/** Uncaught errors in the page (a hydration mismatch is one: React error #418). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /#418|#423|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

for (const reader of ZONES) {
  test(`a customer in ${reader.zone} reads their applications' days in their own zone`, async ({
    persona,
    newContext,
  }) => {
    const user = await persona({ signedIn: false });
    const context = await newContext({ timezoneId: reader.zone });
    const page = await context.newPage();
    const errors = pageErrors(page);

    // The sign-in form sends the browser's zone with the password.
    await page.goto("/auth");
    await waitForHydration(page);
    await signInInBrowser(page, user.email, user.password);

    const ids = await insertBackdatedApplications([
      { createdAt: EVENING, status: "pending", debtAmount: "12000.00", email: user.email, userId: user.id },
      { createdAt: BOUNDARY, status: "pending", debtAmount: "34000.00", email: user.email, userId: user.id },
    ]);
    try {
      await openDashboard(page);
      const list = page.getByRole("main");
      await expect(list).toContainText(`$12,000.00 · Submitted ${reader.evening}`);
      await expect(list).toContainText(`$34,000.00 · Submitted ${reader.boundary}`);

      // Profile Settings names the zone that was kept from the sign-in.
      await openDashboard(page, "/dashboard/profile");
      await expect(page.getByLabel("Your time zone")).toHaveValue(reader.zone);
      await expect(page.getByRole("main")).toContainText(reader.label);
      expect(errors).toEqual([]);
    } finally {
      await removeApplications(ids);
    }
  });
}

test("a customer can choose another zone, and the days follow it", async ({ persona, newContext }) => {
  const user = await persona({ signedIn: false });
  const context = await newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  await page.goto("/auth");
  await waitForHydration(page);
  await signInInBrowser(page, user.email, user.password);
  const ids = await insertBackdatedApplications([
    { createdAt: BOUNDARY, status: "pending", debtAmount: "34000.00", email: user.email, userId: user.id },
  ]);
  try {
    await openDashboard(page);
    await expect(page.getByRole("main")).toContainText("Submitted Nov 27, 2026");
    await openDashboard(page, "/dashboard/profile");
    await page.getByLabel("Your time zone").selectOption("America/Phoenix");
    await page.getByRole("button", { name: "Save Time Zone" }).click();
    await expect(page.getByText("Time zone updated. Dates are now shown in it.")).toBeVisible();
    await openDashboard(page);
    await expect(page.getByRole("main")).toContainText("Submitted Nov 26, 2026");
  } finally {
    await removeApplications(ids);
  }
});

test("an admin whose browser is not on UTC opens Settings, the Audit Log and the Mailbox without a hydration error, times named with their zone", async ({
  asAdmin,
}) => {
  const { page, user } = await asAdmin({ context: { timezoneId: "America/Phoenix" } });
  // A row with a time on each page, whatever ran before: an audited export, and a reset e-mail.
  expect((await page.request.get("/admin/users/export")).ok()).toBe(true);
  const reset = await page.request.post("/auth/forgot-password", {
    form: { email: user.email },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(reset.ok()).toBe(true);
  const errors = pageErrors(page);
  for (const path of ["/admin/settings", "/admin/audit-log", "/admin/mailbox"]) {
    await page.goto(path);
    await waitForHydration(page);
    // The admin's zone is not known yet (signed in by a fixture): US Eastern, named.
    await expect(page.getByRole("main"), path).toContainText(/\d{1,2}:\d{2}(:\d{2})? [AP]M E[SD]T/);
  }
  expect(errors).toEqual([]);
});
