import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  ACCOUNT_DETAILS_FILTERS,
  type AccountDetailsQuery,
} from "#app/domain/admin/account-details-query.ts";
import { ACCOUNT_DETAILS_MESSAGES as M } from "#app/domain/admin/account-details-views.ts";
import { SEARCH_MAX_LENGTH } from "#app/domain/admin/applications-query.ts";
import { ListFilters } from "../list-filters.tsx";
import { ListSearch } from "../list-search.tsx";

/**
 * The search box, the filters and Refresh. All are GET forms, so they work without JavaScript
 * and their state lands in the address; with JavaScript the search also runs as one types.
 */
export function AccountDetailsToolbar({ query }: { query: AccountDetailsQuery }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <ListSearch
        id="account-details-search"
        label={M.searchLabel}
        placeholder={M.searchPlaceholder}
        maxLength={SEARCH_MAX_LENGTH}
        value={query.search}
        keep={{ filter: query.filter === "all" ? undefined : query.filter }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <ListFilters
          label="Filter by completion"
          name="filter"
          filters={ACCOUNT_DETAILS_FILTERS}
          active={query.filter}
          search={query.search}
        />
        {/* Reads the same address again: the list as it is now, search, filter and page kept. */}
        <Form method="get" preventScrollReset replace>
          {query.search ? <input type="hidden" name="q" value={query.search} /> : null}
          {query.filter === "all" ? null : <input type="hidden" name="filter" value={query.filter} />}
          {query.page > 1 ? <input type="hidden" name="page" value={query.page} /> : null}
          <button type="submit" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            {M.refresh}
          </button>
        </Form>
      </div>
    </div>
  );
}
