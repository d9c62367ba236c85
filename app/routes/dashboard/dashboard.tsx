import { useCallback, useState } from "react";
import { data, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { DashboardTabs } from "#app/components/dashboard/dashboard-tabs.tsx";
import { FinancialSummary } from "#app/components/dashboard/financial-summary.tsx";
import { PleaseSignIn } from "#app/components/dashboard/please-sign-in.tsx";
import { SessionEndedContext } from "#app/components/dashboard/session-context.ts";
import { useLoadFailureToasts } from "#app/components/dashboard/use-load-failure-toasts.ts";
import { useRevalidateOnReturn } from "#app/components/dashboard/use-revalidate-on-return.ts";
import { VerifyEmailNotice } from "#app/components/dashboard/verify-email-notice.tsx";
import { ErrorPanel } from "#app/components/errors/error-panel.tsx";
import { changesNothingShown, onlyTabChanged } from "#app/domain/dashboard/location.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { allowStoring } from "#app/server/personal-page.server.ts";
import type { Route } from "./+types/dashboard";
import { dashboardAction, signedOutReply } from "./dashboard-actions.server.ts";
import { everythingLoaded, loadDashboard } from "./dashboard-data.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: "My Dashboard | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

// /dashboard (spec section 2, "Customer dashboard"): signed-in only, checked here on the
// server; everything shown is read for the session's user alone.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return data({ signedOut: true as const }, { status: 401 });
  const dashboard = await loadDashboard(request, context, user);
  // A page whose panels all loaded may be served again while its rows stay the same (decision 36).
  if (everythingLoaded(dashboard)) allowStoring(context);
  // An application id that is not the user's: the page says so, with the status to match.
  return data(dashboard, { status: dashboard.selection.kind === "not-found" ? 404 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  return dashboardAction(request, context, user);
}

/**
 * Switching tabs shows what is already loaded: no trip to the server. A cancel refused because
 * the application changed meanwhile (409) reads it again, so the page shows the decision.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyTabChanged(currentUrl, nextUrl)) return false;
  if (changesNothingShown(formData)) return false;
  if (actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const [sessionEnded, setSessionEnded] = useState(false);
  const onSessionEnded = useCallback(() => setSessionEnded(true), []);
  useRevalidateOnReturn();
  useLoadFailureToasts(loaderData.signedOut ? null : loaderData);
  if (loaderData.signedOut || sessionEnded) return <PleaseSignIn returnTo={`${pathname}${search}`} />;
  const { user, summary } = loaderData;
  return (
    <SessionEndedContext value={onSessionEnded}>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">My Dashboard</h1>
        <p className="mt-2 break-words text-slate-700">Welcome back, {user.email}</p>
        {user.emailVerified ? null : <VerifyEmailNotice email={user.email} />}
        <FinancialSummary summary={summary} />
        <DashboardTabs dashboard={loaderData} />
      </div>
    </SessionEndedContext>
  );
}

/** The dashboard could not be read at all (its panels' own failures are shown in place). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPanel error={error} wayBack={{ href: "/", label: "Return home" }} />;
}
