import { data } from "react-router";
import { ProfileForm } from "#app/components/dashboard/profile-form.tsx";
import { ProfilePassword } from "#app/components/dashboard/profile-password.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { SignInSecurity } from "#app/components/dashboard/sign-in-security.tsx";
import { TimeZoneCard } from "#app/components/dashboard/time-zone-card.tsx";
import { useLoadFailureToasts } from "#app/components/dashboard/use-load-failure-toasts.ts";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { everythingLoaded } from "#app/domain/dashboard/load-failures.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { allowStoring, refuseStoring } from "#app/server/stored-pages/stored-page.server.ts";
import { answerHeaders } from "../answer-headers.ts";
import type { Route } from "./+types/profile";
import { profileAction } from "./profile-actions.server.ts";
import { loadProfileRoom } from "./profile-data.server.ts";
import { signedOutData, signedOutReply } from "./room.server.ts";

// Profile Settings (/dashboard/profile; spec section 2 and 5): name, e-mail and phone, Change
// Password, the time zone dates are shown in (issue 21), and Sign-In and Security (two-factor
// sign-in, passkeys, sessions; issue 20).

/** A refusal's Retry-After reaches the page too (answer-headers.ts). */
export const headers: Route.HeadersFunction = (args) => answerHeaders(args);

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
  useLoadFailureToasts(loaderData.signedOut ? null : loaderData);
  if (loaderData.signedOut) return null;
  return (
    <PanelBoundary name="your profile">
      <ProfileForm profile={loaderData.profile} />
      <ProfilePassword />
      <TimeZoneCard timeZone={loaderData.timeZone} />
      <SignInSecurity security={loaderData.security} />
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
