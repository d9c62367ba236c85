import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { AccountDetailsTab } from "#app/components/dashboard/account-details-tab.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { LoadFailureToasts } from "#app/components/dashboard/room-toasts.tsx";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { HTML_ONLY, loadAsDocument } from "#app/components/page-scripts.ts";
import { everythingLoaded } from "#app/domain/dashboard/load-failures.ts";
import { onlyViewChanged } from "#app/domain/dashboard/location.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { allowStoring, refuseStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/account-details";
import { loadApplicationChoice } from "./applications-data.server.ts";
import { signedOutData } from "./room.server.ts";

// Account Details (/dashboard/account-details; spec section 2): the account details of the
// application chosen in the list (?application=&page=), or a prompt to choose one. It has no form,
// and is sent without React (docs/decisions/0055): the frame's own script keeps it current.

export const handle = HTML_ONLY;

/** Reached from a room with React, it is loaded as a page, so its own scripts run (page-scripts.ts). */
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  const room = await loadApplicationChoice(request, context, user);
  if (everythingLoaded(room)) allowStoring(context);
  else refuseStoring(context);
  return data(room, { status: room.selection.kind === "not-found" ? 404 : 200 });
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyViewChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function AccountDetailsRoom({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  return (
    <PanelBoundary name="your account details">
      <div id="account-details-room" data-live>
        <AccountDetailsTab room={loaderData} />
      </div>
      <LoadFailureToasts data={loaderData} />
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
