// What a customer with a program should do next, and by when (issue 43, "The landing page says
// what is next"): one action, the most pressing first. A plan to sign; an offer waiting for their
// answer (the soonest deadline first, named in the company's zone and their own time); a deposit
// their bank sent back in the last 30 days; a refund on its way; else the next deposit.
import { addDays } from "../calendar.ts";
import { formatCents, formatDate } from "../format.ts";
import { REFUND_STATE_LABELS } from "../ledger/kinds.ts";
import { formatDeadline } from "../time-zone.ts";
import type { ProgramFacts } from "./facts.ts";
import type { ProgramProjection } from "./projection-shapes.ts";

export type NextAction =
  | { kind: "sign-plan" }
  | { kind: "answer-offer"; offerId: string; creditor: string; lastDay: string }
  | { kind: "deposit-returned"; dueOn: string; amountCents: bigint }
  | { kind: "refund"; state: "requested" | "sent"; dueOn: string; amountCents: bigint }
  | { kind: "next-deposit"; dueOn: string; amountCents: bigint }
  | { kind: "complete" };

/** A returned deposit is worth acting on for this many days. */
export const RETURNED_DEPOSIT_DAYS = 30;

export function nextAction(facts: ProgramFacts, projection: ProgramProjection): NextAction | null {
  if (projection.phase === "planned") {
    return facts.plan.signedAt === null && facts.application.enrollmentStatus === "pending"
      ? { kind: "sign-plan" }
      : null;
  }
  const creditorOf = new Map(projection.debts.map((debt) => [debt.id, debt.creditor]));
  const offer = projection.offersWaiting
    .filter((waiting) => !waiting.expired)
    .sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : 0))[0];
  if (offer)
    return {
      kind: "answer-offer",
      offerId: offer.offerId,
      creditor: creditorOf.get(offer.debtAccountId) ?? "a creditor",
      lastDay: offer.expiresOn,
    };
  const since = addDays(facts.companyDay, -RETURNED_DEPOSIT_DAYS);
  const returned =
    projection.phase === "enrolled"
      ? projection.deposits.returned.find((deposit) => (deposit.returnedOn ?? deposit.dueOn) >= since)
      : undefined;
  if (returned) return { kind: "deposit-returned", dueOn: returned.dueOn, amountCents: returned.amountCents };
  const refund = projection.refund;
  if (refund && refund.state !== "completed")
    return { kind: "refund", state: refund.state, dueOn: refund.dueOn, amountCents: refund.amountCents };
  if (projection.phase === "graduated") return { kind: "complete" };
  const next = projection.deposits.next;
  if (next) return { kind: "next-deposit", dueOn: next.dueOn, amountCents: next.amountCents };
  return null;
}

/** The action as the landing page says it, for a reader in `readerZone`, and where to act. */
export function nextActionText(action: NextAction, readerZone: string): { text: string; href: string } {
  switch (action.kind) {
    case "sign-plan":
      return { text: "Review and sign your plan", href: "/dashboard/program" };
    case "answer-offer":
      return {
        text: `An offer from ${action.creditor} needs your answer by ${formatDeadline(action.lastDay, readerZone)}`,
        href: `/dashboard/program#offer-${action.offerId}`,
      };
    case "deposit-returned":
      return {
        text: `Your deposit of ${formatCents(action.amountCents)} due ${formatDate(action.dueOn)} was returned by your bank: call us to make it up or change your schedule`,
        href: "/dashboard/program",
      };
    case "refund":
      return {
        text: `Your refund of ${formatCents(action.amountCents)} is ${REFUND_STATE_LABELS[action.state].toLowerCase()}: due by ${formatDate(action.dueOn)}`,
        href: "/dashboard/program",
      };
    case "next-deposit":
      return {
        text: `Next deposit: ${formatCents(action.amountCents)} on ${formatDate(action.dueOn)}`,
        href: "/dashboard/program",
      };
    case "complete":
      return { text: "Your program is complete: see your graduation summary", href: "/dashboard/program" };
  }
}
