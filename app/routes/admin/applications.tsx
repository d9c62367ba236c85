import { LiveIndicator } from "#app/components/admin/live-indicator.tsx";
import { useLiveApplications } from "#app/components/admin/use-live-applications.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [{ title: "Applications Management | Harborline Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

// The admin back-office issue builds this screen. The live indicator is mounted here until
// then (tests/e2e/admin-live-updates.spec.ts follows it); the real page keeps both lines.
export default function AdminPage() {
  const live = useLiveApplications();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Applications Management</h1>
      <LiveIndicator {...live} />
      <p className="mt-2 text-slate-700">This part of the back office is being built.</p>
    </section>
  );
}
