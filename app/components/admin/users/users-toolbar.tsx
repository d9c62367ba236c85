import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { USERS_MESSAGES as M } from "#app/domain/admin/user-views.ts";
import {
  SEARCH_MAX_LENGTH,
  USER_FILTERS,
  type UsersQuery,
  usersExportHref,
} from "#app/domain/admin/users-query.ts";

const TYPING_PAUSE_MS = 350;

/**
 * The search box, the filters and Export Users. Search and filters are GET forms, so they work
 * without JavaScript and their state lands in the address; the export is a plain link to a file
 * of what the list shows.
 */
export function UsersToolbar({ query }: { query: UsersQuery }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Form method="get" role="search" className="flex w-full max-w-md items-end gap-2" preventScrollReset>
          <div className="flex-1">
            <label htmlFor="users-search" className="block text-sm font-medium text-slate-800">
              Search users
            </label>
            <input
              id="users-search"
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
          {query.filter === "all" ? null : <input type="hidden" name="filter" value={query.filter} />}
          <button type="submit" className={buttonClasses({ variant: "secondary" })}>
            Search
          </button>
        </Form>
        <a
          href={usersExportHref(query)}
          download
          className={`${buttonClasses({ variant: "secondary" })} self-start sm:self-auto`}
        >
          {M.exportLabel}
        </a>
      </div>
      <Form method="get" preventScrollReset aria-label="Filter users">
        {query.search ? <input type="hidden" name="q" value={query.search} /> : null}
        <div className="flex flex-wrap gap-2">
          {USER_FILTERS.map((filter) => {
            const active = query.filter === filter.id;
            return (
              <button
                key={filter.id}
                type="submit"
                name="filter"
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
