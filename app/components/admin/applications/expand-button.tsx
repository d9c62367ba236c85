import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { AdminApplicationRowView } from "#app/domain/admin/application-views.ts";
import type { ApplicationsQuery } from "#app/domain/admin/applications-query.ts";
import { preloadApplicationDetails } from "./application-details-lazy.tsx";

interface ExpandButtonProps {
  query: ApplicationsQuery;
  row: AdminApplicationRowView;
  open: boolean;
  /** The id of the details row it shows. */
  controls: string;
}

/**
 * Shows or hides a row's details. A GET form keeping the list's search, filter and page, with
 * `open` set to this row: the server reads that one application's details, with or without
 * JavaScript, and the address (so a reload or a live update) keeps it open. Opening also starts
 * loading the details' code (application-details-lazy.tsx) while the row's data is read.
 */
export function ExpandButton({ query, row, open, controls }: ExpandButtonProps) {
  return (
    <Form
      method="get"
      preventScrollReset
      onSubmit={open ? undefined : () => void preloadApplicationDetails()}
    >
      {query.search ? <input type="hidden" name="q" value={query.search} /> : null}
      {query.filter === "all" ? null : <input type="hidden" name="status" value={query.filter} />}
      {query.page > 1 ? <input type="hidden" name="page" value={query.page} /> : null}
      {open ? null : <input type="hidden" name="open" value={row.id} />}
      <button
        type="submit"
        aria-expanded={open}
        aria-controls={open ? controls : undefined}
        className={buttonClasses({ variant: "ghost", size: "sm", className: "whitespace-nowrap underline" })}
      >
        {open ? "Hide Details" : "View Details"}
        <span className="sr-only"> for {row.name}</span>
      </button>
    </Form>
  );
}
