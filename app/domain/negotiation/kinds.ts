// A debt's negotiation (issue 24; decisions.md, "Negotiation per debt", "Fees only after
// results"): the stages each enrolled debt moves through, what becomes of a creditor's offer and
// of each payment of its plan. The database's CHECK constraints are built from these lists.

export const DEBT_STAGES = [
  "enrolled",
  "saving",
  "negotiating",
  "approval_needed",
  "settled",
  "paid_off",
  "removed",
  // The customer left the program while the debt was still in progress (issue 41): closed, as
  // what happened, never shown as settled or paid (a debt already Paid Off stays Paid Off).
  "left_program",
] as const;
export type DebtStage = (typeof DEBT_STAGES)[number];

/** The stages' names as the customer and the admins read them (decisions.md's words). */
export const DEBT_STAGE_LABELS: Record<DebtStage, string> = {
  enrolled: "Enrolled",
  saving: "Saving",
  negotiating: "Negotiating",
  approval_needed: "Approval Needed",
  settled: "Settled",
  paid_off: "Paid Off",
  removed: "Removed",
  left_program: "Left the program",
};

/** Stages a debt leaves no more: Mark as Complete waits for every debt to reach one. */
export const FINAL_STAGES: readonly DebtStage[] = ["paid_off", "removed"];

export const OFFER_STATUSES = ["awaiting_approval", "approved", "declined", "expired", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  awaiting_approval: "Awaiting approval",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
  withdrawn: "Withdrawn",
};

/**
 * A payment of an offer's plan: planned while the offer waits, scheduled once the creditor has
 * confirmed the approved settlement, cleared when the processor reports it paid, canceled when
 * the offer goes no further (declined, expired, withdrawn, the customer left).
 */
export const CREDITOR_PAYMENT_STATUSES = ["planned", "scheduled", "cleared", "cancelled"] as const;
export type CreditorPaymentStatus = (typeof CREDITOR_PAYMENT_STATUSES)[number];

export const CREDITOR_PAYMENT_STATUS_LABELS: Record<CreditorPaymentStatus, string> = {
  planned: "Planned",
  scheduled: "Scheduled",
  cleared: "Paid",
  cancelled: "Canceled",
};

/** The most payments one offer's plan may have. */
export const MAX_OFFER_PAYMENTS = 12;

/** An offer expiring within this many days is highlighted in the Work Queue. */
export const EXPIRING_SOON_DAYS = 3;

/** Forgiven debt of this much or more may bring a Form 1099-C (IRS). */
export const FORM_1099C_THRESHOLD_CENTS = 60_000n;

/** The federal income tax rates a customer may pick for the forgiven-debt estimate. */
export const TAX_RATES = [10, 12, 22, 24, 32, 35, 37] as const;
export type TaxRate = (typeof TAX_RATES)[number];
