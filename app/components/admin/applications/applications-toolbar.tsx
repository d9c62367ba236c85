import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { APPLICATIONS_MESSAGES as M } from "#app/domain/admin/application-views.ts";
import {
  APPLICATION_FILTERS,
  type ApplicationsQuery,
  SEARCH_MAX_LENGTH,
} from "#app/domain/admin/applications-query.ts";

const TYPING_PAUSE_MS = 350;

/**
 * The search box and the status filters. Both are GET forms, so they work without JavaScript
 * and their state lands in the address; with JavaScript the search also runs as one types.
 */
export function ApplicationsToolbar({ query }: { query: ApplicationsQuery }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <Form method="get" role="search" className="flex w-full max-w-md items-end gap-2" preventScrollReset>
        <div className="flex-1">
          <label htmlFor="applications-search" className="block text-sm font-medium text-slate-800">
            Search applications
          </label>
          <input
            id="applications-search"
            type="search"
            name="q"
            defaultValue={query.search}
            key={query.search}
            placeholder={M.searchPlaceholder}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
            onChange={(event) => {
              const form = event.currentTarget.form;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => {
                if (form) submit(form, { replace: true, preventScrollReset: true });
              }, TYPING_PAUSE_MS);
            }}
          />
        </div>
        {query.filter === "all" ? null : <input type="hidden" name="status" value={query.filter} />}
        <button type="submit" className={buttonClasses({ variant: "secondary" })}>
          Search
        </button>
      </Form>
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
