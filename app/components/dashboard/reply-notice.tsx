import { useActionData } from "react-router";
import { FlashNotice } from "#app/components/flash-notice.tsx";
import { type ActionReply, isSignedOut } from "#app/components/ui/use-fetcher-action.ts";

/**
 * The toast of a room sent without React (docs/decisions/0055): the answer to the form it posted
 * as a page, drawn by the server where React's toaster would show it (spec section 8), with the
 * same words. Nothing when the page answers no form, or says the session ended.
 */
export function ReplyNotice() {
  const reply = useActionData() as ActionReply | { signedOut: true } | undefined;
  if (reply === undefined || isSignedOut(reply) || !reply.message) return null;
  return (
    <FlashNotice
      flash={{ id: `reply-${reply.intent}`, type: reply.ok ? "success" : "error", message: reply.message }}
    />
  );
}
