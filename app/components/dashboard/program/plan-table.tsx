import type { PlanView } from "#app/domain/enrollment/plan-view.ts";

/** The plan's debts, each with its balance, expected settlement, fee and month (issue 22). */
export function PlanTable({ plan, caption }: { plan: PlanView; caption: string }) {
  return (
    // No sideways scrolling at 375 px: the columns narrow and the headings wrap instead.
    <div>
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Creditor
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Balance
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Expected settlement
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Fee
            </th>
            <th scope="col" className="py-2 font-semibold">
              Expected month
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {plan.debts.map((debt) => (
            <tr key={debt.id}>
              <th scope="row" className="break-words py-2 pr-3 font-medium">
                {debt.creditor}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{debt.balance}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{debt.settlement}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{debt.fee}</td>
              <td className="py-2">{debt.expectedMonth}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="py-2 pr-3">
              Total
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{plan.totals.balance}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{plan.totals.settlement}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{plan.totals.fee}</td>
            <td className="py-2">{plan.endMonth}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
