import { useEffect } from "react";
import { useNavigation } from "react-router";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { LiveIndicator } from "#app/components/live/live-indicator.tsx";
import { notify } from "#app/components/toaster.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import {
  type ApplicationsPageData,
  APPLICATIONS_MESSAGES as M,
} from "#app/domain/admin/application-views.ts";
import { APPLICATIONS_PAGE_SIZE, applicationsHref } from "#app/domain/admin/applications-query.ts";
import { useLiveApplications } from "../use-live-applications.ts";
import { ApplicationsTable } from "./applications-table.tsx";
import { ApplicationsToolbar } from "./applications-toolbar.tsx";

/**
 * Applications Management (spec section 2): search, filters, the table and its pages.
 * `liveSince`: when the page's data was read, a stamp of the live feed's clock.
 */
export function ApplicationsPage({ page, liveSince }: { page: ApplicationsPageData; liveSince: number }) {
  const navigation = useNavigation();
  // Changes made elsewhere (another admin, a customer, a new submission) read the page again,
  // keeping the address's search, filter, page and open row.
  const live = useLiveApplications(liveSince);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/applications";
  useEffect(() => {
    if (!page.ok) notify("error", page.message, "applications-load");
  }, [page]);

  return (
    <section aria-labelledby="applications-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="applications-title" className="text-2xl font-bold text-slate-900">
          {M.title}
        </h1>
        <LiveIndicator {...live} />
      </div>
      <ApplicationsToolbar query={page.query} />
      <p role="status" className="text-sm text-slate-700">
        {loading
          ? M.loading
          : page.ok
            ? countText(page.query.page, page.rows.length, page.total, page.more)
            : ""}
      </p>
      <PanelBoundary name="the applications">
        {!page.ok ? (
          <PanelMessage tone="error">{page.message}</PanelMessage>
        ) : page.rows.length === 0 ? (
          <PanelMessage tone="info">{M.empty}</PanelMessage>
        ) : (
          <ApplicationsTable page={page} />
        )}
      </PanelBoundary>
      {page.ok && (page.pageCount > 1 || page.more) ? (
        <PageLinks
          page={page.query.page}
          pageCount={page.pageCount}
          more={page.more}
          hrefFor={(to) => applicationsHref({ ...page.query, page: to })}
          label="Pages of applications"
        />
      ) : null}
    </section>
  );
}

/** "Showing 21–40 of 1,234 applications", or "of more than 1,000" when a search stopped counting. */
function countText(pageNumber: number, shown: number, total: number, more: boolean): string {
  if (total === 0) return "No applications";
  const first = (pageNumber - 1) * APPLICATIONS_PAGE_SIZE + 1;
  const last = first + shown - 1;
  const of = `${more ? "more than " : ""}${total.toLocaleString("en-US")}`;
  if (shown === 0) return `Page ${pageNumber} is past the last of ${of} applications`;
  return `Showing ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${of} application${total === 1 ? "" : "s"}`;
}
