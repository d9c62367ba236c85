import { Button } from "#app/components/ui/button.tsx";
import { useFetcherReply } from "#app/components/ui/use-fetcher-action.ts";
import type { ConversationPageView, ConversationReply } from "#app/domain/admin/conversation-views.ts";
import type { ConversationAction } from "#app/domain/messages/rules.ts";

/** The fetcher key of a conversation form: its answer is read by the page's toasts too. */
export const conversationFetcherKey = (intent: string) => `conversation-${intent}`;

/**
 * Assign to me / Unassign, Mark as done / Reopen: each a small form posting its action and the
 * version the page shows; the server decides, and the page's toasts say the answer (a button
 * often goes with it: assigned, Assign to me gives way to Unassign).
 */
export function ConversationActions({ data }: { data: ConversationPageView }) {
  return (
    <div className="flex flex-wrap gap-2">
      {data.actions.map((choice) => (
        <ActionForm key={choice.action} action={choice.action} label={choice.label} version={data.version} />
      ))}
    </div>
  );
}

function ActionForm({
  action,
  label,
  version,
}: {
  action: ConversationAction;
  label: string;
  version: string;
}) {
  const { fetcher, busy } = useFetcherReply<ConversationReply>({
    key: conversationFetcherKey(action),
    intent: action,
  });
  return (
    <fetcher.Form method="post" preventScrollReset aria-label={label}>
      <input type="hidden" name="intent" value={action} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
        {label}
      </Button>
    </fetcher.Form>
  );
}
