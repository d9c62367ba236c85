import { useState } from "react";
import { useFetcher } from "react-router";
import { useReplyToast } from "#app/components/ui/use-fetcher-action.ts";
import type { DashboardActionData } from "#app/domain/dashboard/views.ts";
import { useSessionEnded } from "./session-context.ts";
import { type RemovableIntent, removableFormKey } from "./use-dashboard-action.ts";

/**
 * The answers of forms their answer removes from the page (an offer approved, a plan signed, a
 * session ended, the program left): one listener per form ever shown here, kept after the form is
 * gone, shows each answer once as a toast. The form cannot: the router may render the answer and the page
 * without the form in one go (a transition), and a form that never renders its answer never
 * toasts it. Render it in the component that stays, naming every form it shows.
 */
export function RemovedFormAnswers({ intent, ids }: { intent: RemovableIntent; ids: readonly string[] }) {
  const [shown, setShown] = useState<readonly string[]>(ids);
  const added = ids.filter((id) => !shown.includes(id));
  // Kept in state while rendering (React's way of deriving from props): a form removed from
  // `ids` keeps its listener.
  if (added.length > 0) setShown([...shown, ...added]);
  return shown.map((id) => <AnswerListener key={id} fetcherKey={removableFormKey(intent, id)} />);
}

function AnswerListener({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useFetcher<DashboardActionData>({ key: fetcherKey });
  useReplyToast(fetcher.data, { onSignedOut: useSessionEnded() });
  return null;
}
