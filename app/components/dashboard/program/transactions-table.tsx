import type { TransactionLine } from "#app/domain/ledger/statement-view.ts";

/**
 * A dedicated account's transactions (issue 44), one row each: the bank day (and, under it, when
 * it was posted in the reader's zone), what it was, the creditor where there is one, the amount
 * and the balance after it. On a narrow screen the creditor moves under the description.
 */
export function TransactionsTable({
  lines,
  caption,
}: {
  lines: readonly TransactionLine[];
  caption: string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-600">
          <th scope="col" className="py-2 pr-3">
            Date
          </th>
          <th scope="col" className="py-2 pr-3">
            Transaction
          </th>
          <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
            Creditor
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            Amount
          </th>
          <th scope="col" className="py-2 text-right">
            Balance after
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className="border-b border-slate-200 align-top">
            <td className="py-2 pr-3 text-slate-900">
              <span className="whitespace-nowrap">{line.date}</span>
              <span className="block text-xs text-slate-600">Posted {line.posted}</span>
            </td>
            <td className="py-2 pr-3 text-slate-900">
              {line.description}
              {line.creditor ? (
                <span className="block text-xs text-slate-600 sm:hidden">Creditor: {line.creditor}</span>
              ) : null}
            </td>
            <td className="hidden py-2 pr-3 text-slate-900 sm:table-cell">{line.creditor || "—"}</td>
            <td
              className={`whitespace-nowrap py-2 pr-3 text-right font-medium ${line.credit ? "text-green-800" : "text-slate-900"}`}
            >
              {line.amount}
            </td>
            <td className="whitespace-nowrap py-2 text-right text-slate-900">{line.balanceAfter}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
