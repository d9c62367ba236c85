import { Link } from "react-router";
import type { RefundsReportView } from "#app/domain/admin/report-views.ts";
import { REPORT_WORDS as W } from "#app/domain/admin/reports.ts";
import { AdminTable, AMOUNT_CELL } from "../admin-table.tsx";
import { ReportChart, ReportSection, ROW_HEAD, TOTAL_ROW } from "./report-parts.tsx";

const R = W.refunds;
const HEADERS = [W.month, R.due, R.amount, R.onTime, R.late, R.open, R.overdueNow];

/**
 * Refunds due and overdue: every open refund now (not yet due, and overdue: said in words, never
 * by color alone), then the refunds of each month by what became of them.
 */
export function RefundsReport({
  view,
  months,
  csvHref,
}: {
  view: RefundsReportView;
  months: number;
  csvHref: string;
}) {
  return (
    <ReportSection id="report-refunds" title={R.title} csvHref={csvHref}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{R.openDue}</dt>
          <dd className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">
            {view.notDue.count} <span className="text-base font-semibold">({view.notDue.amount})</span>
          </dd>
        </div>
        <div
          className={`rounded-lg border p-5 shadow-sm ${view.anyOverdue ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
        >
          <dt className={`text-sm font-medium ${view.anyOverdue ? "text-red-800" : "text-slate-600"}`}>
            {R.overdue}
          </dt>
          <dd
            className={`mt-2 text-2xl font-bold tabular-nums ${view.anyOverdue ? "text-red-800" : "text-slate-900"}`}
          >
            {view.overdue.count} <span className="text-base font-semibold">({view.overdue.amount})</span>
          </dd>
        </div>
      </dl>
      {view.anyOverdue ? (
        <p>
          <Link to="/admin/money" className="font-semibold text-blue-800 underline">
            {R.listLink}
          </Link>
        </p>
      ) : null}
      <ReportChart title={`${R.chartTitle} by month`} kind="usd" bars={view.bars} />
      <AdminTable figuresOnly caption={R.caption(months)} headers={HEADERS}>
        {view.rows.map((row) => (
          <tr key={row.key} data-month={row.key} className={row.hasOverdue ? "bg-red-50" : undefined}>
            <th scope="row" className={ROW_HEAD}>
              {row.label}
            </th>
            <td className={AMOUNT_CELL}>{row.due}</td>
            <td className={AMOUNT_CELL}>{row.amount}</td>
            <td className={AMOUNT_CELL}>{row.onTime}</td>
            <td className={AMOUNT_CELL}>{row.late}</td>
            <td className={AMOUNT_CELL}>{row.open}</td>
            <td className={row.hasOverdue ? `${AMOUNT_CELL} font-semibold text-red-800` : AMOUNT_CELL}>
              {row.overdue}
            </td>
          </tr>
        ))}
        <tr className={TOTAL_ROW}>
          <th scope="row" className={ROW_HEAD}>
            {W.total}
          </th>
          <td className={AMOUNT_CELL}>{view.total.due}</td>
          <td className={AMOUNT_CELL}>{view.total.amount}</td>
          <td className={AMOUNT_CELL}>{view.total.onTime}</td>
          <td className={AMOUNT_CELL}>{view.total.late}</td>
          <td className={AMOUNT_CELL}>{view.total.open}</td>
          <td className={AMOUNT_CELL}>{view.total.overdue}</td>
        </tr>
      </AdminTable>
    </ReportSection>
  );
}
