import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { ApplicationsTab } from "#app/components/dashboard/applications-tab.tsx";
import { SignAgreementCallout } from "#app/components/dashboard/program/sign-agreement-callout.tsx";
import { LoadFailureToasts, ReplyToast } from "#app/components/dashboard/room-toasts.tsx";
import { ErrorPanel } from "#app/components/errors/error-panel.tsx";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { HTML_ONLY, loadAsDocument } from "#app/components/page-scripts.ts";
import { everythingLoaded } from "#app/domain/dashboard/load-failures.ts";
import { onlyViewChanged } from "#app/domain/dashboard/location.ts";
import { PROGRAM_MESSAGES } from "#app/domain/enrollment/program-view.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { hasUnsignedPlan } from "#app/server/models/enrollment/customer-reads.server.ts";
import { allowStoring, refuseStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/applications";
import { applicationsAction } from "./applications-actions.server.ts";
import { loadApplicationChoice } from "./applications-data.server.ts";
import { attempt, signedOutData, signedOutReply } from "./room.server.ts";

// My Applications (/dashboard, the first room; spec section 2): the list, newest first, and the
// chosen application's Overview, Application Details and Account Details (?application=&view=&page=).
// Sent without React (docs/decisions/0055): its sub-tabs, its Cancel's confirmation and its live
// refresh are the frame's own script; the Cancel is posted as a page.

export const handle = HTML_ONLY;

/** Reached from a room with React, it is loaded as a page, so its own scripts run (page-scripts.ts). */
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  const [room, agreementWaiting] = await Promise.all([
    loadApplicationChoice(request, context, user),
    // Issue 22: an approved plan waiting for the customer's signature is said first.
    attempt("agreement", PROGRAM_MESSAGES.failedLoad, () =>
      hasUnsignedPlan(getServices(context).db, user.id),
    ),
  ]);
  // A page whose panels all loaded may be served again while its rows stay the same (decision 36).
  if (everythingLoaded(room) && agreementWaiting.ok) allowStoring(context);
  else refuseStoring(context);
  // An application id that is not the user's: the page says so, with the status to match.
  return data(
    { ...room, agreementWaiting: agreementWaiting.ok && agreementWaiting.value },
    { status: room.selection.kind === "not-found" ? 404 : 200 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  return applicationsAction(request, context, user);
}

/** A sub-tab shows what is loaded; a cancel refused because the application changed (409) reads it again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyViewChanged(currentUrl, nextUrl)) return false;
  if (actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

export default function ApplicationsRoom({ loaderData }: Route.ComponentProps) {
  // The frame says 'Please Sign In' when the session has ended.
  if (loaderData.signedOut) return null;
  return (
    <PanelBoundary name="your applications">
      {/* Kept current by the frame's script (data-live), the Cancel form and its dialog with it. */}
      <div id="applications-room" data-live>
        {loaderData.agreementWaiting ? <SignAgreementCallout /> : null}
        <ApplicationsTab room={loaderData} />
      </div>
      <ReplyToast />
      <LoadFailureToasts data={loaderData} />
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPanel error={error} headingLevel={2} wayBack={{ href: "/", label: "Return home" }} />;
}
