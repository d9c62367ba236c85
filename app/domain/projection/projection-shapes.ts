// What the one projection of a program gives (program-projection.ts computes it): the shapes every
// page, e-mail and PDF reads, apart from the rules that fill them.
import type { NotSettledReason } from "../debt-account/eligibility.ts";
import type { RefundState } from "../ledger/kinds.ts";
import type { DebtStage } from "../negotiation/kinds.ts";
import type { BalanceMonth } from "./balance-months.ts";
import type { ProgramEnding } from "./facts.ts";

export type ProgramPhase = "planned" | "enrolled" | "graduated" | "left";

/** Why a listed debt is not in the program. */
export type NotEnrolledReason = NotSettledReason | "nothing_owed" | "added_later";

/** Where a debt stands: its negotiation's stage once enrolled, "planned" before, or not enrolled. */
export type DebtStatus = DebtStage | "planned" | "not_enrolled";

/** The stages in which a debt still waits for its settlement (default figures apply). */
export const OPEN_STAGES: readonly DebtStage[] = ["enrolled", "saving", "negotiating", "approval_needed"];

export interface ProjectedDebt {
  id: string;
  creditor: string;
  status: DebtStatus;
  /** When it reached its stage; null while planned or not enrolled. */
  statusSince: Date | null;
  notEnrolled: NotEnrolledReason | null;
  removedReason: string | null;
  /** The balance the program measures it by (enrolled, or listed in a plan); null when not enrolled. */
  balanceCents: bigint | null;
  /** What the application lists for it: the creditor's last reported balance. */
  listedBalanceCents: bigint;
  /** Still to settle: no settlement agreed yet, and the program still open. */
  toSettle: boolean;
  /** The month ("YYYY-MM") the deposits are expected to cover it; null when not to settle or not covered. */
  expectedMonth: string | null;
  /** The settlement: the one agreed, else the expected one while it is still to settle. */
  settlement: { cents: bigint; agreed: boolean } | null;
  fee: { cents: bigint; agreed: boolean; charged: boolean } | null;
  /** Settlement plus fee, for a debt still to settle: what must be saved for it. */
  neededCents: bigint | null;
  /** Paid to the creditor under its settlement so far. */
  paidCents: bigint;
  /** Enrolled balance less the agreed settlement (0 until one is agreed). */
  forgivenCents: bigint;
  /** Paid Off or Removed. */
  resolved: boolean;
  /** Its approved settlement, if any. */
  settlementOfferId: string | null;
}

export interface ProgramTotals {
  /** Every enrolled debt's balance (in a plan: every debt it enrolls): the program's debt. */
  enrolledCents: bigint;
  /** The balances of the debts that are or will be settled (not removed, not closed unsettled). */
  inPlayCents: bigint;
  settlementCents: bigint;
  feeCents: bigint;
  /** Settlements plus fees: what the customer pays for the debts in play. */
  neededCents: bigint;
  /** In play less settlements and fees: the savings, after fees. */
  savedCents: bigint;
  /** Tenths of a percent of the debt in play saved, after fees (413 is 41.3%). */
  savedPerMille: bigint;
  feesPaidCents: bigint;
  forgivenCents: bigint;
  paidToCreditorsCents: bigint;
  depositedCents: bigint;
  returnedCents: bigint;
  refundCents: bigint;
  adjustmentsCents: bigint;
}

export interface DepositDay {
  dueOn: string;
  amountCents: bigint;
}

export interface OfferWaiting {
  offerId: string;
  debtAccountId: string;
  version: number;
  enrolledBalanceCents: bigint;
  amountCents: bigint;
  feeCents: bigint;
  /** Its last day on the company's calendar. */
  expiresOn: string;
  /** Past its last day: it can no longer be answered. */
  expired: boolean;
  payments: DepositDay[];
  /** The savings it brings, after its fee. */
  savedCents: bigint;
  savedPerMille: bigint;
  /** The other debts still to settle: their expected month without and with it. */
  effects: { debtId: string; before: string | null; after: string | null }[];
}

export interface ProgramProjection {
  phase: ProgramPhase;
  applicationId: string;
  accountId: string | null;
  /** The longest term the customer authorized (the cap of the schedule). */
  termMonths: number;
  /** The deposit now: the next scheduled one's, else the last one's, else the plan's. */
  monthlyDepositCents: bigint;
  /** The first deposit's day (drawn, or to be drawn). */
  firstDepositOn: string;
  /** The deposits to come: the plan's through its end (planned), or those scheduled. */
  schedule: DepositDay[];
  /** The last deposit's day (to come, or the last drawn once none is to come). */
  lastDepositOn: string | null;
  /** Something is still to settle or to pay. */
  remaining: boolean;
  /** Every debt still to settle is covered by the deposits to come. */
  covered: boolean;
  /** The end month ("YYYY-MM"); null while a debt is not covered. */
  endMonth: string | null;
  /** The ONE length: months from the first deposit's month through the end month, both counted. */
  lengthMonths: number | null;
  firstSettlementMonth: string | null;
  /** Every listed debt, as listed. */
  debts: ProjectedDebt[];
  totals: ProgramTotals;
  /** "2 of 3 debts resolved": resolved = Paid Off or Removed; paying = Settled, being paid. */
  progress: { resolved: number; enrolled: number; paying: number };
  deposits: {
    next: DepositDay | null;
    made: { count: number; cents: bigint };
    missed: { count: number; cents: bigint };
    /** Returned deposits, newest first, with the company's day each came back. */
    returned: (DepositDay & { returnedOn: string | null; reason: string | null })[];
    remaining: number;
  };
  /** The balance now, and month by month: actual, then estimated (empty before enrollment). */
  balance: { nowCents: bigint; months: BalanceMonth[] };
  /** Payments promised under approved settlements, and their fees while unpaid. */
  promises: { date: string; amountCents: bigint }[];
  offersWaiting: OfferWaiting[];
  ending: ProgramEnding | null;
  /** The company's day the account closed. */
  endedOn: string | null;
  refund: {
    amountCents: bigint;
    dueOn: string;
    state: RefundState;
    requestedAt: Date;
    sentAt: Date | null;
    completedAt: Date | null;
  } | null;
}
