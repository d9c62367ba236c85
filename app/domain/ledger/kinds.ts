// The dedicated account's words (issue 23; decisions.md, "Dedicated account", "Deposits",
// "Leaving the program"): what a ledger entry can be, what a scheduled deposit and a refund go
// through, and why a deposit comes back. The database's CHECK constraints are built from these
// lists, so nothing else can be stored.

/** Each entry's kind, and the sign its amount must have (the database checks both). */
export const LEDGER_ENTRY_KINDS = [
  "deposit",
  "returned_deposit",
  "creditor_payment",
  "fee",
  "refund",
  "adjustment",
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Kinds that add money; every other kind but an adjustment takes it away. */
export const CREDIT_KINDS: readonly LedgerEntryKind[] = ["deposit"];
export const DEBIT_KINDS: readonly LedgerEntryKind[] = [
  "returned_deposit",
  "creditor_payment",
  "fee",
  "refund",
];

/** "skipped" (issue 44): a month the customer skipped; the row stays, as the 6-month rule's evidence. */
export const DEPOSIT_STATUSES = ["scheduled", "cleared", "returned", "cancelled", "skipped"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * What a scheduled deposit is (issue 44): one of the term's monthly deposits, an extra one-time
 * deposit the customer added, or a returned deposit presented again (issue 45). Only regular
 * deposits count against the signed term.
 */
export const DEPOSIT_KINDS = ["regular", "extra", "retry"] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** The days of the month a draft day may be: every month has them. */
export const DRAFT_DAY = { min: 1, max: 28 } as const;

export const DEDICATED_ACCOUNT_STATUSES = ["open", "closed"] as const;
export type DedicatedAccountStatus = (typeof DEDICATED_ACCOUNT_STATUSES)[number];

export const REFUND_STATES = ["requested", "sent", "completed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Why a bank sends a deposit back (the NACHA return reasons a customer understands). */
export const RETURN_REASONS = [
  "insufficient_funds",
  "account_closed",
  "no_account",
  "payment_stopped",
  "not_authorized",
  // Any other ACH return code (issue 45): its code (R04-R99) is stored beside it.
  "other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  insufficient_funds: "Insufficient funds",
  account_closed: "Bank account closed",
  no_account: "Bank account not found",
  payment_stopped: "Payment stopped by the customer",
  not_authorized: "Not authorized by the customer",
  other: "Another reason given by the bank",
};

export const ENTRY_KIND_LABELS: Record<LedgerEntryKind, string> = {
  deposit: "Deposit",
  returned_deposit: "Returned deposit",
  creditor_payment: "Payment to a creditor",
  fee: "Fee",
  refund: "Refund",
  adjustment: "Adjustment",
};

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  requested: "Requested",
  sent: "Sent",
  completed: "Completed",
};

/** Business days within which a leaving customer's refund is due (decisions.md). */
export const REFUND_BUSINESS_DAYS = 7;
