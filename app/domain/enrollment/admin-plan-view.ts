// The plan in Applications Management's expanded row (issue 22): its terms and table, whether
// the client has signed (with the consent's facts and both copies), and the terms form while not.
import type { AuthorizationView } from "../bank-account/draft-account-view.ts";
import type { DocumentView } from "../documents/views.ts";
import type { PlanView } from "./plan-view.ts";

export interface SignatureView {
  signedAt: string;
  typedName: string;
  clientAddress: string;
  browser: string;
  agreementSha256: string;
  disclosureVersion: string;
  consentId: string;
}

export interface AdminPlanView {
  plan: PlanView;
  /** Whether an admin may still change the terms (not signed, enrollment not decided). */
  editable: boolean;
  /** The form's starting values: "36", "49.00", "2026-12-10". */
  terms: { termMonths: string; monthlyDeposit: string; firstDepositDate: string };
  signature: SignatureView | null;
  documents: DocumentView[];
  /**
   * The bank account deposits are drawn from and its latest debit authorization (issue 44): the
   * last four digits only, never a number.
   */
  draftAccount: {
    /** "Checking account ending in 6789". */
    account: string | null;
    routingLastFour: string | null;
    holderName: string | null;
    givenOn: string | null;
    authorization: AuthorizationView | null;
  };
}

export const ADMIN_PLAN_MESSAGES = {
  heading: "Enrollment Plan",
  notSigned: "Not signed yet: the client reviews and signs the plan in their portal.",
  signedOn: (when: string) => `Signed on ${when}`,
  noPlan: "No plan: the application's debt accounts owe nothing to enroll.",
  noDraftAccount: "Not given yet: the client gives it in their portal before signing.",
  failedLoad: "The plan could not be loaded.",
} as const;
