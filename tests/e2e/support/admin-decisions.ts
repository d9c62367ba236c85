import { expect, type Page } from "@playwright/test";

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
