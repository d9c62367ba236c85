import type { FeesReportView } from "#app/domain/admin/report-views.ts";
import { REPORT_WORDS as W } from "#app/domain/admin/reports.ts";
import { AdminTable, AMOUNT_CELL } from "../admin-table.tsx";
import { ReportChart, ReportSection, ROW_HEAD, TOTAL_ROW } from "./report-parts.tsx";

/** Fees earned by month: how many fees the ledger charged and their sum, with the total. */
export function FeesReport({
  view,
  months,
  csvHref,
}: {
  view: FeesReportView;
  months: number;
  csvHref: string;
}) {
  return (
    <ReportSection id="report-fees" title={W.fees.title} csvHref={csvHref}>
      <ReportChart title={`${W.fees.amount} by month`} kind="usd" bars={view.bars} />
      <AdminTable
        figuresOnly
        caption={W.fees.caption(months)}
        headers={[W.month, W.fees.count, W.fees.amount]}
      >
        {view.rows.map((row) => (
          <tr key={row.key} data-month={row.key}>
            <th scope="row" className={ROW_HEAD}>
              {row.label}
            </th>
            <td className={AMOUNT_CELL}>{row.count}</td>
            <td className={AMOUNT_CELL}>{row.amount}</td>
          </tr>
        ))}
        <tr className={TOTAL_ROW}>
          <th scope="row" className={ROW_HEAD}>
            {W.total}
          </th>
          <td className={AMOUNT_CELL}>{view.total.count}</td>
          <td className={AMOUNT_CELL}>{view.total.amount}</td>
        </tr>
      </AdminTable>
    </ReportSection>
  );
}
