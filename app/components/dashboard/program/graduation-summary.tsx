import { DetailList } from "#app/components/ui/detail-list.tsx";
import type { GraduationView } from "#app/domain/projection/graduation-view.ts";

/**
 * The graduation summary (issue 43), as My Applications' program card and My Program show it:
 * when the program ended, its totals (debts enrolled, settled, saved after fees, fees paid,
 * forgiven, months in the program, the refund), each debt's settlement with its payments, and the
 * refund with where it stands. Every figure is the server's (domain/projection/graduation-view.ts).
 */
export function GraduationSummary({
  view,
  id,
  level,
}: {
  view: GraduationView;
  /** The heading's id, for the section's name. */
  id: string;
  level: 3 | 4;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  const Sub = level === 3 ? "h4" : "h5";
  return (
    <section aria-labelledby={id} className="mt-4 rounded-md border border-green-300 bg-green-50 p-4">
      <Heading id={id} className="text-lg font-semibold text-green-950">
        {view.heading}
      </Heading>
      <p className="mt-1 text-slate-800">{view.endedOn}</p>
      <DetailList className="mt-3" items={view.totals} />
      <Sub className="mt-4 font-semibold text-slate-900">Each debt</Sub>
      <ul className="mt-2 space-y-3">
        {view.debts.map((debt) => (
          <li key={`${debt.creditor}-${debt.enrolled}`} className="min-w-0 break-words">
            <p className="font-medium text-slate-900">
              {debt.creditor}
              {debt.enrolled === "—" ? null : (
                <span className="font-normal text-slate-700"> (enrolled at {debt.enrolled})</span>
              )}
            </p>
            <p className="text-slate-800">{debt.outcome}</p>
            {debt.payments.length > 0 ? (
              <ul
                className="mt-1 list-disc pl-6 text-sm text-slate-700"
                aria-label={`Payments to ${debt.creditor}`}
              >
                {debt.payments.map((payment) => (
                  <li key={payment}>{payment}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {view.refund ? (
        <p className="mt-4 text-slate-800">
          Refund of what was left: <strong>{view.refund.amount}</strong>, {view.refund.state.toLowerCase()}
          {view.refund.completed ? "" : `, due by ${view.refund.dueOn}`}.
        </p>
      ) : null}
    </section>
  );
}
