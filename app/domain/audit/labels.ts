// The Audit Log's words: a readable label for every action and target type of
// app/domain/audit/actions.ts (a Record, so a name added there without a label fails the type check),
// and the page's messages.
import type { AuditAction, AuditTargetType } from "./actions.ts";

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  application_approved: "Application approved",
  application_declined: "Application declined",
  enrollment_approved: "Enrollment approved",
  enrollment_declined: "Enrollment declined",
  negotiations_approved: "Negotiations approved",
  negotiations_declined: "Negotiations declined",
  application_completed: "Application marked as complete",
  application_cancelled: "Application canceled",
  debt_account_updated: "Debt account updated",
  debt_account_deleted: "Debt account deleted",
  account_details_form_saved: "Account details form saved",
  account_details_form_completed: "Account details form completed",
  user_updated: "User updated",
  user_deleted: "User deleted",
  user_promoted: "User promoted to admin",
  user_demoted: "Admin privileges removed",
  payment_method_added: "Payment method added",
  payment_method_deleted: "Payment method removed",
  payment_method_default_set: "Default payment method set",
  settings_updated: "Settings updated",
  password_changed: "Password changed",
  two_factor_enabled: "Two-factor sign-in enabled",
  two_factor_disabled: "Two-factor sign-in disabled",
  email_requeued: "E-mail sent again",
  users_exported: "Users exported",
  passkey_added: "Passkey added",
  passkey_removed: "Passkey removed",
  sessions_ended: "Sessions signed out",
  plan_changed: "Enrollment plan changed",
  agreement_signed: "Enrollment agreement signed",
  document_downloaded: "Customer document downloaded",
  document_uploaded: "Document uploaded",
  deposit_returned: "Returned deposit recorded",
  ledger_adjusted: "Adjustment posted",
  program_ended: "Program ended by the customer",
  refund_issued: "Refund marked sent",
  refund_completed: "Refund marked completed",
  deposits_rescheduled: "Deposits rescheduled",
  settlement_order_changed: "Settlement order changed",
};

export const AUDIT_TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  application: "Application",
  debt_account: "Debt account",
  account_details_form: "Account details form",
  user: "User",
  payment_method: "Payment method",
  settings: "Settings",
  email: "E-mail",
  document: "Document",
  dedicated_account: "Dedicated account",
  refund: "Refund",
};

export const AUDIT_LOG_MESSAGES = {
  title: "Audit Log",
  intro: "Every change made in the back office: who made it, when, and what it changed. Newest first.",
  allActions: "All actions",
  allTargets: "All targets",
  empty: "No audit entries yet",
  emptyFiltered: "No audit entries match these filters",
  loading: "Loading audit entries...",
  failedLoad: "Failed to load the audit log",
  refused: "This address asks for a filter the audit log does not have",
} as const;

/** Why each part of an address was refused, said under the page's message. */
export const AUDIT_LOG_REFUSALS = {
  action: "The action is not one the audit log records.",
  type: "The target type is not one the audit log records.",
  target: "A target id is at most 100 letters, digits or symbols, without spaces.",
  page: "The page asked for does not exist.",
} as const;
