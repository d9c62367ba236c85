import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import type { ThreadMessageView } from "#app/domain/admin/conversation-views.ts";
import { ADMIN_MESSAGES as M } from "#app/domain/admin/messages-views.ts";

/**
 * The conversation, oldest message first: who wrote it, when, its text exactly as typed (shown as
 * text, never as HTML: line breaks kept, long words wrapped) and its files, each a link to the
 * audited download.
 */
export function ThreadMessages({ messages }: { messages: ThreadMessageView[] }) {
  if (messages.length === 0) return <PanelMessage tone="info">{M.emptyThread}</PanelMessage>;
  return (
    <ol aria-label="Messages, oldest first" className="space-y-4">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`rounded-lg border p-4 ${message.fromTeam ? "border-blue-200 bg-blue-50 sm:ml-12" : "border-slate-200 bg-white sm:mr-12"}`}
        >
          <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold text-slate-900">{message.sender}</span>
            <time dateTime={message.timeIso} className="text-slate-700">
              {message.time}
            </time>
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
          {message.attachments.length > 0 ? (
            <ul aria-label="Attached files" className="mt-3 space-y-1 text-sm">
              {message.attachments.map((file) => (
                <li key={file.documentId}>
                  <a href={file.href} className="break-all font-medium text-blue-800 underline">
                    {file.fileName}
                  </a>{" "}
                  <span className="text-slate-700">({file.size})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
