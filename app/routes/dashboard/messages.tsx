import { data } from "react-router";
import { ComposeMessage } from "#app/components/dashboard/messages/compose-message.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { unreachableReply } from "#app/components/dashboard/unreachable-reply.ts";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { MessageThread } from "#app/components/messages/message-thread.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import { MESSAGES_ROOM } from "#app/domain/messages/views.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import type { Route } from "./+types/messages";
import { messagesAction } from "./messages-actions.server.ts";
import { loadMessagesRoom } from "./messages-data.server.ts";
import { signedOutData, signedOutReply } from "./room.server.ts";

// Messages (/dashboard/messages; issue 25): the customer's one conversation with the team, oldest
// first, and the form to write (text and up to three files). Opening it marks the team's messages
// read. Rendered for each request, never stored; the portal's live stream reads it again.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  return data({ signedOut: false as const, messages: await loadMessagesRoom(context, user) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  return messagesAction(request, context, user);
}

/** A message whose send was lost: the form says so and keeps the text (and the draft, use-kept-draft.ts). */
export const clientAction = answerWhenUnreachable(unreachableReply);

export default function MessagesRoom({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  const { messages } = loaderData;
  return (
    <PanelBoundary name="your messages">
      <section aria-labelledby="messages-heading" className="space-y-4">
        <h2 id="messages-heading" className="text-xl font-semibold text-slate-900">
          {MESSAGES_ROOM.heading}
        </h2>
        <p className="text-slate-700">{MESSAGES_ROOM.intro}</p>
        {!messages.ok ? (
          <PanelMessage tone="error">{messages.message}</PanelMessage>
        ) : messages.value.length === 0 ? (
          <PanelMessage tone="info">{MESSAGE_MESSAGES.emptyThread}</PanelMessage>
        ) : (
          <MessageThread messages={messages.value} label="Your conversation with our team" />
        )}
        <ComposeMessage />
      </section>
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
