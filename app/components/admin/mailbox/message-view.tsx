import { Link } from "react-router";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { FRAME_SANDBOX } from "#app/domain/admin/email-frame.ts";
import type { MailboxActionData, MailboxMessageData } from "#app/domain/admin/mailbox.ts";
import { EmailStatusBadge } from "./email-status-badge.tsx";
import { ResendForm } from "./resend-form.tsx";

/**
 * One message of the outbox: its headers, its html part in a sandboxed frame (no scripts, no
 * access to this page; links open in a new tab), its links as plain links, its text part.
 */
export function MessageView({
  data,
  reply,
}: {
  data: MailboxMessageData;
  reply: MailboxActionData | undefined;
}) {
  const { message } = data;
  const headers = [
    { label: "To", value: message.to },
    { label: "Subject", value: message.subject },
    { label: "Kind", value: message.kind },
    { label: "Attempts", value: String(message.attempts) },
    { label: "Created", value: message.created },
    { label: data.delivery === "local" ? "Kept" : "Sent", value: message.sent ?? "—" },
    ...(message.nextAttempt ? [{ label: "Next attempt", value: message.nextAttempt }] : []),
    ...(message.lastError ? [{ label: "Last error", value: message.lastError }] : []),
  ];
  return (
    <article aria-labelledby="message-subject" className="space-y-8">
      <div className="space-y-3">
        <Link to="/admin/mailbox" className="font-semibold text-blue-800 underline">
          Back to the mailbox
        </Link>
        <h1 id="message-subject" className="break-words text-2xl font-bold text-slate-900">
          {message.subject}
        </h1>
        <EmailStatusBadge status={message.status} label={message.statusLabel} />
      </div>

      <section aria-labelledby="message-headers" className="space-y-4">
        <h2 id="message-headers" className="text-lg font-semibold text-slate-900">
          Headers
        </h2>
        <DetailList items={headers} />
        <ResendForm canResend={message.canResend} reply={reply} />
      </section>

      <section aria-labelledby="message-html" className="space-y-4">
        <h2 id="message-html" className="text-lg font-semibold text-slate-900">
          HTML part
        </h2>
        {message.frame ? (
          <iframe
            title={`HTML part of: ${message.subject}`}
            sandbox={FRAME_SANDBOX}
            srcDoc={message.frame}
            referrerPolicy="no-referrer"
            className="h-[36rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        ) : (
          <p className="text-slate-700">This message has no HTML part.</p>
        )}
        {message.links.length > 0 ? (
          <div>
            <h3 className="font-semibold text-slate-900">Links in this message</h3>
            <ul className="mt-2 space-y-2">
              {message.links.map((link) => (
                <li key={link.href} className="break-all">
                  <a href={link.href} rel="noreferrer" className="text-blue-800 underline">
                    {link.label}
                  </a>
                  {link.label !== link.href ? <span className="text-slate-700"> ({link.href})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="message-text" className="space-y-4">
        <h2 id="message-text" className="text-lg font-semibold text-slate-900">
          Text part
        </h2>
        <pre className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900">
          {message.text}
        </pre>
      </section>
    </article>
  );
}
