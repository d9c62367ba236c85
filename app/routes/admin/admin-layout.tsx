import { Link, Outlet, useLoaderData } from "react-router";
import { AdminSidebar } from "#app/components/admin/admin-sidebar.tsx";
import { ErrorPanel } from "#app/components/errors/error-panel.tsx";
import { DEMO_WORDS, type DemoStatus } from "#app/domain/demo/demo-clock.ts";
import { TWO_FACTOR_MESSAGES } from "#app/domain/two-factor-messages.ts";
import { getServices } from "#app/server/context.server.ts";
import { demoStatusOf } from "#app/server/demo/demo-status.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { teamUnreadConversations } from "#app/server/models/message/conversations.server.ts";
import type { Route } from "./+types/admin-layout";

// Every /admin/* request passes here first: sign-in, then admin rights, on the server.
// Each admin loader and action checks again: a layout does not protect its children's actions.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    await requireAdmin(request, context);
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const services = getServices(context);
  const { env, db } = services;
  return {
    // The demonstration (`npm run demo`): a banner on every admin page, and the clock's link.
    demo: demoStatusOf(services),
    twoFactorEnabled: admin.twoFactorEnabled,
    twoFactorRequired: env.adminTwoFactor === "required",
    // The sidebar's Messages count (issue 25): a count that cannot be read is not shown.
    messagesUnread: await teamUnreadConversations(db).catch((error: unknown) => {
      logFailure("the Messages count could not be read", error);
      return 0;
    }),
  };
}

/** The admin frame: skip link, sidebar, the header's fixed 'Admin User' label (spec), the page. */
type Enrollment = "asked" | "required" | null;

function AdminChrome({
  children,
  enrol = null,
  messagesUnread = 0,
  demo = null,
}: {
  children: React.ReactNode;
  enrol?: Enrollment;
  messagesUnread?: number;
  demo?: DemoStatus | null;
}) {
  return (
    <div className="min-h-screen md:flex">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-blue-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <AdminSidebar messagesUnread={messagesUnread} demo={demo !== null} />
      <div className="min-w-0 flex-1">
        {demo ? (
          <p
            role="note"
            className="border-b border-violet-300 bg-violet-50 px-4 py-2 text-violet-950 sm:px-6"
          >
            {DEMO_WORDS.banner(demo)}{" "}
            <Link to="/admin/demo" className="font-semibold underline">
              Move the clock
            </Link>
          </p>
        ) : null}
        <header className="flex items-center justify-end border-b border-slate-200 px-4 py-4 sm:px-6">
          <span className="font-medium text-slate-700">Admin User</span>
        </header>
        <main id="main-content" tabIndex={-1} className="px-4 py-8 sm:px-6">
          {enrol === "asked" ? (
            <p role="note" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
              {TWO_FACTOR_MESSAGES.banner}{" "}
              <Link to="/admin/settings" className="font-semibold underline">
                Go to Settings
              </Link>
            </p>
          ) : null}
          {enrol === "required" ? (
            <p role="note" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
              {TWO_FACTOR_MESSAGES.requiredBanner}
            </p>
          ) : null}
          {children}
        </main>
      </div>
    </div>
  );
}

export default function AdminLayout() {
  const { twoFactorEnabled, twoFactorRequired, messagesUnread, demo } = useLoaderData<typeof loader>();
  const enrol: Enrollment = twoFactorEnabled ? null : twoFactorRequired ? "required" : "asked";
  return (
    <AdminChrome enrol={enrol} messagesUnread={messagesUnread} demo={demo}>
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
