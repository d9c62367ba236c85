import { APPLICATIONS_MESSAGES as M } from "#app/domain/admin/application-views.ts";
import {
  APPLICATION_FILTERS,
  type ApplicationsQuery,
  SEARCH_MAX_LENGTH,
} from "#app/domain/admin/applications-query.ts";
import { ListFilters } from "../list-filters.tsx";
import { ListSearch } from "../list-search.tsx";

/**
 * The search box and the status filters. Both are GET forms, so they work without JavaScript
 * and their state lands in the address; with JavaScript the search also runs as one types.
 */
export function ApplicationsToolbar({ query }: { query: ApplicationsQuery }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <ListSearch
        id="applications-search"
        label="Search applications"
        placeholder={M.searchPlaceholder}
        maxLength={SEARCH_MAX_LENGTH}
        value={query.search}
        keep={{ status: query.filter === "all" ? undefined : query.filter }}
      />
      <ListFilters
        label="Filter by status"
        name="status"
        filters={APPLICATION_FILTERS}
        active={query.filter}
        search={query.search}
      />
    </div>
  );
}
