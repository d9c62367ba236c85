import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  INBOX_FILTER_CHOICES,
  type InboxQuery,
  inboxHref,
  ADMIN_MESSAGES as M,
  SEARCH_MAX_LENGTH,
} from "#app/domain/admin/messages-views.ts";
import { ListSearch } from "../list-search.tsx";

/**
 * The inbox's filters (links: Unread, Assigned to me, All, keeping the search) and its search by
 * the customer's name or e-mail (a GET form keeping the filter): both land in the address and
 * work without JavaScript.
 */
export function InboxToolbar({ query }: { query: InboxQuery }) {
  return (
    <div className="space-y-4">
      <ListSearch
        id="messages-search"
        label={M.searchLabel}
        placeholder={M.searchPlaceholder}
        maxLength={SEARCH_MAX_LENGTH}
        value={query.search}
        keep={{ filter: query.filter === "all" ? undefined : query.filter }}
      />
      <nav aria-label="Filter conversations">
        <ul className="flex flex-wrap gap-2">
          {INBOX_FILTER_CHOICES.map((choice) => {
            const active = choice.id === query.filter;
            return (
              <li key={choice.id}>
                <Link
                  to={inboxHref({ filter: choice.id, search: query.search, page: 1 })}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={buttonClasses({ variant: active ? "primary" : "secondary", size: "sm" })}
                >
                  {choice.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
