import { data } from "react-router";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { ReplyToast } from "#app/components/dashboard/room-toasts.tsx";
import { SupportPanel } from "#app/components/dashboard/support-panel.tsx";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { HTML_ONLY, loadAsDocument } from "#app/components/page-scripts.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { allowStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/support";
import { signedOutData, signedOutReply } from "./room.server.ts";
import { supportAction } from "./support-actions.server.ts";
import { loadSupportRoom } from "./support-data.server.ts";

// Support (/dashboard/support; spec section 2 and 9): the support e-mail, the quick request (sent
// to the team as a secure message, issue 25; the answer comes in Messages) and other help. Sent
// without React (docs/decisions/0055): the request is posted as a page and the page answers.

export const handle = HTML_ONLY;

/** Reached from a room with React, it is loaded as a page, so its own scripts run (page-scripts.ts). */
export const clientLoader = loadAsDocument;

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

export default function SupportRoom({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  return (
    <PanelBoundary name="the support options">
      <SupportPanel />
      <ReplyToast />
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
