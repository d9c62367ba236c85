// How an enrolled debt's stage may move (issue 24; decisions.md, "Negotiation per debt"). Admins
// move a debt from Enrolled to Saving to Negotiating (and back to Saving) and may remove it;
// the rest follows the offers: recording one asks for approval, the customer's approval settles
// the debt, a decline, an expiry or a withdrawal sends it back to Negotiating, and the last
// payment under the settlement pays it off. Pure: the server applies it through the one recipe
// for changes of state (app/server/state-change.server.ts).
import type { TransitionTable } from "../state-machine.ts";
import { type DebtStage, FINAL_STAGES } from "./kinds.ts";

export interface DebtStageState {
  stage: DebtStage;
  /** Whether the dedicated account is still open (a customer who left has no negotiation). */
  accountOpen: boolean;
  /** Whether an admin approved the application's creditor negotiations. */
  negotiationsApproved: boolean;
}

export const STAGE_ACTIONS = ["start-saving", "start-negotiating", "remove", "record-offer"] as const;
export type StageAction = (typeof STAGE_ACTIONS)[number];

const open = (s: DebtStageState) => s.accountOpen;

export const STAGE_TRANSITIONS: TransitionTable<DebtStageState, StageAction, "admin"> = {
  "start-saving": {
    actor: "admin",
    allowed: (s) => open(s) && (s.stage === "enrolled" || s.stage === "negotiating"),
  },
  "start-negotiating": {
    actor: "admin",
    allowed: (s) => open(s) && s.negotiationsApproved && (s.stage === "enrolled" || s.stage === "saving"),
  },
  remove: {
    actor: "admin",
    allowed: (s) => open(s) && !FINAL_STAGES.includes(s.stage) && s.stage !== "settled",
  },
  "record-offer": {
    actor: "admin",
    allowed: (s) => open(s) && s.negotiationsApproved && s.stage === "negotiating",
  },
};

export const STAGE_ACTION_TARGET: Record<StageAction, DebtStage> = {
  "start-saving": "saving",
  "start-negotiating": "negotiating",
  remove: "removed",
  "record-offer": "approval_needed",
};

export const STAGE_ACTION_LABELS: Record<StageAction, string> = {
  "start-saving": "Move to Saving",
  "start-negotiating": "Start negotiating",
  remove: "Remove from program",
  "record-offer": "Record the offer",
};

export const STAGE_MESSAGES = {
  changed: (label: string) => `The debt is now ${label}.`,
  stale: "This debt changed since the page was loaded. Review it and try again.",
  notNow: (label: string) => `This debt is ${label}: that cannot be done now.`,
  negotiationsFirst: "Approve Negotiations for this application first.",
  closed: "The customer left the program: this debt is no longer negotiated.",
  reasonRequired: "Give the reason the debt is removed.",
  reasonTooLong: "The reason can be at most 500 characters.",
  offerRecorded: "Offer recorded; the customer has been asked to approve it by e-mail.",
  offerNotNegotiating: "Offers are recorded on a debt in Negotiating.",
  amountNotBelowBalance: (balance: string) =>
    `The offer must be less than the enrolled balance of ${balance}.`,
  shortfall: (amount: string, day: string) =>
    `The account cannot pay this plan: it would be ${amount} short on ${day}, with the deposits scheduled and the payments already promised.`,
} as const;

/** Whether Mark as Complete may be offered: every enrolled debt Paid Off or Removed. */
export function allDebtsResolved(stages: readonly DebtStage[]): boolean {
  return stages.every((stage) => FINAL_STAGES.includes(stage));
}
