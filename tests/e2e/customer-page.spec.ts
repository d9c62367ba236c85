import { addDays } from "#app/domain/calendar.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { validDebtAccount } from "#tests/support/application-draft.ts";
import { decide, openList, ownDraft } from "./support/admin-decisions.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { applicant, openDashboard } from "./support/dashboard.ts";
import {
  recordOfferFor,
  runProcessorFor,
  setFirstDeposit,
  signAgreementAsOwner,
} from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// One page per customer (issue 45): from Applications to the customer's page in one click; a
// note, a call and a task added there; every admin page that names the customer (Applications
// and its open row, Negotiation, Money and the account, Messages and the conversation, Users, the
// Work Queue's row) reaches the page in one click, and the page links back; axe.

test("an admin reaches a customer's page in one click from every admin page, and adds a note, a call and a task", async ({
  asCustomer,
  admin,
}) => {
  test.slow();
  const { name, draft } = ownDraft("Paged");
  const creditor = `Paged Bank ${name.slice(-4)}`;
  const person = await applicant(asCustomer, [
    {
      ...draft,
      debtAmount: "2,000",
      debtAccounts: [validDebtAccount({ originalCreditor: creditor, currentBalance: "2,000.00" })],
    },
  ]);
  const id = person.ids[0] as string;
  const today = calendarDateIn(new Date(), timeZoneOf(null));
  const desk = admin.page;

  // An enrolled customer, saving, with an offer waiting and a message to the team.
  await openList(desk, name);
  await decide(desk, "Approve App", "Application approved and confirmation email sent");
  await setFirstDeposit(id, addDays(today, -65), "50000");
  await signAgreementAsOwner(id);
  await openList(desk, name);
  await decide(desk, "Approve Enrollment", "Program enrollment approved successfully");
  await decide(desk, "Approve Negotiations", "Creditor negotiations approved successfully");
  const { accountId } = await runProcessorFor(id);
  const recorded = await recordOfferFor(id, creditor, {
    amountCents: "80000",
    expiresOn: addDays(today, 1),
    payments: [{ dueOn: addDays(today, 2), amountCents: "80000" }],
  });
  expect(recorded.kind).toBe("recorded");
  await openDashboard(person.page, "/dashboard/messages");
  await person.page.getByLabel("Your message").fill(`Hello from ${name}`);
  await person.page.getByRole("button", { name: "Send message" }).click();
  await expect(person.page.getByText("Message sent").first()).toBeVisible();

  // From Applications to the customer's page: one click on the name.
  await openList(desk, name);
  await desk
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: new RegExp(name) })
    .click();
  await expect(desk).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  const customerPath = new URL(desk.url()).pathname;
  await waitForHydration(desk);
  const fullName = `${person.user.firstName} ${person.user.lastName}`;
  await expect(desk.getByRole("heading", { level: 1, name: fullName })).toBeVisible();
  await expect(desk.getByRole("link", { name: creditor }).first()).toBeVisible();
  await expect(desk.getByText(`Hello from ${name}`)).toBeVisible();
  // The draft account by its last fours and its authorization, never a full number (issue 44).
  const draftAccount = desk.locator("#draft-account");
  await expect(draftAccount).toContainText("Checking account ending in 6789");
  await expect(draftAccount).toContainText("Routing number ending in0021");
  await expect(draftAccount).toContainText("Authorization");
  await expect(draftAccount).not.toContainText("000123456789");

  // A note, a call and a task.
  const note = desk.getByRole("form", { name: "Add a note" });
  await note.getByLabel("Note").fill("Prefers e-mail; works nights");
  await note.getByRole("button", { name: "Add note" }).click();
  await expect(note.getByText("Note added")).toBeVisible();
  const notes = desk.getByRole("list", { name: "Notes and calls, pinned first, then the newest" });
  await expect(notes).toContainText("Prefers e-mail; works nights");
  await expect(note.getByLabel("Note")).toHaveValue("");

  const call = desk.getByRole("form", { name: "Log a call" });
  await call.getByLabel("Direction").selectOption("outbound");
  await call.getByLabel("Outcome").selectOption("promised_deposit");
  await call.getByLabel("What was said").fill("Will add $100 on Friday");
  await call.getByRole("button", { name: "Log call" }).click();
  await expect(call.getByText("Call logged")).toBeVisible();
  await expect(notes).toContainText("Outbound call, Promised a deposit");
  await expect(notes).toContainText("Will add $100 on Friday");

  const task = desk.getByRole("form", { name: "Add a task" });
  await task.getByLabel("Title").fill(`Call ${name} about the offer`);
  await task.getByLabel("Due").fill(addDays(today, 1));
  await task.getByRole("button", { name: "Add task" }).click();
  await expect(task.getByText("Task added")).toBeVisible();
  await expect(desk.getByRole("table", { name: /Tasks/ })).toContainText(`Call ${name} about the offer`);
  await expect(desk.getByRole("table", { name: /audit entries/ })).toContainText("Task created");
  await expectNoAxeViolations(desk);

  // The page links back to where each part is worked on.
  const backLinks = {
    "Open in Users": /\/admin\/users\?q=/,
    "Open the conversation": /\/admin\/messages\/[0-9a-f-]{36}$/,
  };
  for (const [label, target] of Object.entries(backLinks)) {
    await desk.goto(customerPath);
    await waitForHydration(desk);
    await desk.getByRole("link", { name: label }).click();
    await expect(desk).toHaveURL(target);
  }
  await desk.goto(customerPath);
  const conversation = await desk.getByRole("link", { name: "Open the conversation" }).getAttribute("href");
  const negotiation = await desk.getByRole("link", { name: creditor }).first().getAttribute("href");

  // Every admin page that names the customer reaches the page in one click.
  const pages = [
    `/admin/applications?q=${encodeURIComponent(name)}`,
    `/admin/applications?q=${id}&open=${id}`,
    negotiation ?? "",
    "/admin/money",
    `/admin/money/${accountId}`,
    `/admin/messages?q=${encodeURIComponent(person.user.lastName)}`,
    conversation ?? "",
    `/admin/users?q=${encodeURIComponent(person.user.email)}`,
    "/admin/work-queue",
  ];
  for (const path of pages) {
    expect(path, "a page to visit").not.toBe("");
    await desk.goto(path);
    await waitForHydration(desk);
    await desk.locator(`a[href="${customerPath}"]`).first().click();
    await expect(desk, `one click from ${path}`).toHaveURL(new RegExp(`${customerPath}$`));
  }

  // The list finds the customer by a note's words.
  await desk.goto("/admin/customers?q=works%20nights");
  await expect(desk.getByRole("row").filter({ hasText: fullName })).toContainText(
    "Note: Prefers e-mail; works nights",
  );
  await expectNoAxeViolations(desk);
});
