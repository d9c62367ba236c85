// What the My Program room shows (issue 22): each plan with its disclosures' figures, and either
// the signing form (with the revision it shows) or when it was signed.

import type { DraftAccountView } from "../bank-account/draft-account-view.ts";
import type { AccountView } from "../ledger/account-view.ts";
import type { TaxRate } from "../negotiation/kinds.ts";
import type { PlanView } from "./plan-view.ts";

export interface ProgramPlanView {
  applicationId: string;
  /** "#1a2b3c4d". */
  number: string;
  plan: PlanView;
  /** Null until signed; "Nov 28, 2026, 10:05 AM MST" once. */
  signedAt: string | null;
  /** The customer's full name as the application has it: what they must type. */
  fullName: string;
  /** Whether the plan still waits for the signature (not signed, enrollment not decided). */
  awaitingSignature: boolean;
  /** Its program is over (graduated): its months are what happened, not what is expected. */
  ended: boolean;
  /** The bank account deposits are drawn from, and its debit authorization (issue 44). */
  draftAccount: DraftAccountView;
}

export interface ProgramRoomData {
  /** The dedicated accounts (issue 23), open or left, oldest first. */
  accounts: AccountView[];
  plans: ProgramPlanView[];
  /** The rate the forgiven-debt estimate uses (issue 24; `?taxRate=` in the address). */
  taxRate: TaxRate;
}

export const PROGRAM_MESSAGES = {
  heading: "My Program",
  signHeading: "Review and sign your agreement",
  empty: "Your program starts once an application is approved: its plan and agreement will be here.",
  failedLoad: "Your plan could not be loaded. Please reload the page in a moment.",
  signedOn: (when: string) => `Signed on ${when}`,
} as const;
