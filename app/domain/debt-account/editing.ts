// When an application's debt accounts may be changed (spec sections 2 and 5; issue 10).
// decisions.md settles the spec's "read-only mode": an admin may edit or delete them while the
// application is pending or approved and not complete; once complete, declined or cancelled they
// are read-only. The server applies the same rule in the change's transaction
// (app/server/models/debt-account/admin-changes.server.ts); the page offers only what it allows.

import { COMPLETE_PERCENTAGE } from "../application/lifecycle.ts";
import type { ApplicationStatus } from "../enums.ts";

/** The application's columns the rule reads. */
export interface DebtAccountsState {
  status: ApplicationStatus;
  isComplete: boolean;
  completionPercentage: number;
}

export function debtAccountsEditable(state: DebtAccountsState): boolean {
  return (
    (state.status === "pending" || state.status === "approved") &&
    !state.isComplete &&
    state.completionPercentage < COMPLETE_PERCENTAGE
  );
}

/** Where a read-only application stands, as a person would say it. */
function readOnlyState(state: DebtAccountsState): string {
  if (state.status === "declined") return "was declined";
  if (state.status === "cancelled") return "was canceled";
  return "is complete";
}

/** Said under the heading when no application state is given. */
export const READ_ONLY_NOTE =
  "Debt accounts are read-only once an application is complete, declined or canceled.";

/** Why the accounts are shown read-only, or undefined while they may be changed. */
export function debtAccountsReadOnlyReason(state: DebtAccountsState): string | undefined {
  if (debtAccountsEditable(state)) return undefined;
  return `This application ${readOnlyState(state)}, so its debt accounts are read-only.`;
}

export type DebtAccountChange = "update" | "delete";

const NOT_DONE: Record<DebtAccountChange, string> = {
  update: "your change was not saved",
  delete: "the debt account was not deleted",
};

/** Refusals the server gives, in words a person understands; nothing was changed by any. */
export const DEBT_ACCOUNT_REFUSALS = {
  applicationNotFound: "This application was not found. It may have been removed.",
  accountNotFound: "This debt account is not part of this application. It may already have been deleted.",
  lastAccount:
    "An application keeps at least one debt account, so its only one cannot be deleted. You can edit it instead.",
  fieldsRefused: "Please correct the fields marked below.",
  failed: "Nothing was changed. Please try again in a moment.",
} as const;

/**
 * The application is read-only now (`stale`: it became so since the page was shown), or it was
 * changed by someone else since then while still open to changes.
 */
export function debtAccountRefusal(
  state: DebtAccountsState,
  change: DebtAccountChange,
  { stale }: { stale: boolean },
): string {
  if (!debtAccountsEditable(state)) {
    const now = `This application ${readOnlyState(state)}`;
    return stale
      ? `${now}: someone else changed it a moment ago, so ${NOT_DONE[change]}. Its debt accounts are now read-only.`
      : `${now}, so its debt accounts are read-only and ${NOT_DONE[change]}.`;
  }
  return change === "update"
    ? "Someone else changed this application a moment ago, so your change was not saved. Cancel to see its current details, or save again to replace them."
    : "Someone else changed this application a moment ago, so the debt account was not deleted. Please check its current details and try again.";
}
