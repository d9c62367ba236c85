import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { type DashboardLocation, dashboardHref } from "#app/domain/dashboard/location.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ApplicationListItemView, Loaded } from "#app/domain/dashboard/views.ts";
import { StatusBadge } from "./status-badge.tsx";

interface ApplicationListProps {
  applications: Loaded<ApplicationListItemView[]>;
  location: DashboardLocation;
  /** Which list this is, for screen readers ("Your applications"). */
  label: string;
}

/** The user's applications, newest first; each links to itself, the shown one marked current. */
export function ApplicationList({ applications, location, label }: ApplicationListProps) {
  if (!applications.ok) return <PanelMessage tone="error">{applications.message}</PanelMessage>;
  if (applications.value.length === 0) {
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
    <nav aria-label={label}>
      <ul className="space-y-2">
        {applications.value.map((app) => {
          const current = app.id === location.applicationId;
          return (
            <li key={app.id}>
              <Link
                to={dashboardHref({ ...location, applicationId: app.id })}
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
  );
}
