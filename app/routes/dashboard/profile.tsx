import { data } from "react-router";
import { PostedAnswer } from "#app/components/dashboard/posted-answer.tsx";
import { ProfileForm } from "#app/components/dashboard/profile-form.tsx";
import { ProfilePassword } from "#app/components/dashboard/profile-password.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { SignInSecurity } from "#app/components/dashboard/sign-in-security.tsx";
import { TimeZoneCard } from "#app/components/dashboard/time-zone-card.tsx";
import { useLoadFailureToasts } from "#app/components/dashboard/use-load-failure-toasts.ts";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { everythingLoaded } from "#app/domain/dashboard/load-failures.ts";
import { notSentReply } from "#app/domain/not-sent.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { allowStoring, refuseStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/profile";
import { profileAction } from "./profile-actions.server.ts";
import { loadProfileRoom } from "./profile-data.server.ts";
import { signedOutData, signedOutReply } from "./room.server.ts";

// Profile Settings (/dashboard/profile; spec section 2 and 5): name, e-mail and phone, Change
// Password, the time zone dates are shown in (issue 21), and Sign-In and Security (two-factor
// sign-in, passkeys, sessions; issue 20). Its forms post with fetchers and their answers are
// toasts; without JavaScript they post as pages, and the page answers (PostedAnswer).

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

/** A send that never reached the server keeps the page and what was typed (issue 42). */
export const clientAction = answerWhenUnreachable(notSentReply);

export default function ProfileRoom({ loaderData }: Route.ComponentProps) {
  useLoadFailureToasts(loaderData.signedOut ? null : loaderData);
  if (loaderData.signedOut) return null;
  return (
    <PanelBoundary name="your profile">
      <PostedAnswer />
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
