import { useActionData } from "react-router";
import { type ActionReply, isSignedOut } from "#app/components/ui/use-fetcher-action.ts";
import { type LoadedPanels, loadFailures } from "#app/domain/dashboard/load-failures.ts";

// The toasts of a portal room sent without React (docs/decisions/0055), drawn by the server where
// React's toaster shows them (spec section 8): at the top centre, announced as a status as
// react-hot-toast's are, a success for 2 s and an error for 4 s (app.css, `flash-notice`).

interface Toast {
  type: "success" | "error";
  message: string;
}

function ToastList({ toasts }: { toasts: Toast[] }) {
  if (toasts.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4">
      {toasts.map(({ type, message }) => (
        <p
          key={message}
          role="status"
          data-flash={type}
          className="flash-notice rounded-lg bg-white px-4 py-3 font-medium text-slate-900 shadow-lg ring-1 ring-slate-200"
        >
          <span aria-hidden="true" className={type === "error" ? "mr-2 text-red-700" : "mr-2 text-green-700"}>
            {type === "error" ? "✕" : "✓"}
          </span>
          <span>{message}</span>
        </p>
      ))}
    </div>
  );
}

/**
 * The answer to the form the room posted as a page, in its words; nothing when it answers none.
 * A page that answers a form says so (`data-answered`): a text kept while it was sent is then not
 * put back (room-forms.browser.js).
 */
export function ReplyToast() {
  const reply = useActionData() as ActionReply | { signedOut: true } | undefined;
  if (reply === undefined) return null;
  const answered = <span hidden data-answered="" />;
  if (isSignedOut(reply) || !reply.message) return answered;
  return (
    <>
      {answered}
      <ToastList toasts={[{ type: reply.ok ? "success" : "error", message: reply.message }]} />
    </>
  );
}

/** What the room (or the frame) could not load, as useLoadFailureToasts says it with React. */
export function LoadFailureToasts({ data }: { data: LoadedPanels }) {
  return <ToastList toasts={loadFailures(data).map((message) => ({ type: "error" as const, message }))} />;
}
