import { data } from "react-router";
import { ProfileForm } from "#app/components/dashboard/profile-form.tsx";
import { ProfilePageScript } from "#app/components/dashboard/profile-page-script.tsx";
import { ProfilePassword } from "#app/components/dashboard/profile-password.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { LoadFailureToasts, ReplyToast } from "#app/components/dashboard/room-toasts.tsx";
import { SignInSecurity } from "#app/components/dashboard/sign-in-security.tsx";
import { TimeZoneCard } from "#app/components/dashboard/time-zone-card.tsx";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { HTML_ONLY, loadAsDocument } from "#app/components/page-scripts.ts";
import { everythingLoaded } from "#app/domain/dashboard/load-failures.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { allowStoring, refuseStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/profile";
import { profileAction } from "./profile-actions.server.ts";
import { loadProfileRoom } from "./profile-data.server.ts";
import { signedOutData, signedOutReply } from "./room.server.ts";

// Profile Settings (/dashboard/profile; spec section 2 and 5): name, e-mail and phone, Change
// Password, the time zone dates are shown in (issue 21), and Sign-In and Security (two-factor
// sign-in, passkeys, sessions; issue 20). Sent without React (docs/decisions/0057): its forms are
// posted as pages and the page answers; its own script adds the strength meter and Add a Passkey.

export const handle = HTML_ONLY;

/** Reached from a page with React, it is loaded as a page, so its own scripts run (page-scripts.ts). */
export const clientLoader = loadAsDocument;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  const room = await loadProfileRoom(context, user);
  if (everythingLoaded(room)) allowStoring(context);
  else refuseStoring(context);
  return data(room);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  return profileAction(request, context, user);
}

export default function ProfileRoom({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  return (
    <PanelBoundary name="your profile">
      <LoadFailureToasts data={loaderData} />
      <ProfileForm profile={loaderData.profile} />
      <ProfilePassword />
      <TimeZoneCard timeZone={loaderData.timeZone} />
      <SignInSecurity security={loaderData.security} />
      <ProfilePageScript />
      <ReplyToast />
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
