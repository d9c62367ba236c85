// Why an application was declined (issue 21): an admin picks one of these (plus a note if they
// wish), and the customer is told the same sentence by e-mail and in the portal. The database
// CHECK, the admin's select and the customer's text are all read from this list.
import { formatUsd } from "../format.ts";
import { PROGRAM } from "../program.ts";

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

/** What the customer reads, in the e-mail and in the portal. */
export const DECLINE_REASON_TEXTS: Record<DeclineReason, string> = {
  debt_below_minimum: `The unsecured debt in your application is below the ${formatUsd(PROGRAM.minimumUnsecuredDebt)} the program needs to be worth its fee.`,
  debt_not_eligible:
    "Most of the debt in your application is of a kind the program does not settle, such as secured loans or federal student loans.",
  state_not_available: "The program is not available to residents of your state.",
  cannot_afford_deposit:
    "The monthly deposit the program would need is more than the income in your application allows.",
  could_not_verify: "We could not verify some of the information in your application.",
  other: "Our reviewer has explained the reason in the note below.",
};

/** The note an admin may add: one paragraph, up to this many characters. */
export const DECLINE_NOTE_MAX_LENGTH = 500;
