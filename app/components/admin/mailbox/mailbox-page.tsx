import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { MAILBOX_MESSAGES, type MailboxPageData, mailboxHref } from "#app/domain/admin/mailbox.ts";
import { MailboxTable } from "./mailbox-table.tsx";

/** /admin/mailbox: what the outbox holds, and whether it is delivered or kept here. */
export function MailboxPage({ page }: { page: MailboxPageData }) {
  return (
    <section aria-labelledby="mailbox-title" className="space-y-6">
      <div>
        <h1 id="mailbox-title" className="text-2xl font-bold text-slate-900">
          {MAILBOX_MESSAGES.title}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">{MAILBOX_MESSAGES[page.delivery]}</p>
      </div>
      {!page.ok ? (
        <PanelMessage tone="error">
          <p>{page.message}</p>
          <a href={mailboxHref(page.page)} className="mt-2 inline-block font-semibold underline">
            Try again
          </a>
        </PanelMessage>
      ) : page.total === 0 ? (
        <PanelMessage tone="info">{MAILBOX_MESSAGES.empty}</PanelMessage>
      ) : page.rows.length === 0 ? (
        <PanelMessage tone="info">
          <p>There is no page {page.page}.</p>
          <a href={mailboxHref(1)} className="mt-2 inline-block font-semibold underline">
            Newest messages
          </a>
        </PanelMessage>
      ) : (
        <>
          <MailboxTable
            rows={page.rows}
            caption={`Messages, page ${page.page} of ${page.pageCount}, newest first (${page.total.toLocaleString("en-US")} in all)`}
          />
          <PageLinks
            page={page.page}
            pageCount={page.pageCount}
            hrefFor={mailboxHref}
            words={{ previous: "Newer messages", next: "Older messages" }}
            label="Pages of messages"
            preventScrollReset={false}
          />
        </>
      )}
    </section>
  );
}
