import type { MessageView } from "#app/domain/messages/views.ts";

/**
 * A conversation, oldest message first (issue 25), in the customer's Messages room and on the
 * admin's conversation page: who wrote each message, when, its text exactly as typed (as text:
 * React escapes it, line breaks kept by the style, never by HTML) and its files, each a link to
 * the reader's own download (the customer's documents, or the admins' audited one).
 */
export function MessageThread({ messages, label }: { messages: readonly MessageView[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`rounded-lg border p-4 ${
            message.sender === "customer"
              ? "border-slate-200 bg-white sm:mr-12"
              : "border-blue-200 bg-blue-50 sm:ml-12"
          }`}
        >
          <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
            <span className="font-semibold text-slate-900">{message.from}</span>
            <time dateTime={message.sentIso} className="text-slate-700">
              {message.sent}
            </time>
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
          {message.attachments.length > 0 ? (
            <ul aria-label="Attached files" className="mt-2 space-y-1 text-sm">
              {message.attachments.map((file) => (
                <li key={file.href}>
                  <a
                    href={file.href}
                    download
                    className="break-all font-semibold text-blue-800 underline underline-offset-4"
                  >
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
