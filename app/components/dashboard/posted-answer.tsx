import { useActionData } from "react-router";
import { type ActionReply, isSignedOut, type SignedOutReply } from "#app/components/ui/use-fetcher-action.ts";

/**
 * The answer to a form of the room posted as a page (without JavaScript, or before React ran),
 * said at the top of the room in the toast's words: no toaster runs then, and the form it
 * answers may be gone (a passkey removed, a session signed out). With React the room's forms
 * post with fetchers, their answers are toasts, and the page's action data stays empty.
 */
export function PostedAnswer() {
  const reply = useActionData() as ActionReply | SignedOutReply | undefined;
  if (!reply || isSignedOut(reply) || !reply.message) return null;
  return (
    <p
      role={reply.ok ? "status" : "alert"}
      className={`mb-6 rounded-md p-4 font-medium ${reply.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
    >
      {reply.message}
    </p>
  );
}
