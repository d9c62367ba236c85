import { Link, useLocation, useNavigation } from "react-router";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import {
  type AuditLogQuery,
  auditLogHref,
  EMPTY_AUDIT_LOG_QUERY,
  isFiltered,
} from "#app/domain/admin/audit-log-query.ts";
import type { AuditLogPageData } from "#app/domain/admin/audit-log-views.ts";
import { AUDIT_LOG_REFUSALS, AUDIT_LOG_MESSAGES as M } from "#app/domain/audit/labels.ts";
import { AuditLogFilters } from "./audit-log-filters.tsx";
import { AuditLogTable } from "./audit-log-table.tsx";

/** The Audit Log (issue 12): filters, the entries of one page, and the neighbouring pages. */
export function AuditLogPage({ page }: { page: AuditLogPageData }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/audit-log";
  const query = page.ok || page.kind === "failed" ? page.query : EMPTY_AUDIT_LOG_QUERY;
  return (
    <section aria-labelledby="audit-log-title" className="space-y-6">
      <div>
        <h1 id="audit-log-title" className="text-2xl font-bold text-slate-900">
          {M.title}
        </h1>
        <p className="mt-1 text-slate-700">{M.intro}</p>
      </div>
      <AuditLogFilters query={query} />
      <p role="status" className="text-sm text-slate-700">
        {loading ? M.loading : page.ok ? countText(page.rows.length, page.query) : ""}
      </p>
      <PanelBoundary name="the audit log">
        <Entries page={page} />
      </PanelBoundary>
      {page.ok ? (
        <PageLinks
          cursor={{
            first: page.query.cursor
              ? { href: auditLogHref({ ...page.query, cursor: null }), text: "Newest entries" }
              : null,
            previous: page.newerHref ? { href: page.newerHref, text: "Newer entries" } : null,
            next: page.olderHref ? { href: page.olderHref, text: "Older entries" } : null,
          }}
          label="Pages of the audit log"
          preventScrollReset={false}
        />
      ) : null}
    </section>
  );
}

function Entries({ page }: { page: AuditLogPageData }) {
  const { pathname, search } = useLocation();
  if (!page.ok && page.kind === "refused") {
    return (
      <PanelMessage tone="error">
        <p className="font-semibold">{page.message}</p>
        <ul className="mt-2 list-disc pl-5">
          {page.problems.map((problem) => (
            <li key={problem}>{AUDIT_LOG_REFUSALS[problem]}</li>
          ))}
        </ul>
        <Link to="/admin/audit-log" className="mt-2 inline-block font-semibold underline">
          Show every entry
        </Link>
      </PanelMessage>
    );
  }
  if (!page.ok) {
    return (
      <PanelMessage tone="error">
        <p>{page.message}</p>
        {/* A plain link: a fresh request, which works whatever state the page is in. */}
        <a href={`${pathname}${search}`} className="mt-2 inline-block font-semibold underline">
          Try again
        </a>
      </PanelMessage>
    );
  }
  if (page.rows.length === 0) {
    return <PanelMessage tone="info">{isFiltered(page.query) ? M.emptyFiltered : M.empty}</PanelMessage>;
  }
  return <AuditLogTable rows={page.rows} />;
}

/** "Showing 20 entries, newest first", with what they are filtered by. */
function countText(shown: number, query: AuditLogQuery): string {
  if (shown === 0) return "No entries";
  const what = `${shown.toLocaleString("en-US")} entr${shown === 1 ? "y" : "ies"}`;
  return `Showing ${what}${isFiltered(query) ? " matching the filters" : ""}, newest first`;
}
