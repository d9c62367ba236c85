import { useLocation } from "react-router";
import { DashboardFigures } from "#app/components/admin/dashboard-figures.tsx";
import { LegalNoticesPanel } from "#app/components/admin/legal-notices-panel.tsx";
import { WorkQueuePanel } from "#app/components/admin/work-queue/work-queue-panel.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { DASHBOARD_LABELS as L } from "#app/domain/admin/dashboard.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/dashboard";
import { loadAdminDashboard, loadLegalNotices } from "./dashboard-data.server.ts";
import { loadWorkQueueCounts } from "./work-queue-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard | Harborline Admin" }];

// /admin/dashboard (spec section 2, "Admin area"): four figures and two charts of the last 6
// months, read by the database in one query for admins only; then the legal notices customers
// uploaded that no admin has opened yet (issue 22), and the Work Queue's count per section, each
// linking to its section (issue 24). Read-only; a React page like every admin page (issue 42).

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, clock } = getServices(context);
  const [figures, legalNotices, workQueue] = await Promise.all([
    loadAdminDashboard(context, admin.timeZone),
    loadLegalNotices(context, admin.timeZone),
    loadWorkQueueCounts(db, clock.now(), admin.id),
  ]);
  return { ...figures, legalNotices, workQueue };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title" className="text-2xl font-bold text-slate-900">
        {L.title}
      </h1>
      <div className="mt-6">
        {loaderData.ok ? (
          <DashboardFigures view={loaderData.view} />
        ) : (
          <PanelMessage tone="error">
            <p>{loaderData.message}</p>
            {/* A plain link: a fresh request, which works whatever state the page is in. */}
            <a href={`${pathname}${search}`} className="mt-2 inline-block font-semibold underline">
              Try again
            </a>
          </PanelMessage>
        )}
      </div>
      <LegalNoticesPanel notices={loaderData.legalNotices} />
      <WorkQueuePanel counts={loaderData.workQueue} />
    </section>
  );
}
