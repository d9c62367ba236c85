// The enrollment agreement's life (issue 22; decisions.md, "Agreement"): the customer signs the
// plan they were shown, once; an admin may change the plan's terms only before that. Both go
// through the one recipe for state changes (server/state-change.server.ts) with this table; the
// plan's revision is the version a page saw, so a plan changed since cannot be signed.
import { mayTake, type TransitionTable } from "../state-machine.ts";

export const AGREEMENT_ACTIONS = ["sign", "change-terms"] as const;
export type AgreementAction = (typeof AGREEMENT_ACTIONS)[number];

/** The customer who owns the application, or an admin. */
export type AgreementActor = "owner" | "admin";

export interface AgreementState {
  applicationStatus: "pending" | "approved" | "declined" | "cancelled";
  enrollmentStatus: "pending" | "approved" | "declined";
  signed: boolean;
  /** The customer gave the bank account deposits are drawn from (issue 44): signing needs it. */
  draftAccount: boolean;
}

const open = (s: AgreementState) =>
  s.applicationStatus === "approved" && s.enrollmentStatus === "pending" && !s.signed;

export const AGREEMENT_TRANSITIONS: TransitionTable<AgreementState, AgreementAction, AgreementActor> = {
  sign: { actor: "owner", allowed: (s) => open(s) && s.draftAccount },
  "change-terms": { actor: "admin", allowed: open },
};

export function mayAct(state: AgreementState, action: AgreementAction, actor: AgreementActor): boolean {
  return mayTake(AGREEMENT_TRANSITIONS, state, action, actor);
}

export const AGREEMENT_MESSAGES = {
  signed: "Your agreement is signed. Thank you: we will confirm your enrollment shortly.",
  alreadySigned: "You have already signed this agreement.",
  planChanged:
    "Your plan changed since this page was opened. Read the plan and the disclosures again, then sign.",
  notOpen: "This application is not waiting for a signature.",
  termsSaved: "Plan updated. The client will be asked to sign the new plan.",
  termsSigned: "The client has signed this plan, so its terms can no longer change.",
  termsStale:
    "The plan changed since this page was opened. Its current terms are shown: check them and try again.",
  failed: "Something went wrong. Nothing was changed; please try again in a moment.",
  unavailable:
    "We cannot take signatures at the moment. Nothing was signed; please try again later, or call us.",
  noDraftAccount: "Give the bank account your deposits are drawn from first.",
} as const;

/** Why `action` cannot be taken now: the plan moved on since the page (stale), or its state. */
export function agreementRefusal(state: AgreementState, action: AgreementAction, stale: boolean): string {
  if (action === "sign") {
    if (state.signed) return AGREEMENT_MESSAGES.alreadySigned;
    if (stale) return AGREEMENT_MESSAGES.planChanged;
    if (open(state) && !state.draftAccount) return AGREEMENT_MESSAGES.noDraftAccount;
    return AGREEMENT_MESSAGES.notOpen;
  }
  if (state.signed) return AGREEMENT_MESSAGES.termsSigned;
  if (stale) return AGREEMENT_MESSAGES.termsStale;
  return AGREEMENT_MESSAGES.notOpen;
}

/** "  ada   LOVELACE " and "Ada Lovelace" are the same name: case and spaces aside (issue 22). */
export function sameName(typed: string, firstName: string, lastName: string): boolean {
  const norm = (value: string) =>
    value.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");
  return norm(typed) === norm(`${firstName} ${lastName}`);
}
