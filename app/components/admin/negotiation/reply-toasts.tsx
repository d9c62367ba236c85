import { useFetcherReply, useReplyToast } from "#app/components/ui/use-fetcher-action.ts";
import {
  NEGOTIATION_INTENTS,
  type NegotiationIntent,
  type NegotiationReply,
} from "#app/domain/admin/negotiation.ts";

/**
 * Each form's answer as a toast, once, shown by the page rather than the form: an answer often
 * removes its form (a debt removed, an offer recorded, withdrawn or confirmed), and a form gone
 * before its answer is shown would show nothing.
 */
export function ReplyToasts() {
  return (
    <>
      {NEGOTIATION_INTENTS.map((intent) => (
        <ReplyToast key={intent} intent={intent} />
      ))}
    </>
  );
}

function ReplyToast({ intent }: { intent: NegotiationIntent }) {
  const { reply } = useFetcherReply<NegotiationReply>({ key: intent, intent });
  useReplyToast(reply, { toastId: `negotiation-${intent}` });
  return null;
}
