import { Fragment, useEffect } from "react";
import { Link } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { ApplicationsPageData } from "#app/domain/admin/application-views.ts";
import { pagesText } from "#app/domain/admin/applications-query.ts";
import { ApplicationActions } from "./application-actions.tsx";
import { ApplicationDetails } from "./application-details-lazy.tsx";
import { ExpandButton } from "./expand-button.tsx";
import { StatusAndProgress } from "./status-and-progress.tsx";

type LoadedPage = Extract<ApplicationsPageData, { ok: true }>;

const HEADERS = ["Applicant", "Date Submitted", "Status & Progress", "Actions", "Details"];

/**
 * The applications of one page (spec section 2's columns). A row's details open in a row
 * below it, not a dialog; which one is open lives in the address, so a reload keeps it.
 */
export function ApplicationsTable({ page }: { page: LoadedPage }) {
  return (
    // `relative`: the hidden labels inside (sr-only, absolutely placed) are held by this scrolling
    // box; without it they were placed beyond the table and the page scrolled sideways (issue 21).
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">
          Applications, page {page.query.page} of {pagesText(page.pageCount, page.more)}, newest first
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {page.rows.map((row) => {
            const open = page.openId === row.id && page.expanded !== null;
            const detailsId = `application-details-${row.id}`;
            return (
              <Fragment key={row.id}>
                <tr className="align-top">
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">
                      {row.customerHref ? (
                        <Link to={row.customerHref} className="text-blue-800 underline">
                          {row.name}
                        </Link>
                      ) : (
                        row.name
                      )}
                    </p>
                    <p className="break-all text-slate-700">{row.email}</p>
                    <p className="text-slate-700">{row.phone}</p>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{row.submitted}</td>
                  <td className="px-4 py-3">
                    <StatusAndProgress row={row} />
                  </td>
                  <td className="px-4 py-3">
                    <ApplicationActions row={row} />
                  </td>
                  <td className="px-4 py-3">
                    <ExpandButton query={page.query} row={row} open={open} controls={detailsId} />
                  </td>
                </tr>
                {open && page.expanded ? (
                  <tr id={detailsId} className="bg-slate-50">
                    <td colSpan={HEADERS.length} className="px-4 py-4">
                      {"failed" in page.expanded ? (
                        <FailedDetails message={page.expanded.failed} />
                      ) : (
                        <ApplicationDetails row={row} expanded={page.expanded} />
                      )}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The open row's details could not be read: said in place and as the spec's toast. */
function FailedDetails({ message }: { message: string }) {
  useEffect(() => notify("error", message, "application-details-load"), [message]);
  return <PanelMessage tone="error">{message}</PanelMessage>;
}
