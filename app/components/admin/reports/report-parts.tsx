import type { ReactNode } from "react";
import type { ReportBar } from "#app/domain/admin/report-views.ts";
import { REPORT_WORDS as W } from "#app/domain/admin/reports.ts";
import { MonthlyBarChartPlot } from "../monthly-bar-chart-plot.tsx";

// The pieces every report of /admin/reports is made of (issue 45): a section with its heading and
// its file, a chart drawn by the server (decision 51), and the table that holds its figures.

/** A report: its heading, its CSV (a plain link: a file, not a page), then its figures. */
export function ReportSection({
  id,
  title,
  csvHref,
  children,
}: {
  id: string;
  title: string;
  csvHref: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {csvHref ? (
          <a
            href={csvHref}
            download
            aria-label={W.downloadCsvOf(title)}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 font-semibold text-blue-800 underline hover:bg-slate-50"
          >
            {W.downloadCsv}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * A chart of a report's months. The drawing is hidden from screen readers (as every chart of
 * decision 51 is); its caption sends them to the table beside it, which holds the same figures as
 * text, so they are not read twice.
 */
export function ReportChart({
  title,
  kind,
  bars,
}: {
  title: string;
  kind: "count" | "usd";
  bars: readonly ReportBar[];
}) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="text-base font-semibold text-slate-900">
        {title}
        <span className="block text-sm font-normal text-slate-600">{W.chartNote}</span>
      </figcaption>
      <div className="mt-4">
        <MonthlyBarChartPlot bars={bars} kind={kind} />
      </div>
    </figure>
  );
}

export const ROW_HEAD = "whitespace-nowrap px-4 py-3 text-left font-medium text-slate-900";
export const TOTAL_ROW = "bg-slate-50 font-semibold";
