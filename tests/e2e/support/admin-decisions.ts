import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { type Applicant, applicant } from "./dashboard.ts";
import { giveDraftAccountAsOwner } from "./fixtures.ts";
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
 * The admin opens the application of `name` in the list shown and lengthens its plan: the longest
 * term and a monthly deposit that takes that long (the plan's length is the deposits', decision 60).
 */
export async function changePlanTerm(page: Page, name: string, months: number, monthlyDeposit: string) {
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .first()
    .getByRole("button", { name: /View Details/ })
    .click();
  const terms = page.getByRole("form", { name: "Change the plan's terms" });
  await terms.getByLabel("Longest term (months)").fill(String(months));
  await terms.getByLabel("Monthly deposit").fill(monthlyDeposit);
  await terms.getByRole("button", { name: "Save Plan" }).click();
  await expect(page.getByText("Plan updated. The client will be asked to sign the new plan.")).toBeVisible();
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
  /** Whether the customer has given their draft account yet (issue 44: a signature needs it). */
  { draftAccount = true }: { draftAccount?: boolean } = {},
): Promise<{ person: Applicant; name: string }> {
  const { name, draft } = ownDraft(prefix);
  const person = await applicant(asCustomer, [draft], viewport);
  await openList(adminPage, name);
  await decide(adminPage, "Approve App", "Application approved and confirmation email sent");
  if (draftAccount) await giveDraftAccountAsOwner(person.ids[0] as string);
  return { person, name };
}
