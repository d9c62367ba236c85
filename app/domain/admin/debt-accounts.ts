// The debt accounts of the admin's expanded application row (spec sections 2, 5 and 8; issue
// 10): the toasts and what each account shows. When they may be changed is the debt account's
// own rule (domain/debt-account/editing.ts).

import { type DebtAccountSource, debtAccountItems } from "../application/details.ts";
import { type DebtAccountEditValues, debtAccountEditValues } from "../debt-account/form.ts";
import { type DetailItem, textOrNA } from "../display.ts";

/** The toasts of spec section 8, word for word. */
export const DEBT_ACCOUNT_TOASTS = {
  failedLoad: "Failed to load debt accounts",
  failedUpdate: "Failed to update debt account",
  failedDelete: "Failed to delete debt account",
  updated: "Debt account updated successfully",
  deleted: "Debt account deleted successfully",
} as const;

/** What the expanded row shows of one account, and the values its edit form starts from. */
export interface AdminDebtAccountView {
  id: string;
  /** The account's heading: its original creditor. */
  creditor: string;
  /** Labelled, formatted values (money in dollars to the cent, en-US dates, N/A, Yes/No). */
  items: DetailItem[];
  values: DebtAccountEditValues;
}

/** `row`: an element of `findApplicationDetailsForAdmin(...).debtAccounts`. */
export function adminDebtAccountView(row: DebtAccountSource): AdminDebtAccountView {
  return {
    id: row.id,
    creditor: textOrNA(row.originalCreditor),
    items: debtAccountItems(row),
    values: debtAccountEditValues(row),
  };
}
