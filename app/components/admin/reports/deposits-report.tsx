import type { DepositsReportView } from "#app/domain/admin/report-views.ts";
import { REPORT_WORDS as W } from "#app/domain/admin/reports.ts";
import { AdminTable, AMOUNT_CELL } from "../admin-table.tsx";
import { ReportChart, ReportSection, ROW_HEAD, TOTAL_ROW } from "./report-parts.tsx";

const D = W.deposits;
const HEADERS = [W.month, D.cleared, D.clearedAmount, D.returned, D.returnedAmount, D.returnRate];

/** Deposits cleared and returned by month: two charts (one color each, decision 51) and one table. */
export function DepositsReport({
  view,
  months,
  csvHref,
}: {
  view: DepositsReportView;
  months: number;
  csvHref: string;
}) {
  return (
    <ReportSection id="report-deposits" title={D.title} csvHref={csvHref}>
      <div className="grid gap-6 xl:grid-cols-2">
        <ReportChart title={`${D.clearedTitle} by month`} kind="usd" bars={view.clearedBars} />
        <ReportChart title={`${D.returnedTitle} by month`} kind="usd" bars={view.returnedBars} />
      </div>
      <AdminTable figuresOnly caption={D.caption(months)} headers={HEADERS}>
        {view.rows.map((row) => (
          <tr key={row.key} data-month={row.key}>
            <th scope="row" className={ROW_HEAD}>
              {row.label}
            </th>
            <td className={AMOUNT_CELL}>{row.cleared}</td>
            <td className={AMOUNT_CELL}>{row.clearedAmount}</td>
            <td className={AMOUNT_CELL}>{row.returned}</td>
            <td className={AMOUNT_CELL}>{row.returnedAmount}</td>
            <td className={AMOUNT_CELL}>{row.returnRate}</td>
          </tr>
        ))}
        <tr className={TOTAL_ROW}>
          <th scope="row" className={ROW_HEAD}>
            {W.total}
          </th>
          <td className={AMOUNT_CELL}>{view.total.cleared}</td>
          <td className={AMOUNT_CELL}>{view.total.clearedAmount}</td>
          <td className={AMOUNT_CELL}>{view.total.returned}</td>
          <td className={AMOUNT_CELL}>{view.total.returnedAmount}</td>
          <td className={AMOUNT_CELL}>{view.total.returnRate}</td>
        </tr>
      </AdminTable>
    </ReportSection>
  );
}
