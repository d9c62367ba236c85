import crypto from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

// User Management (issue 12) in Chromium: edit, promote and demote with their confirmations and
// the spec's toasts, the refusals (an address another account uses, the field rules, the
// admin's own row), delete, the export downloaded and read cell by cell, the list without
// JavaScript, and axe with a dialog open. The e2e database is shared: each test finds its own
// people by a surname no other test uses.

const tag = () => `Usr${crypto.randomBytes(4).toString("hex")}`;

async function openUsers(page: Page, search: string) {
  await page.goto(`/admin/users?q=${encodeURIComponent(search)}`);
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  // Interactive once hydrated: the row buttons wait for it.
  await expect(page.getByRole("button", { name: /^Edit/ }).first()).toBeEnabled();
}

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test("an admin edits a user, promotes them (they reach /admin after a reload) and demotes them (they no longer do)", async ({
  admin,
  asCustomer,
}) => {
  const surname = tag();
  const person = await asCustomer({ firstName: "Maren", lastName: surname });
  const name = `Maren ${surname}`;
  const { page } = admin;
  await openUsers(page, surname);
  await expect(page.getByRole("status").filter({ hasText: /of [\d,]+ users$/ })).toHaveText(
    /^1 of [\d,]+ users$/,
  );
  const row = rowOf(page, name);
  await expect(row).toContainText(person.user.id.slice(-8));
  await expect(row).toContainText(person.user.email);
  await expect(row).toContainText("(555) 123-4567");
  await expect(row).toContainText("No application");
  await expect(row.getByText("User", { exact: true })).toBeVisible();

  // Edit: the modal starts from the stored values.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(dialog.getByLabel("First Name")).toHaveValue("Maren");
  await expect(dialog.getByLabel("Phone")).toHaveValue("5551234567");
  await dialog.getByLabel("Phone").fill("(212) 555-0199");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("User updated successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("(212) 555-0199");

  // The customer is not an admin yet.
  await person.page.goto("/admin");
  await expect(person.page).toHaveURL(/\/$/);

  await row.getByRole("button", { name: `Make Admin ${name}` }).click();
  const promote = page.getByRole("alertdialog", { name: `Make ${name} an admin?` });
  await promote.getByRole("button", { name: "Make Admin" }).click();
  await expect(page.getByText(`${name} promoted to admin successfully`, { exact: true })).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
  await person.page.goto("/admin");
  await expect(person.page).toHaveURL(/\/admin\/dashboard$/);
  await expect(person.page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  await row.getByRole("button", { name: `Remove Admin ${name}` }).click();
  const demote = page.getByRole("alertdialog", { name: `Remove admin privileges from ${name}?` });
  // The safe choice comes first.
  await expect(demote.getByRole("button")).toHaveText(["Cancel", "Remove Admin Privileges"]);
  await demote.getByRole("button", { name: "Remove Admin Privileges" }).click();
  await expect(page.getByText(`Admin privileges removed from ${name}`, { exact: true })).toBeVisible();
  await expect(row.getByText("User", { exact: true })).toBeVisible();
  // Their open session loses the admin area at once: a reload sends them home.
  await person.page.reload();
  await expect(person.page).toHaveURL(/\/$/);
});

test("refusals: an address another account uses, the field rules, the admin's own row; then a delete that keeps applications", async ({
  admin,
  persona,
}) => {
  const surname = tag();
  const first = await persona({ firstName: "Ines", lastName: surname, signedIn: false });
  const second = await persona({ firstName: "Jonas", lastName: surname });
  const { page } = admin;
  await openUsers(page, surname);

  const row = rowOf(page, `Ines ${surname}`);
  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await dialog.getByLabel("Email").fill(second.email.toUpperCase());
  // The answer's status first: a refusal of another kind (stale, 500) then says which it was.
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/admin/users"),
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  expect((await answer).status()).toBe(409);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Failed to update user", { exact: true })).toBeVisible();
  const email = dialog.getByLabel("Email");
  await expect(email).toHaveAccessibleDescription("This e-mail address is already used by another account.");
  await expect(email).toHaveAttribute("aria-invalid", "true");

  // The browser checks the profile's rules before sending; the first invalid field takes the focus.
  await dialog.getByLabel("First Name").fill("   ");
  await dialog.getByLabel("Phone").fill("12345");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByLabel("First Name")).toBeFocused();
  await expect(dialog.getByLabel("First Name")).toHaveAccessibleDescription("First name is required");
  await expect(dialog.getByLabel("Phone")).toHaveAccessibleDescription(
    "Please enter a valid 10-digit phone number",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(first.email);

  // The admin's own row offers neither delete nor demote.
  await openUsers(page, admin.user.lastName);
  const own = rowOf(page, admin.user.email);
  await expect(own.getByRole("button")).toHaveText([/^Edit/]);

  // Delete, after a confirmation that says the applications are kept.
  await openUsers(page, surname);
  await rowOf(page, `Jonas ${surname}`)
    .getByRole("button", { name: /^Delete/ })
    .click();
  const confirm = page.getByRole("alertdialog", { name: `Delete Jonas ${surname}?` });
  await expect(confirm).toContainText("Their applications are kept");
  await expect(confirm).toContainText("This action cannot be undone.");
  await expect(confirm.getByRole("button")).toHaveText(["Keep User", "Delete User"]);
  await confirm.getByRole("button", { name: "Delete User" }).click();
  await expect(page.getByText("User deleted successfully", { exact: true })).toBeVisible();
  await expect(rowOf(page, `Jonas ${surname}`)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: /of [\d,]+ users$/ })).toHaveText(/^1 of /);
});

test("Export Users downloads users-export-{date}.csv, checked cell by cell, a name starting with '=' neutralised", async ({
  admin,
  persona,
}) => {
  const surname = tag();
  const evil = await persona({
    firstName: '=HYPERLINK("http://evil.example","x")',
    lastName: surname,
    signedIn: false,
  });
  const plus = await persona({ firstName: "+Plus", lastName: surname, signedIn: false });
  const boss = await persona({ firstName: "Zoë", lastName: surname, admin: true, signedIn: false });
  // Dates are the admin's own days (decisions.md, "Dates and language"): the fixture's admin has
  // no stored zone, so US Eastern.
  const today = calendarDateIn(new Date(), timeZoneOf(null));
  const { page } = admin;
  await openUsers(page, surname);
  await expect(page.getByRole("row")).toHaveCount(4);

  // The day the file is named for is read before and after, in case the download crosses midnight.
  const dayBefore = calendarDateIn(new Date(), timeZoneOf(null));
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export Users" }).click();
  const download = await downloading;
  const dayAfter = calendarDateIn(new Date(), timeZoneOf(null));
  expect([`users-export-${dayBefore}.csv`, `users-export-${dayAfter}.csv`]).toContain(
    download.suggestedFilename(),
  );
  const text = fs.readFileSync(await download.path(), "utf8");
  const rows = parse(text, { bom: true }) as string[][];
  expect(rows[0]).toEqual([
    "Name",
    "Email",
    "Phone",
    "Registration Date",
    "Admin Status",
    "Application Status",
    "Debt Amount",
  ]);
  // Newest first, as the list.
  expect(rows.slice(1)).toEqual([
    [`Zoë ${surname}`, boss.email, "5551234567", today, "Admin", "No application", ""],
    [`'+Plus ${surname}`, plus.email, "5551234567", today, "User", "No application", ""],
    [
      `'=HYPERLINK("http://evil.example","x") ${surname}`,
      evil.email,
      "5551234567",
      today,
      "User",
      "No application",
      "",
    ],
  ]);
  // The export is on record: who took which list.
  await page.goto("/admin/audit-log?action=users_exported");
  const entries = page
    .getByRole("table", { name: "Audit log entries, newest first" })
    .locator(":scope > tbody > tr")
    .filter({ hasText: admin.user.email });
  await expect(entries.first()).toContainText("Users exported");
  await expect(entries.first()).toContainText(surname);
});

test("search and filters work without JavaScript", async ({ persona, newContext }) => {
  const surname = tag();
  const boss = await persona({ admin: true, lastName: surname });
  await persona({ firstName: "Plain", lastName: surname, signedIn: false });
  const context = await newContext({ javaScriptEnabled: false }, boss);
  const page = await context.newPage();
  await page.goto("/admin/users");
  await page.getByLabel("Search users").fill(surname);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${surname}`));
  await expect(page.getByRole("row")).toHaveCount(3);
  await page.getByRole("button", { name: "Admin Users" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${surname}&filter=admins`));
  await expect(page.getByRole("button", { name: "Admin Users" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: /users?$/ })).toHaveText(/^1 of /);
  await page.getByRole("button", { name: "Regular Users" }).click();
  await expect(rowOf(page, `Plain ${surname}`)).toHaveCount(1);
  await page.getByRole("button", { name: "Users with Applications" }).click();
  await expect(page.getByText("No users found matching your criteria")).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`axe finds no violations on User Management with the Edit User dialog open at ${width} px`, async ({
    asAdmin,
  }) => {
    const { page, user } = await asAdmin({ context: { viewport: { width, height: 900 } } });
    await openUsers(page, user.lastName);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole("button", { name: /^Edit/ }).click();
    await expect(page.getByRole("dialog", { name: "Edit User" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
