import { data, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import { ApplicationsTab } from "#app/components/dashboard/applications-tab.tsx";
import { FinancialSummary } from "#app/components/dashboard/financial-summary.tsx";
import { SignAgreementCallout } from "#app/components/dashboard/program/sign-agreement-callout.tsx";
import { ProgramCard } from "#app/components/dashboard/program-card.tsx";
import { unreachableReply } from "#app/components/dashboard/unreachable-reply.ts";
import { useLoadFailureToasts } from "#app/components/dashboard/use-load-failure-toasts.ts";
import { ErrorPanel } from "#app/components/errors/error-panel.tsx";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
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
import type { loader as frameLoader } from "./layout.tsx";
import { attempt, signedOutData, signedOutReply } from "./room.server.ts";

// My Applications (/dashboard, the first room; spec section 2): the list, newest first, and the
// chosen application's Overview, Application Details and Account Details (?application=&view=&page=).
// A customer with a program is first told where it stands and what is next (issue 43: a card per
// program, then the frame's financial summary). The Cancel asks first (ConfirmForm), and is posted
// as a page without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  const [room, agreementWaiting] = await Promise.all([
    loadApplicationChoice(request, context, user, { withProgramCards: true }),
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

/** A cancel whose send was lost: its dialog says so, and nothing changed. */
export const clientAction = answerWhenUnreachable(unreachableReply);

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
  useLoadFailureToasts(loaderData.signedOut ? null : loaderData);
  const frame = useRouteLoaderData<typeof frameLoader>("routes/dashboard/layout");
  // The frame says 'Please Sign In' when the session has ended.
  if (loaderData.signedOut) return null;
  return (
    <PanelBoundary name="your applications">
      <div className="space-y-8">
        {loaderData.agreementWaiting ? <SignAgreementCallout /> : null}
        {loaderData.programs.map((card) => (
          <ProgramCard key={card.applicationId} card={card} />
        ))}
        {frame && !frame.signedOut ? <FinancialSummary summary={frame.summary} /> : null}
        <ApplicationsTab room={loaderData} />
      </div>
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPanel error={error} headingLevel={2} wayBack={{ href: "/", label: "Return home" }} />;
}
