import { Outlet } from "react-router";
import { AdminSidebar } from "#app/components/admin/admin-sidebar.tsx";
import { ErrorPanel } from "#app/components/errors/error-panel.tsx";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/admin-layout";

// Every /admin/* request passes here first: sign-in, then admin rights, on the server.
// Each admin loader and action checks again: a layout does not protect its children's actions.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    await requireAdmin(request, context);
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

function AdminChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen md:flex">
      <AdminSidebar />
      <div className="flex-1">
        <header className="flex items-center justify-end border-b border-slate-200 px-6 py-4">
          <span className="font-medium text-slate-700">Admin User</span>
        </header>
        <main id="main-content" className="px-6 py-8">
          {children}
        </main>
      </div>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <AdminChrome>
      <Outlet />
    </AdminChrome>
  );
}

/** An admin page that fails keeps the sidebar: every other page stays one click away. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminChrome>
      <ErrorPanel
        error={error}
        wayBack={{ href: "/admin/dashboard", label: "Back to the admin dashboard" }}
      />
    </AdminChrome>
  );
}
