import type { StatementLink } from "#app/domain/ledger/statement-view.ts";

/**
 * The monthly statements of a dedicated account (issue 44), newest month first, each as a PDF and
 * a CSV to download. Shared by My Program and the admins' account page.
 */
export function StatementsList({
  statements,
  heading,
}: {
  statements: readonly StatementLink[];
  heading: string;
}) {
  return (
    <ul aria-label={heading} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {statements.map((statement) => (
        <li key={statement.month} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <span className="font-medium text-slate-900">{statement.label}</span>
          <span className="flex flex-wrap gap-2">
            <a href={statement.pdf} download className={LINK}>
              PDF<span className="sr-only"> statement for {statement.label}</span>
            </a>
            <a href={statement.csv} download className={LINK}>
              CSV<span className="sr-only"> statement for {statement.label}</span>
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}

const LINK =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-blue-800 px-3 text-sm font-semibold text-blue-800 hover:bg-blue-50";
