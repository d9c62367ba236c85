// What the server reads of one program (an application with a plan) for its one projection
// (decisions.md, "The program's ending, and one truth"; issue 43): the stored rows as they are,
// nothing computed, nothing formatted. app/server/models/projection/read-facts.server.ts reads
// them; projectProgramState (program-projection.ts) is the only function that turns them into
// figures, for every page, e-mail and PDF.
import type { LoanDetail } from "../debt-account/eligibility.ts";
import type { ApplicationStatus, StageStatus } from "../enums.ts";
import type {
  DedicatedAccountStatus,
  DepositKind,
  DepositStatus,
  LedgerEntryKind,
  RefundState,
  ReturnReason,
} from "../ledger/kinds.ts";
import type { CreditorPaymentStatus, DebtStage, OfferStatus } from "../negotiation/kinds.ts";

/** How a program's dedicated account closed. */
export const PROGRAM_ENDINGS = ["left", "graduated"] as const;
export type ProgramEnding = (typeof PROGRAM_ENDINGS)[number];

export interface FactDebt {
  /** The debt account's id. */
  id: string;
  creditor: string;
  accountType: string | null;
  loanDetail: LoanDetail | null;
  /** debt_accounts.current_balance: what the application lists (the creditor's last reported). */
  listedBalanceCents: bigint;
  /** Its negotiation (debt_negotiations), once enrolled: the balance it was enrolled with. */
  enrolled: {
    balanceCents: bigint;
    stage: DebtStage;
    stageReachedAt: Date;
    removedReason: string | null;
  } | null;
}

export interface FactOffer {
  id: string;
  debtAccountId: string;
  status: OfferStatus;
  enrolledBalanceCents: bigint;
  amountCents: bigint;
  feeCents: bigint;
  /** Its last day, on the company's calendar. */
  expiresOn: string;
  /** When the customer approved or declined it (null while it waits). */
  decidedAt: Date | null;
  version: number;
  payments: readonly {
    id: string;
    dueOn: string;
    amountCents: bigint;
    status: CreditorPaymentStatus;
    clearedAt: Date | null;
  }[];
}

export interface FactAccount {
  id: string;
  status: DedicatedAccountStatus;
  /** Why it closed (null while open). */
  closedReason: ProgramEnding | null;
  balanceCents: bigint;
  openedAt: Date;
  closedAt: Date | null;
  /** An admin's order of the debts (debt account ids), or null: smallest balance first. */
  settlementOrder: readonly string[] | null;
  /**
   * The customer revoked their recurring debit authorization (issue 44), and gave none since: no
   * deposit may be added to the schedule while this holds.
   */
  debitsRevoked: boolean;
  /** The day of the month deposits are drawn on (1-28) once the customer moved it; null: the plan's first deposit's day. */
  draftDay: number | null;
  /** Every entry, in the order posted. */
  entries: readonly {
    kind: LedgerEntryKind;
    amountCents: bigint;
    balanceAfterCents: bigint;
    effectiveOn: string;
    debtAccountId: string | null;
    offerId: string | null;
  }[];
  /** Every deposit of the schedule, whatever became of it, by due day. */
  deposits: readonly {
    id: string;
    dueOn: string;
    amountCents: bigint;
    status: DepositStatus;
    /** A term's monthly deposit, an extra one-time one, or a returned one presented again. */
    kind: DepositKind;
    returnReason: ReturnReason | null;
    settledAt: Date | null;
  }[];
  /** The offers that are or were in play (awaiting the customer, or approved), newest first. */
  offers: readonly FactOffer[];
  refund: {
    id: string;
    amountCents: bigint;
    dueOn: string;
    state: RefundState;
    requestedAt: Date;
    sentAt: Date | null;
    completedAt: Date | null;
  } | null;
}

export interface ProgramFacts {
  /** The company's calendar day (US Eastern) the figures are for: "today". */
  companyDay: string;
  application: {
    id: string;
    userId: string | null;
    status: ApplicationStatus;
    enrollmentStatus: StageStatus;
    negotiationsStatus: StageStatus;
    isComplete: boolean;
    completedAt: Date | null;
    firstName: string;
    lastName: string;
  };
  plan: {
    termMonths: number;
    monthlyDepositCents: bigint;
    /** The first deposit's nominal day (drawn on the next business day when it is none). */
    firstDepositDate: string;
    revision: number;
    signedAt: Date | null;
    updatedAt: Date;
  };
  /** Every debt account of the application, as listed. */
  debts: readonly FactDebt[];
  /** The dedicated account, once enrollment opened it. */
  account: FactAccount | null;
}
