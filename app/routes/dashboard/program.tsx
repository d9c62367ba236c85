import { data } from "react-router";
import { DedicatedAccount } from "#app/components/dashboard/program/dedicated-account.tsx";
import { ProgramPlan } from "#app/components/dashboard/program/program-plan.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { ReplyToast } from "#app/components/dashboard/room-toasts.tsx";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { HTML_ONLY, loadAsDocument } from "#app/components/page-scripts.ts";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { PROGRAM_MESSAGES } from "#app/domain/enrollment/program-view.ts";
import { readTaxRate } from "#app/domain/negotiation/offer-figures.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import type { Route } from "./+types/program";
import { programAction } from "./program-actions.server.ts";
import { loadProgramRoom } from "./program-data.server.ts";
import { signedOutData, signedOutReply } from "./room.server.ts";

// My Program (/dashboard/program; issues 22 and 23): each dedicated account (balance, deposits, the
// chart and a month per debt, leaving and the refund), the plan of each approved application, its
// disclosures, the consent to sign electronically and the agreement to download and sign. It is
// rendered for each request (never stored): a signature must show at once, on every node. Sent
// without React (docs/decisions/0055): its forms are posted as pages, each answer shown on the
// form it names (`subject`) and as the room's toast; the frame's script keeps it live, what is
// being typed carried over.

export const handle = HTML_ONLY;

/** Reached from a room with React, it is loaded as a page, so its own scripts run (page-scripts.ts). */
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  const { db, clock } = getServices(context);
  const taxRate = readTaxRate(new URL(request.url).searchParams.get("taxRate"));
  return data({ signedOut: false as const, program: await loadProgramRoom(db, user, clock.now(), taxRate) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  return programAction(request, context, user);
}

export default function ProgramRoom({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  const { program } = loaderData;
  return (
    <PanelBoundary name="your program">
      <section aria-labelledby="program-heading" className="space-y-6">
        <h2 id="program-heading" className="text-xl font-semibold text-slate-900">
          {PROGRAM_MESSAGES.heading}
        </h2>
        {/* Kept current by the frame's script (data-live), what is typed in its forms kept. */}
        <div id="program-room" data-live className="space-y-6">
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
        </div>
        <ReplyToast />
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
