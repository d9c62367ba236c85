import { useFetcherAction, useFetcherReply, useReplyToast } from "#app/components/ui/use-fetcher-action.ts";
import type { DashboardActionData, DashboardIntent } from "#app/domain/dashboard/views.ts";
import { useSessionEnded } from "./session-context.ts";

// The dashboard's forms on the one fetcher-and-toast hook (ui/use-fetcher-action.ts): a reply
// saying the session has ended shows 'Please Sign In' (the rooms' frame) instead of a toast.

/**
 * A form of a room posting to its action without leaving the page: its own pending state and
 * the server's answer. With a `key`, the answer outlives the form (another component reads it).
 */
export function useDashboardFetcher(intent: DashboardIntent, key?: string) {
  return useFetcherReply<DashboardActionData>({ key, intent });
}

/**
 * Shows the server's reply once as a toast (spec section 8), or 'Please Sign In' when the
 * session has ended. Call it from a component that stays on the page after the answer.
 */
export function useAnswerToast(reply: DashboardActionData | undefined): void {
  useReplyToast(reply, { onSignedOut: useSessionEnded() });
}

/** A dashboard form whose component stays on the page: its fetcher, and the answer as a toast. */
export function useDashboardAction(intent: DashboardIntent, key?: string) {
  return useFetcherAction<DashboardActionData>({ key, intent, onSignedOut: useSessionEnded() });
}

/**
 * The dashboard's forms whose answer may remove them from the page (an offer answered, a plan
 * signed, a passkey removed, a session ended).
 */
export type RemovableIntent = Extract<
  DashboardIntent,
  | "approve-offer"
  | "decline-offer"
  | "leave-program"
  | "passkey-delete"
  | "session-end"
  | "sign-agreement"
  | "draft-account"
  | "replace-account"
  | "revoke-authorization"
>;

/** The fetcher key of a removable form: the intent and the id of what it acts on. */
export function removableFormKey(intent: RemovableIntent, id: string): string {
  return `${intent}:${id}`;
}

/**
 * A form its answer may remove: its fetcher and answer, without a toast. The room's
 * `RemovedFormAnswers` shows the answer (removed-form-answers.tsx), as it outlives the form.
 */
export function useRemovableDashboardForm(intent: RemovableIntent, id: string) {
  return useFetcherReply<DashboardActionData>({ key: removableFormKey(intent, id), intent, subject: id });
}
