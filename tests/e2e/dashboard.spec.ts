import { addMonthsUtc } from "#app/domain/application/months.ts";
import { formatDate } from "#app/domain/format.ts";
import { DEFAULT_TIME_ZONE } from "#app/domain/time-zone.ts";
import { validDebtAccount } from "#tests/support/application-draft.ts";
import { applicant, numberOf, openDashboard, withoutLiveUpdates } from "./support/dashboard.ts";
import { insertAccountDetailsForm, setApplicationStatus } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The customer dashboard's journeys (spec section 2 "Customer dashboard", section 4 and
// issue 5): applications newest first, the summary, the sub-tabs, cancel, account details.
// Who may see them (another user, a visitor, a session that ended) is dashboard-access.spec.ts.

const FIRST = { debtAmount: "18,250", debtAccounts: [validDebtAccount({ originalCreditor: "Harbor Bank" })] };
const SECOND = {
  debtAmount: "30,000.50",
  debtAccounts: [validDebtAccount({ originalCreditor: "Quayside Credit Union" })],
};

test("two applications: newest first with their numbers, the summary over both, the newest selected", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [FIRST, SECOND]);
  const [older, newer] = person.ids as [string, string];
  const { page } = person;
  await openDashboard(page);
  await expect(page.getByText(`Welcome back, ${person.user.email}`)).toBeVisible();

  const summary = page.getByRole("region", { name: "Financial Summary" });
  await expect(summary).toContainText("Total Debt$48,250.50");
  await expect(summary).toContainText("Potential Savings$19,300Est. 40% average");
  await expect(summary).toContainText("Net Result$28,950");
  await expect(summary).toContainText(
    `Projected Completion${formatDate(addMonthsUtc(new Date(), 36), DEFAULT_TIME_ZONE)}`,
  );

  const list = page.getByRole("navigation", { name: "Your applications" }).getByRole("link");
  await expect(list).toHaveCount(2);
  await expect(list.nth(0)).toContainText(`Application #${numberOf(newer)}`);
  await expect(list.nth(0)).toContainText("$30,000.50");
  await expect(list.nth(1)).toContainText(`Application #${numberOf(older)}`);
  await expect(list.nth(0)).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("link", { name: "New Application" })).toHaveAttribute("href", "/apply");
  await expect(page.locator("body")).not.toContainText(newer.slice(0, 20));

  const panel = page.getByRole("region", { name: `Application #${numberOf(newer)}` });
  const timeline = panel.getByRole("region", { name: "Progress" }).getByRole("listitem");
  await expect(timeline).toHaveText([
    /Application Submitted\s*Completed/,
    /Application Review\s*In Progress/,
  ]);
  await expect(timeline.nth(1)).toHaveAttribute("aria-current", "step");
  await expect(panel).toContainText("Potential Savings$12,000Est. 40% average");

  // Choosing the older one shows it (its own address; the panel says so while it loads); its
  // number and details are its own.
  await page.route("**/dashboard.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await list.nth(1).click();
  await expect(panel.getByRole("status")).toHaveText("Loading application...");
  await expect(panel).toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(new RegExp(`application=${older}`));
  await page.unroute("**/dashboard.data*");
  const olderPanel = page.getByRole("region", { name: `Application #${numberOf(older)}` });
  await olderPanel.getByRole("tab", { name: "Application Details" }).click();
  await expect(olderPanel).toContainText("Harbor Bank");
  await expect(olderPanel).toContainText("SSN (last 4)••••");
  await expect(olderPanel).not.toContainText("0042");
  await expect(olderPanel).toContainText("Phone(555) 123-4567");
  // The sub-tab is kept in the address: a reload shows the same thing.
  await expect(page).toHaveURL(/view=details/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Application Details", selected: true })).toBeVisible();
  await expect(page.getByRole("region", { name: `Application #${numberOf(older)}` })).toContainText(
    "Harbor Bank",
  );

  // The sub-tabs by keyboard (Radix's): the next Tab from the Cancel button lands on the chosen
  // tab, the others out of the Tab order; the arrows, Home and End move and choose, the address
  // following.
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: `Application #${numberOf(older)}` }).getByRole("tab");
  await expect(tabs).toHaveCount(3);
  await expect(tabs.nth(0)).toHaveAttribute("tabindex", "-1");
  await page
    .getByRole("region", { name: `Application #${numberOf(older)}` })
    .getByRole("button", { name: /Cancel Application/ })
    .focus();
  await page.keyboard.press("Tab");
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/view=accounts/);
  // The list's links open the next application on the same sub-tab.
  await expect(list.nth(0)).toHaveAttribute("href", new RegExp(`application=${newer}.*view=accounts`));
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(0)).toBeFocused();
  await expect(page.getByRole("tabpanel")).toContainText("Application Review");
  await page.keyboard.press("End");
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(page).not.toHaveURL(/view=/);
  await expect(list.nth(0)).not.toHaveAttribute("href", /view=/);
});

test("no applications: 'Create Your First Application' and an empty summary", async ({ asCustomer }) => {
  const person = await applicant(asCustomer);
  await openDashboard(person.page);
  await expect(person.page.getByRole("link", { name: "Create Your First Application" })).toHaveAttribute(
    "href",
    "/apply",
  );
  await expect(person.page.getByRole("region", { name: "Financial Summary" })).toContainText(
    "Total Debt$0.00",
  );
});

test("cancel asks first, then cancels the pending application; the summary leaves it out", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [FIRST, SECOND]);
  const { page } = person;
  const newer = person.ids[1] as string;
  await openDashboard(page);
  const panel = page.getByRole("region", { name: `Application #${numberOf(newer)}` });

  await panel.getByRole("button", { name: /Cancel Application/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Are you sure you want to cancel this application? This action cannot be undone.",
  );
  await dialog.getByRole("button", { name: "Keep Application" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole("button", { name: /Cancel Application/ })).toBeFocused();
  await expect(panel).toContainText("Pending");

  await panel.getByRole("button", { name: /Cancel Application/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, Cancel Application" }).click();
  await expect(page.getByText("Application cancelled successfully")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(panel.getByRole("listitem").nth(1)).toContainText(/Application Review\s*Cancelled/);
  await expect(panel.getByRole("button", { name: /Cancel Application/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Financial Summary" })).toContainText("Total Debt$18,250.00");
});

test("cancel refused by the server once an admin has decided: the page says why and shows the decision", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [FIRST]);
  const { page } = person;
  const id = person.ids[0] as string;
  // A page the live stream did not tell of the decision (with it, the button would be gone).
  await withoutLiveUpdates(page);
  await openDashboard(page);
  await setApplicationStatus(id, "approved");
  await page.getByRole("button", { name: /Cancel Application/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, Cancel Application" }).click();
  await expect(page.getByText("Failed to cancel application")).toBeVisible();
  const panel = page.getByRole("region", { name: `Application #${numberOf(id)}` });
  await expect(panel.getByRole("alert")).toHaveText(
    "This application is approved and can no longer be canceled.",
  );
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: /Cancel Application/ })).toHaveCount(0);
  const timeline = panel.getByRole("region", { name: "Progress" }).getByRole("listitem");
  await expect(timeline).toHaveText([
    /Application Submitted\s*Completed/,
    /Application Review\s*Completed/,
    /Enrollment Process\s*Pending/,
  ]);
});

test("account details: the placeholder until the form is completed, then the form, also on its own tab", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [FIRST]);
  const { page } = person;
  const id = person.ids[0] as string;
  await openDashboard(page);
  await page.getByRole("tab", { name: "Account Details" }).last().click();
  const placeholder =
    "Your account details form will be available once your application is processed by our team.";
  await expect(page.getByText(placeholder)).toBeVisible();

  // A form the team has not completed yet is still not shown.
  await insertAccountDetailsForm(id, { completed: false, originalCreditor: "Not Yet Bank" });
  await page.reload();
  await expect(page.getByText(placeholder)).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Not Yet Bank");

  const other = await applicant(asCustomer, [FIRST]);
  await insertAccountDetailsForm(other.ids[0] as string, {
    completed: true,
    originalCreditor: "Harbor Bank",
    accountType: "Credit Card",
    openClosed: "Open",
    status: "Collection",
    currentBalance: "8200.75",
    accountSold: true,
    paidOff: false,
    paymentFrequency: "Monthly",
    paymentAmount: null,
    originalBalance: "9000.00",
    term: null,
  });
  await openDashboard(other.page, "/dashboard/account-details");
  const card = other.page.getByRole("region", { name: "Account Details" });
  await expect(card).toContainText("CreditorHarbor Bank");
  await expect(card).toContainText("StatusOpen");
  await expect(card).toContainText("Account StatusCollection");
  await expect(card).toContainText("Current Balance$8,200.75");
  await expect(card).toContainText("Original Balance$9,000.00");
  await expect(card).toContainText("Payment AmountN/A");
  await expect(card).toContainText("TermN/A");
  await expect(card).toContainText("Account Sold");
  await expect(card).toContainText("Outstanding");
  await expect(card).toContainText(`Form Completed: ${formatDate(new Date(), DEFAULT_TIME_ZONE)}`);
});
