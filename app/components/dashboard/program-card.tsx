import { Link } from "react-router";
import type { ProgramCardView } from "#app/domain/dashboard/program-card.ts";
import { GraduationSummary } from "./program/graduation-summary.tsx";

/**
 * What My Applications leads with for a customer with a program (issue 43, "The landing page says
 * what is next"): while it runs, how many debts are resolved (a settled debt still being paid
 * said apart), the next deposit and the next thing to do with its deadline; once complete, the
 * graduation summary; after leaving, the day they left and the refund. Every word is the server's
 * (domain/dashboard/program-card.ts, from the program's one projection).
 */
export function ProgramCard({ card }: { card: ProgramCardView }) {
  const headingId = `program-card-${card.applicationId}`;
  // The next deposit has its own line; "see your graduation summary" is the card itself.
  const action =
    card.nextAction && card.nextAction.kind !== "next-deposit" && card.nextAction.kind !== "complete"
      ? card.nextAction
      : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-blue-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Your program <span className="font-normal text-slate-600">(application {card.number})</span>
      </h2>
      {card.graduation ? (
        <GraduationSummary view={card.graduation} id={`${headingId}-graduation`} level={3} />
      ) : (
        <>
          {card.ended ? <p className="mt-2 font-semibold text-slate-900">{card.ended}</p> : null}
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-sm text-slate-600">Progress</dt>
              <dd className="text-lg font-semibold text-slate-900" data-figure="progress">
                {card.progress}
              </dd>
              {card.paying ? <dd className="text-sm text-slate-700">{card.paying}</dd> : null}
            </div>
            {card.ended ? null : (
              <div className="min-w-0">
                <dt className="text-sm text-slate-600">Next deposit</dt>
                <dd className="text-lg font-semibold text-slate-900">
                  {card.nextDeposit ?? "None scheduled"}
                </dd>
              </div>
            )}
          </dl>
          {action ? (
            <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900">
              <span className="font-semibold">Next: </span>
              <Link to={action.href} className="text-blue-800 underline underline-offset-4">
                {action.text}
              </Link>
            </p>
          ) : null}
        </>
      )}
      <p className="mt-4">
        <Link to="/dashboard/program" className="font-semibold text-blue-800 underline underline-offset-4">
          Open My Program
        </Link>
      </p>
    </section>
  );
}
