import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import type { DashboardActionData, DashboardIntent } from "#app/domain/dashboard/views.ts";
import { useSessionEnded } from "./session-context.ts";

/**
 * A form of the dashboard posting to its action without leaving the page: its own pending
 * state (to disable the form) and the server's answer. Without JavaScript the form posts as
 * a page and the answer arrives as the page's action data. With a `key`, the answer outlives
 * the form (another component reads it with that key).
 */
export function useDashboardFetcher(intent: DashboardIntent, key?: string) {
  const fetcher = useFetcher<DashboardActionData>(key ? { key } : undefined);
  const posted = useActionData<DashboardActionData>();
  const reply =
    fetcher.data ?? (posted && (posted.signedOut || posted.intent === intent) ? posted : undefined);
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    /** Everything the server said, "signed out" included. */
    reply,
    /** The answer to this form: undefined when there is none yet or the session has ended. */
    answer: reply && !reply.signedOut ? reply : undefined,
  };
}

/**
 * Shows the server's reply once as a toast (spec section 8), or the 'Please Sign In' state
 * when the session has ended. Call it from a component that stays on the page after the
 * answer: an effect of one the answer removes may never run (its removal can be rendered
 * in the same pass that brings the answer).
 */
export function useAnswerToast(reply: DashboardActionData | undefined): void {
  const sessionEnded = useSessionEnded();
  useEffect(() => {
    if (!reply) return;
    if (reply.signedOut) sessionEnded();
    else notify(reply.ok ? "success" : "error", reply.message);
  }, [reply, sessionEnded]);
}

/** A dashboard form whose component stays on the page: its fetcher, and the answer as a toast. */
export function useDashboardAction(intent: DashboardIntent, key?: string) {
  const { fetcher, busy, reply, answer } = useDashboardFetcher(intent, key);
  useAnswerToast(reply);
  return { fetcher, busy, answer };
}
