import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { APPLICATIONS_MESSAGES as M } from "#app/domain/admin/application-views.ts";
import {
  APPLICATION_FILTERS,
  type ApplicationsQuery,
  SEARCH_MAX_LENGTH,
} from "#app/domain/admin/applications-query.ts";
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
      <Form method="get" preventScrollReset aria-label="Filter by status">
        {query.search ? <input type="hidden" name="q" value={query.search} /> : null}
        <div className="flex flex-wrap gap-2">
          {APPLICATION_FILTERS.map((filter) => {
            const active = query.filter === filter.id;
            return (
              <button
                key={filter.id}
                type="submit"
                name="status"
                value={filter.id}
                aria-pressed={active}
                className={buttonClasses({ variant: active ? "primary" : "secondary", size: "sm" })}
              >
                {filter.label}
              </button>
            );
          })}
        </div>
      </Form>
    </div>
  );
}
