import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import type { DashboardActionData, DashboardIntent } from "#app/domain/dashboard/views.ts";
import { useSessionEnded } from "./session-context.ts";

/**
 * A form of the dashboard posting to its action without leaving the page: its own pending
 * state (to disable the form) and answer, shown once as a toast (spec section 8). Without
 * JavaScript the form posts as a page and the answer arrives as the page's action data.
 * With a `key`, the answer outlives the form (another component reads it with that key).
 */
export function useDashboardAction(intent: DashboardIntent, key?: string) {
  const fetcher = useFetcher<DashboardActionData>(key ? { key } : undefined);
  const sessionEnded = useSessionEnded();
  const posted = useActionData<DashboardActionData>();
  const answer =
    fetcher.data ?? (posted && (posted.signedOut || posted.intent === intent) ? posted : undefined);
  useEffect(() => {
    if (!answer) return;
    if (answer.signedOut) sessionEnded();
    else notify(answer.ok ? "success" : "error", answer.message);
  }, [answer, sessionEnded]);
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    answer: answer && !answer.signedOut ? answer : undefined,
  };
}
