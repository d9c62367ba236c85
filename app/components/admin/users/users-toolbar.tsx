import { buttonClasses } from "#app/components/ui/button.tsx";
import { USERS_MESSAGES as M } from "#app/domain/admin/user-views.ts";
import {
  SEARCH_MAX_LENGTH,
  USER_FILTERS,
  type UsersQuery,
  usersExportHref,
} from "#app/domain/admin/users-query.ts";
import { ListFilters } from "../list-filters.tsx";
import { ListSearch } from "../list-search.tsx";

/**
 * The search box, the filters and Export Users. Search and filters are GET forms, so they work
 * without JavaScript and their state lands in the address; the export is a plain link to a file
 * of what the list shows.
 */
export function UsersToolbar({ query }: { query: UsersQuery }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ListSearch
          id="users-search"
          label="Search users"
          placeholder={M.searchPlaceholder}
          maxLength={SEARCH_MAX_LENGTH}
          value={query.search}
          keep={{ filter: query.filter === "all" ? undefined : query.filter }}
        />
        <a
          href={usersExportHref(query)}
          download
          className={`${buttonClasses({ variant: "secondary" })} self-start sm:self-auto`}
        >
          {M.exportLabel}
        </a>
      </div>
      <ListFilters
        label="Filter users"
        name="filter"
        filters={USER_FILTERS}
        active={query.filter}
        search={query.search}
      />
    </div>
  );
}
