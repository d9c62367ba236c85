import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { type ApplicationChoice, applicationChoiceHref } from "#app/domain/dashboard/location.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ApplicationListPageView, Loaded } from "#app/domain/dashboard/views.ts";
import { StatusBadge } from "../application/status-badge.tsx";

interface ApplicationListProps {
  applications: Loaded<ApplicationListPageView>;
  choice: ApplicationChoice;
  /** The room the list is in: its links stay there. */
  path: string;
  /** Which list this is, for screen readers ("Your applications"). */
  label: string;
}

/**
 * One page of the user's applications, newest first; each links to itself, the shown one
 * marked current. Links to the other pages keep the application shown, and its links keep the page.
 */
export function ApplicationList({ applications, choice, path, label }: ApplicationListProps) {
  if (!applications.ok) return <PanelMessage tone="error">{applications.message}</PanelMessage>;
  const { items, page, pageCount } = applications.value;
  const here = { ...choice, page };
  if (items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
        <p className="text-slate-700">You have no applications yet.</p>
        <ButtonLink to="/apply" className="mt-4">
          {M.emptyApplications}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <nav aria-label={label}>
        <ul className="space-y-2">
          {items.map((app) => {
            const current = app.id === choice.applicationId;
            return (
              <li key={app.id}>
                <Link
                  to={applicationChoiceHref(path, { ...here, applicationId: app.id })}
                  preventScrollReset
                  aria-current={current ? "true" : undefined}
                  className={`block rounded-lg border p-3 hover:border-blue-700 ${
                    current ? "border-blue-800 bg-blue-50" : "border-slate-200 bg-white"
                  }`}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">Application #{app.number}</span>
                    <StatusBadge status={app.status} label={app.statusLabel} />
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {app.debt} · Submitted {app.submitted}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {pageCount > 1 ? (
        <PageLinks
          page={page}
          pageCount={pageCount}
          hrefFor={(to) => applicationChoiceHref(path, { ...here, page: to })}
          label="Pages of the application list"
        />
      ) : null}
    </div>
  );
}
