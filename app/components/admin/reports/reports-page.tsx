import { Link } from "react-router";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { ReportsPageData } from "#app/domain/admin/report-views.ts";
import {
  FEE_COMPLIANCE_PATH,
  REPORT_MONTH_CHOICES,
  reportCsvHref,
  reportPageHref,
  REPORT_WORDS as W,
} from "#app/domain/admin/reports.ts";
import { DepositsReport } from "./deposits-report.tsx";
import { FeesReport } from "./fees-report.tsx";
import { RefundsReport } from "./refunds-report.tsx";
import { ReportSection } from "./report-parts.tsx";

/** /admin/reports: the period, the three monthly reports and the fee compliance export. */
export function ReportsPage({ page }: { page: ReportsPageData }) {
  const { months } = page;
  return (
    <section aria-labelledby="reports-title" className="space-y-10">
      <div>
        <h1 id="reports-title" className="text-2xl font-bold text-slate-900">
          {W.title}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">{W.intro}</p>
        <nav aria-label={W.period} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {REPORT_MONTH_CHOICES.map((choice) => (
              <li key={choice}>
                <Link
                  to={reportPageHref(choice)}
                  aria-current={choice === months ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-md border px-3 font-semibold ${
                    choice === months
                      ? "border-blue-800 bg-blue-800 text-white"
                      : "border-slate-300 text-blue-800 underline hover:bg-slate-50"
                  }`}
                >
                  {W.lastMonths(choice)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {page.ok ? (
        <>
          <PanelBoundary name="the fees report">
            <FeesReport view={page.view.fees} months={months} csvHref={reportCsvHref("fees", months)} />
          </PanelBoundary>
          <PanelBoundary name="the refunds report">
            <RefundsReport
              view={page.view.refunds}
              months={months}
              csvHref={reportCsvHref("refunds", months)}
            />
          </PanelBoundary>
          <PanelBoundary name="the deposits report">
            <DepositsReport
              view={page.view.deposits}
              months={months}
              csvHref={reportCsvHref("deposits", months)}
            />
          </PanelBoundary>
        </>
      ) : (
        <PanelMessage tone="error">
          <p>{page.message}</p>
          {/* A plain link: a fresh request, which works whatever state the page is in. */}
          <a href={reportPageHref(months)} className="mt-2 inline-block font-semibold underline">
            {W.tryAgain}
          </a>
        </PanelMessage>
      )}
      <ReportSection id="report-fee-compliance" title={W.compliance.title} csvHref={null}>
        <p className="max-w-3xl text-slate-700">{W.compliance.body}</p>
        <a
          href={FEE_COMPLIANCE_PATH}
          download
          className="inline-flex min-h-11 items-center rounded-md bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900"
        >
          {W.compliance.download}
        </a>
      </ReportSection>
    </section>
  );
}
