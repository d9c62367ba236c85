import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { DedicatedAccount } from "#app/components/dashboard/program/dedicated-account.tsx";
import { ProgramPlan } from "#app/components/dashboard/program/program-plan.tsx";
import { RemovedFormAnswers } from "#app/components/dashboard/removed-form-answers.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { unreachableReply } from "#app/components/dashboard/unreachable-reply.ts";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { PROGRAM_MESSAGES } from "#app/domain/enrollment/program-view.ts";
import { readTaxRate } from "#app/domain/negotiation/offer-figures.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { allowStoring, refuseStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/program";
import { customerPrograms } from "./customer-programs.server.ts";
import { programAction } from "./program-actions.server.ts";
import { loadProgramRoom } from "./program-data.server.ts";
import { signedOutData, signedOutReply } from "./room.server.ts";

// My Program (/dashboard/program; issues 22 and 23): each dedicated account (balance, deposits, the
// chart and a month per debt, leaving and the refund), the plan of each approved application, its
// disclosures, the consent to sign electronically and the agreement to download and sign. It is
// stored for its reader while its rows stay the same (issue 43; decision 36): every row a program's
// projection reads is in its fingerprint (PROGRAM_ROOM_ROWS), so a signature, a deposit or an offer
// shows at once, on every node; it is dated (the reader's and the company's day). A form in use
// stays as it is while the live stream draws the room again (the name typed, the box ticked), and
// sends what the new drawing says (the plan's revision, the offer's version).

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  const { db, env } = getServices(context);
  const taxRate = readTaxRate(new URL(request.url).searchParams.get("taxRate"));
  const program = await loadProgramRoom(db, customerPrograms(context, user.id), user, taxRate, env.site);
  // A page that loaded may be served again while its rows stay the same (decision 36, issue 43).
  if (program.ok) allowStoring(context);
  else refuseStoring(context);
  return data({ signedOut: false as const, program });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  return programAction(request, context, user);
}

/** A form whose send was lost: it says so, and keeps what was typed. */
export const clientAction = answerWhenUnreachable(unreachableReply);

/** A form refused because the room changed since it was drawn (409) reads the room again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export default function ProgramRoom({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  const { program } = loaderData;
  const accounts = program.ok ? program.value.accounts : [];
  const offers = accounts.flatMap((account) => account.approvals.map((offer) => offer.offerId));
  const plans = program.ok ? program.value.plans.map((plan) => plan.applicationId) : [];
  return (
    <PanelBoundary name="your program">
      <section aria-labelledby="program-heading" className="space-y-6">
        <h2 id="program-heading" className="text-xl font-semibold text-slate-900">
          {PROGRAM_MESSAGES.heading}
        </h2>
        {/* Leaving, approving, declining and signing each remove their form: their answers are told here. */}
        <RemovedFormAnswers intent="leave-program" ids={accounts.map((account) => account.accountId)} />
        <RemovedFormAnswers intent="approve-offer" ids={offers} />
        <RemovedFormAnswers intent="decline-offer" ids={offers} />
        <RemovedFormAnswers intent="sign-agreement" ids={plans} />
        <RemovedFormAnswers intent="draft-account" ids={plans} />
        <RemovedFormAnswers intent="replace-account" ids={plans} />
        <RemovedFormAnswers intent="revoke-authorization" ids={plans} />
        {!program.ok ? (
          <PanelMessage tone="error">{program.message}</PanelMessage>
        ) : program.value.plans.length === 0 && program.value.accounts.length === 0 ? (
          <p className="text-slate-700">{PROGRAM_MESSAGES.empty}</p>
        ) : (
          <>
            {program.value.accounts.map((view) => (
              <DedicatedAccount key={view.accountId} view={view} taxRate={program.value.taxRate} />
            ))}
            {program.value.plans.map((view) => (
              <ProgramPlan key={view.applicationId} view={view} />
            ))}
          </>
        )}
        <p className="text-sm text-slate-600">
          This is a demonstration: no account is opened and no money moves.
        </p>
      </section>
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
