import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { AccountDetailsTab } from "#app/components/dashboard/account-details-tab.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { useLoadFailureToasts } from "#app/components/dashboard/use-load-failure-toasts.ts";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { everythingLoaded } from "#app/domain/dashboard/load-failures.ts";
import { onlyViewChanged } from "#app/domain/dashboard/location.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { allowStoring, refuseStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/account-details";
import { loadApplicationChoice } from "./applications-data.server.ts";
import { signedOutData } from "./room.server.ts";

// Account Details (/dashboard/account-details; spec section 2): the account details of the
// application chosen in the list (?application=&page=), or a prompt to choose one. It has no form;
// the portal's live stream keeps it current.

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
  useLoadFailureToasts(loaderData.signedOut ? null : loaderData);
  if (loaderData.signedOut) return null;
  return (
    <PanelBoundary name="your account details">
      <AccountDetailsTab room={loaderData} />
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
