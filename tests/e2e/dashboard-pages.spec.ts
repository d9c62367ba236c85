import { applicant, numberOf, openDashboard } from "./support/dashboard.ts";
import { insertBackdatedApplications, removeApplications } from "./support/fixtures.ts";
import { expect, type SignedIn, test } from "./support/test.ts";

// The dashboard's list of applications, 10 a page (docs/decisions/0029): page links in the
// address, with and without JavaScript, the shown application kept while paging.

/** 12 applications of `person`, one a day back from today; their ids, newest first. */
async function twelveApplications(person: SignedIn): Promise<string[]> {
  const day = 86_400_000;
  return insertBackdatedApplications(
    Array.from({ length: 12 }, (_, i) => ({
      createdAt: new Date(Date.now() - (i + 1) * day).toISOString(),
      status: "pending" as const,
      debtAmount: `${1000 + i}.00`,
      email: person.user.email,
      userId: person.user.id,
    })),
  );
}

test("12 applications: the 10 newest, then the next page by its link, keeping the one shown", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer);
  const ids = await twelveApplications(person);
  try {
    const { page } = person;
    await openDashboard(page);
    const list = page.getByRole("navigation", { name: "Your applications" }).getByRole("link");
    const pages = page.getByRole("navigation", { name: "Pages of the application list" });
    await expect(list).toHaveCount(10);
    await expect(list.first()).toContainText(`Application #${numberOf(ids[0] ?? "")}`);
    await expect(pages).toContainText("Page 1 of 2");
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    // The summary is over all twelve, not the page.
    await expect(page.getByRole("region", { name: "Financial Summary" })).toContainText(
      "Total Debt$12,066.00",
    );

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list).toHaveCount(2);
    await expect(list.nth(1)).toContainText(`Application #${numberOf(ids[11] ?? "")}`);
    await expect(pages).toContainText("Page 2 of 2");
    // Paging the list keeps the application shown (the newest, on page 1).
    await expect(page.getByRole("region", { name: `Application #${numberOf(ids[0] ?? "")}` })).toBeVisible();

    // Choosing one on page 2 shows it and stays on page 2, also after a reload.
    await list.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`application=${ids[11]}.*page=2|page=2.*application=${ids[11]}`));
    await page.reload();
    await expect(page.getByRole("region", { name: `Application #${numberOf(ids[11] ?? "")}` })).toBeVisible();
    await expect(list.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(pages).toContainText("Page 2 of 2");

    // The Account Details room pages the same list, from the same page and application.
    await page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: "Account Details" })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/account-details\?/);
    const choose = page.getByRole("navigation", { name: "Choose an application" }).getByRole("link");
    await expect(choose).toHaveCount(2);
    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(choose).toHaveCount(10);
  } finally {
    await removeApplications(ids);
  }
});

test("without JavaScript the page links work as plain links", async ({ asCustomer }) => {
  const person = await asCustomer({ context: { javaScriptEnabled: false } });
  const ids = await twelveApplications(person);
  try {
    const { page } = person;
    await page.goto("/dashboard");
    const list = page.getByRole("navigation", { name: "Your applications" }).getByRole("link");
    await expect(list).toHaveCount(10);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list).toHaveCount(2);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
  } finally {
    await removeApplications(ids);
  }
});
