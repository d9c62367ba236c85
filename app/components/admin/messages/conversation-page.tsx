import { Link } from "react-router";
import { MessageThread } from "#app/components/messages/message-thread.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { ConversationPageView, ConversationReply } from "#app/domain/admin/conversation-views.ts";
import { ADMIN_MESSAGES as M } from "#app/domain/admin/messages-views.ts";
import { CustomerLink } from "../customer/customer-link.tsx";
import { ConversationActions } from "./conversation-actions.tsx";
import { InboxLiveStatus } from "./inbox-live-status.tsx";
import { ReplyForm } from "./reply-form.tsx";
import { ReplyToasts } from "./reply-toasts.tsx";
import { useLiveInbox } from "./use-live-inbox.ts";

/**
 * /admin/messages/:conversationId: the customer, the conversation's state and its changes, every
 * message oldest first, and the answer. It follows the inbox's live stream, so a customer's new
 * message appears without a reload. Without JavaScript a form's answer arrives as `reply`.
 */
export function ConversationPage({
  data,
  reply,
}: {
  data: ConversationPageView;
  reply: ConversationReply | undefined;
}) {
  const live = useLiveInbox();
  return (
    <section aria-labelledby="conversation-title" className="space-y-6">
      <ReplyToasts />
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/admin/messages" className="text-sm font-medium text-blue-800 underline">
            {M.backToInbox}
          </Link>
          <InboxLiveStatus {...live} />
        </div>
        <h1 id="conversation-title" className="text-2xl font-bold text-slate-900">
          <CustomerLink href={data.customerHref} name={data.customer} />
          {data.email ? (
            <span className="block break-all text-base font-normal text-slate-700">{data.email}</span>
          ) : null}
        </h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="font-medium text-slate-900">Status:</dt>
            <dd>{data.status}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium text-slate-900">Assigned to:</dt>
            <dd>{data.assignedTo}</dd>
          </div>
        </dl>
        <ConversationActions data={data} />
      </div>
      {reply ? (
        <p role="status" className={reply.ok ? "text-green-800" : "text-red-800"}>
          {reply.message}
        </p>
      ) : null}
      {data.messages.length === 0 ? (
        <PanelMessage tone="info">{M.emptyThread}</PanelMessage>
      ) : (
        <MessageThread messages={data.messages} label="Messages, oldest first" />
      )}
      <ReplyForm />
    </section>
  );
}
