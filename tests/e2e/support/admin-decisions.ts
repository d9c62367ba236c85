import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { type Applicant, applicant } from "./dashboard.ts";
import { waitForHydration } from "./hydration.ts";
import type { SignedIn, SignInOptions } from "./test.ts";

// An admin's decision in Applications Management, as an admin takes it since issue 21: the
// button, then its confirmation (Decline App with a reason from the short list, and a note).

export interface DeclineChoice {
  /** The reason as the admin's select shows it. */
  reason?: string;
  note?: string;
}

/** Opens the decision's dialog, confirms it, and waits for the spec's toast and the dialog to close. */
export async function decide(page: Page, button: string, toast: string, decline: DeclineChoice = {}) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  if (button === "Decline App") {
    await dialog
      .getByLabel("Reason")
      .selectOption({ label: decline.reason ?? "Information could not be verified" });
    if (decline.note) await dialog.getByLabel(/Note to the applicant/).fill(decline.note);
  }
  await dialog.getByRole("button", { name: `Yes, ${button}` }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** A draft under a surname and address no other test uses: each test finds its own rows by it. */
export function ownDraft(prefix: string) {
  const name = `${prefix}${crypto.randomBytes(4).toString("hex")}`;
  return {
    name,
    email: `${name.toLowerCase()}@test.example`,
    draft: { lastName: name, email: `${name}@test.example` },
  };
}

/** Applications Management searched for `search`, hydrated. */
export async function openList(page: Page, search: string) {
  await page.goto(`/admin/applications?q=${encodeURIComponent(search)}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Applications Management" })).toBeVisible();
}

/**
 * The admin opens the application of `name` in the list shown and changes its plan's longest
 * term, then its deposit to the least that term allows, so the plan takes the whole term: the
 * plan states one length (issue 43), which a longer term alone at the same deposit would not move.
 */
export async function changePlanTerm(page: Page, name: string, months: number) {
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .first()
    .getByRole("button", { name: /View Details/ })
    .click();
  const terms = page.getByRole("form", { name: "Change the plan's terms" });
  const saved = page.getByText("Plan updated. The client will be asked to sign the new plan.");
  await terms.getByLabel("Term (months)").fill(String(months));
  await terms.getByRole("button", { name: "Save Plan" }).click();
  await expect(saved).toBeVisible();
  const least = new RegExp(`at least \\$([\\d,]+\\.\\d{2}) a month for ${months} months`);
  await expect(terms).toContainText(least);
  const deposit = least.exec((await terms.textContent()) ?? "")?.[1]?.replaceAll(",", "");
  if (!deposit) throw new Error("no least deposit shown for the new term");
  const revision = terms.locator('input[name="revision"]');
  const before = Number(await revision.inputValue());
  await terms.getByLabel("Monthly deposit").fill(deposit);
  await terms.getByRole("button", { name: "Save Plan" }).click();
  await expect(revision).toHaveValue(String(before + 1));
}

/**
 * A customer with one application of their own (named `prefix`…), which the admin, on
 * `adminPage`, has approved: its plan waits for the customer's signature.
 */
export async function approvedApplicant(
  asCustomer: (options?: SignInOptions) => Promise<SignedIn>,
  adminPage: Page,
  prefix: string,
  viewport?: { width: number; height: number },
): Promise<{ person: Applicant; name: string }> {
  const { name, draft } = ownDraft(prefix);
  const person = await applicant(asCustomer, [draft], viewport);
  await openList(adminPage, name);
  await decide(adminPage, "Approve App", "Application approved and confirmation email sent");
  return { person, name };
}
