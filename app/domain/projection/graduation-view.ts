// The graduation summary as the portal, the completion e-mail and the admins show it (issue 43),
// formatted once from graduation-summary.ts. Personal figures are written with their label first
// ("Months in the program: 17") and in dollars, never as a percentage or "N months": the site's
// figures check (tests/support/site-copy.ts) keeps those for the one set of marketing figures.
import { formatCents, formatDate } from "../format.ts";
import { REFUND_STATE_LABELS } from "../ledger/kinds.ts";
import { notEnrolledText } from "./debt-status.ts";
import type { ProgramFacts } from "./facts.ts";
import { graduationSummary } from "./graduation-summary.ts";
import type { ProgramProjection } from "./projection-shapes.ts";

export interface GraduationView {
  heading: string;
  /** "Completed on Mar 3, 2028". */
  endedOn: string;
  /** Label and value, in the order every place shows them. */
  totals: { label: string; value: string }[];
  debts: { creditor: string; enrolled: string; outcome: string; payments: string[] }[];
  /** The refund of what was left: its state's label, and whether it is done (no "due by" then). */
  refund: { amount: string; dueOn: string; state: string; completed: boolean } | null;
}

export const GRADUATION_LABELS = {
  heading: "Your program is complete",
  debts: "Debts enrolled",
  settled: "Total settled",
  saved: "Total saved, after our fees",
  fees: "Total fees paid",
  forgiven: "Total forgiven",
  months: "Months in the program",
  refund: "Refund of what was left",
} as const;

export function graduationView(
  facts: ProgramFacts,
  projection: ProgramProjection,
  _readerZone: string,
): GraduationView {
  const summary = graduationSummary(facts, projection);
  const { totals } = summary;
  const enrolled = summary.debts.filter((debt) => debt.enrolledCents !== null);
  return {
    heading: GRADUATION_LABELS.heading,
    endedOn: summary.endedOn ? `Completed on ${formatDate(summary.endedOn)}` : "Completed",
    totals: [
      { label: GRADUATION_LABELS.debts, value: `${enrolled.length} (${formatCents(totals.enrolledCents)})` },
      { label: GRADUATION_LABELS.settled, value: formatCents(totals.settledCents) },
      { label: GRADUATION_LABELS.saved, value: formatCents(totals.savedCents) },
      { label: GRADUATION_LABELS.fees, value: formatCents(totals.feesPaidCents) },
      { label: GRADUATION_LABELS.forgiven, value: formatCents(totals.forgivenCents) },
      { label: GRADUATION_LABELS.months, value: summary.months === null ? "—" : String(summary.months) },
      { label: GRADUATION_LABELS.refund, value: formatCents(totals.refundCents) },
    ],
    debts: summary.debts.map((debt) => ({
      creditor: debt.creditor,
      enrolled: debt.enrolledCents === null ? "—" : formatCents(debt.enrolledCents),
      outcome: debt.notEnrolled
        ? notEnrolledText(debt.notEnrolled)
        : debt.settlement
          ? `Settled for ${formatCents(debt.settlement.amountCents)} (fee ${formatCents(debt.settlement.feeCents)}, ${formatCents(debt.settlement.forgivenCents)} forgiven)${debt.status === "paid_off" && debt.since ? `, paid off on ${formatDate(debt.since)}` : ""}`
          : debt.status === "removed"
            ? `Removed from the program${debt.since ? ` on ${formatDate(debt.since)}` : ""}`
            : "Not settled",
      payments: (debt.settlement?.payments ?? []).map(
        (payment) =>
          `${formatCents(payment.amountCents)} due ${formatDate(payment.dueOn)}${payment.paidOn ? `, paid ${formatDate(payment.paidOn)}` : ""}`,
      ),
    })),
    refund: summary.refund
      ? {
          amount: formatCents(summary.refund.amountCents),
          dueOn: formatDate(summary.refund.dueOn),
          state: REFUND_STATE_LABELS[summary.refund.state],
          completed: summary.refund.state === "completed",
        }
      : null,
  };
}
