import { useFetcherReply, useReplyToast } from "#app/components/ui/use-fetcher-action.ts";
import {
  CONVERSATION_INTENTS,
  type ConversationIntent,
  type ConversationReply,
} from "#app/domain/admin/conversation-views.ts";
import { conversationFetcherKey } from "./conversation-actions.tsx";

/**
 * Each form's answer as a toast, once, shown by the page rather than the form: an answer often
 * removes its form (assigned, the Assign button gives way to Unassign), and a form gone before
 * its answer is shown would show nothing.
 */
export function ReplyToasts() {
  return (
    <>
      {CONVERSATION_INTENTS.map((intent) => (
        <ReplyToast key={intent} intent={intent} />
      ))}
    </>
  );
}

function ReplyToast({ intent }: { intent: ConversationIntent }) {
  const { reply } = useFetcherReply<ConversationReply>({ key: conversationFetcherKey(intent), intent });
  useReplyToast(reply, { toastId: conversationFetcherKey(intent) });
  return null;
}
