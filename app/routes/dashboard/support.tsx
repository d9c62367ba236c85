import { data } from "react-router";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { SupportPanel } from "#app/components/dashboard/support-panel.tsx";
import { unreachableReply } from "#app/components/dashboard/unreachable-reply.ts";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { allowStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/support";
import { signedOutData, signedOutReply } from "./room.server.ts";
import { supportAction } from "./support-actions.server.ts";
import { loadSupportRoom } from "./support-data.server.ts";

// Support (/dashboard/support; spec section 2 and 9): the support e-mail, the quick request (sent
// to the team as a secure message, issue 25; the answer comes in Messages) and other help.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  allowStoring(context);
  return data(loadSupportRoom(user));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  return supportAction(request, user, getServices(context));
}

/** A request whose send was lost: the form says so and keeps what was typed. */
export const clientAction = answerWhenUnreachable(unreachableReply);

export default function SupportRoom({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  return (
    <PanelBoundary name="the support options">
      <SupportPanel />
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
