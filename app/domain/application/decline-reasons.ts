// Why an application was declined (issue 21): an admin picks one of these (plus a note if they
// wish), and the customer is told the reason's sentence by e-mail and in the portal. The database
// CHECK, the admin's select and the customer's text (decline-form.ts) are all read from this
// list. The customer's sentences are not here: one is built with a formatted figure, which the
// admin's page, reading the labels, would otherwise compute as its scripts start.

export const DECLINE_REASONS = [
  "debt_below_minimum",
  "debt_not_eligible",
  "state_not_available",
  "cannot_afford_deposit",
  "could_not_verify",
  "other",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The admin's select: short. */
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  debt_below_minimum: "Debt below the program minimum",
  debt_not_eligible: "Debts the program does not settle",
  state_not_available: "Program not available in the state",
  cannot_afford_deposit: "Monthly deposit not affordable",
  could_not_verify: "Information could not be verified",
  other: "Other (explain in the note)",
};

/** The note an admin may add: one paragraph, up to this many characters. */
export const DECLINE_NOTE_MAX_LENGTH = 500;
