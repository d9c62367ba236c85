import {
  data,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
} from "react-router";
import { DashboardNav } from "#app/components/dashboard/dashboard-nav.tsx";
import { PleaseSignIn } from "#app/components/dashboard/please-sign-in.tsx";
import { SessionEndedContext, useSessionEndedState } from "#app/components/dashboard/session-context.ts";
import { unreachableReply } from "#app/components/dashboard/unreachable-reply.ts";
import { PortalStreamContext, useLivePortal } from "#app/components/dashboard/use-live-portal.ts";
import { useLoadFailureToasts } from "#app/components/dashboard/use-load-failure-toasts.ts";
import { useRevalidateOnReturn } from "#app/components/dashboard/use-revalidate-on-return.ts";
import { VerifyEmailNotice } from "#app/components/dashboard/verify-email-notice.tsx";
import { ErrorPanel } from "#app/components/errors/error-panel.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { legacyDashboardHref } from "#app/domain/dashboard/areas.ts";
import { everythingLoaded } from "#app/domain/dashboard/load-failures.ts";
import { changesNothingShown, onlyViewChanged } from "#app/domain/dashboard/location.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { refuseStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/layout";
import { dashboardFrameAction } from "./layout-actions.server.ts";
import { loadDashboardFrame } from "./layout-data.server.ts";
import { signedOutData, signedOutReply } from "./room.server.ts";

// /dashboard and its rooms (spec section 2, "Customer dashboard"; docs/decisions/0040): the frame
// every room shares (welcome line, the rooms' navigation; on the overview only, the confirmation
// notice and the financial summary: issue 21) around the room the address names. Signed-in only, checked here and again by every room's own
// loader and action: a layout does not protect its children.

export const meta: Route.MetaFunction = () => [
  { title: "My Dashboard | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

/** The one-page dashboard's addresses (`?tab=profile`) lead to their rooms, before anything is read. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const to = legacyDashboardHref(new URL(request.url));
    if (to) throw redirect(to, 301);
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Taken before this page reads anything: its stream then says whether it missed a change since.
  const liveSince = getServices(context).userFeed.now();
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  const frame = await loadDashboardFrame(context, user);
  // A room whose frame is missing a panel is never stored (decision 36).
  if (!everythingLoaded(frame)) refuseStoring(context);
  return data({ ...frame, liveSince });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  return dashboardFrameAction(request, context, user);
}

/**
 * The frame is read again after a room's action and when the address's query changes, not for a
 * sub-tab (its content is loaded) nor for a confirmation e-mail sent again. A cancel refused
 * because the application changed meanwhile (409) reads it again, so the summary shows the decision.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyViewChanged(currentUrl, nextUrl)) return false;
  if (changesNothingShown(formData)) return false;
  if (actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

/** The overview, My Applications (the index room): the only room showing the notice (and the summary: its own). */
const OVERVIEW_ROUTE_ID = "routes/dashboard/applications";

/** True when the frame's or any room's data says the session has ended (a request found it over). */
function useSignedOut(): boolean {
  return useMatches().some((match) => {
    const loaded = match.loaderData as { signedOut?: unknown } | undefined;
    return loaded?.signedOut === true;
  });
}

/** A form of the frame (the confirmation e-mail sent again) whose send was lost: its form says so. */
export const clientAction = answerWhenUnreachable(unreachableReply);

/** The frame (its idle-timeout warning is the root's SessionTimeoutWhenSignedIn). */
export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return <DashboardFrame loaderData={loaderData} />;
}

function DashboardFrame({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { pathname, search } = useLocation();
  const [sessionEnded, onSessionEnded] = useSessionEndedState();
  const signedOut = useSignedOut();
  const onOverview = useMatches().some((match) => match.id === OVERVIEW_ROUTE_ID);
  const ended = loaderData.signedOut || signedOut || sessionEnded;
  useRevalidateOnReturn();
  useLoadFailureToasts(loaderData.signedOut ? null : loaderData);
  const stream = useLivePortal(!ended, loaderData.signedOut ? undefined : loaderData.liveSince);
  if (loaderData.signedOut || ended) return <PleaseSignIn returnTo={`${pathname}${search}`} />;
  const { user } = loaderData;
  return (
    <SessionEndedContext value={onSessionEnded}>
      <PortalStreamContext value={stream.status === "live"}>
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h1 className="text-3xl font-bold text-slate-900">My Dashboard</h1>
          <p className="mt-2 break-words text-slate-700">Welcome back, {user.email}</p>
          <DashboardNav unreadMessages={loaderData.unreadMessages} />
          {/* Said once, on the overview (My Applications), not above every room (issue 21); the
              overview shows the financial summary itself, after its program cards (issue 43). */}
          {onOverview && !user.emailVerified ? <VerifyEmailNotice email={user.email} /> : null}
          <div className="pt-6">
            <Outlet />
          </div>
        </div>
      </PortalStreamContext>
    </SessionEndedContext>
  );
}

/** The dashboard could not be read at all (its panels' own failures are shown in place). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPanel error={error} wayBack={{ href: "/", label: "Return home" }} />;
}
