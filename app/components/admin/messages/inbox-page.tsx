import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import {
  type InboxPageData,
  inboxHref,
  ADMIN_MESSAGES as M,
  unreadConversationsText,
} from "#app/domain/admin/messages-views.ts";
import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import { InboxLiveStatus } from "./inbox-live-status.tsx";
import { InboxTable } from "./inbox-table.tsx";
import { InboxToolbar } from "./inbox-toolbar.tsx";
import { useLiveInbox } from "./use-live-inbox.ts";

/** /admin/messages: how many conversations wait, the filters and search, the table and its pages. */
export function InboxPage({ page }: { page: InboxPageData }) {
  const live = useLiveInbox();
  const unread = page.ok ? unreadConversationsText(page.unread) : "";
  return (
    <section aria-labelledby="messages-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="messages-title" className="flex items-center gap-3 text-2xl font-bold text-slate-900">
          {M.title}
          {unread ? (
            <span className="rounded-full bg-blue-700 px-3 py-0.5 text-sm font-semibold text-white">
              {unread}
            </span>
          ) : null}
        </h1>
        <InboxLiveStatus {...live} />
      </div>
      <InboxToolbar query={page.query} />
      {!page.ok ? (
        <PanelMessage tone="error">
          <p>{page.message}</p>
          <a href={inboxHref(page.query)} className="mt-2 inline-block font-semibold underline">
            Try again
          </a>
        </PanelMessage>
      ) : page.rows.length === 0 ? (
        <PanelMessage tone="info">{MESSAGE_MESSAGES.emptyInbox}</PanelMessage>
      ) : (
        <>
          <InboxTable
            rows={page.rows}
            caption={`Conversations, page ${page.query.page} of ${page.pageCount}, unread first (${page.total.toLocaleString("en-US")} in all)`}
          />
          <PageLinks
            page={page.query.page}
            pageCount={page.pageCount}
            hrefFor={(to) => inboxHref({ ...page.query, page: to })}
            label="Pages of conversations"
          />
        </>
      )}
    </section>
  );
}
