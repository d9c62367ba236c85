import { buttonClasses } from "#app/components/ui/button.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import type { AdminApplicationRowView, ApplicationsActionData } from "#app/domain/admin/application-views.ts";

const DECLINING = /^decline/;

/**
 * The actions the life cycle allows now (and only those), each posting the version the admin
 * sees. The server decides again; a refusal says why here and in a toast, and the list is
 * read again so the row shows what changed.
 */
export function ApplicationActions({ row }: { row: AdminApplicationRowView }) {
  const { fetcher, busy, reply } = useFetcherAction<ApplicationsActionData>({ key: `lifecycle-${row.id}` });

  return (
    <div className="min-w-36 space-y-2">
      {row.actions.length === 0 ? (
        <p className="text-slate-600">
          <span aria-hidden="true">—</span>
          <span className="sr-only">No actions for application #{row.number}</span>
        </p>
      ) : (
        <fetcher.Form method="post" preventScrollReset className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="lifecycle" />
          <input type="hidden" name="applicationId" value={row.id} />
          <input type="hidden" name="version" value={row.version} />
          {row.actions.map(({ action, label }) => (
            <button
              key={action}
              type="submit"
              name="action"
              value={action}
              disabled={busy}
              aria-describedby={`applicant-${row.id}`}
              className={buttonClasses({
                variant: DECLINING.test(action) ? "danger" : "primary",
                size: "sm",
              })}
            >
              {label}
            </button>
          ))}
          <span id={`applicant-${row.id}`} className="sr-only">
            {row.name}, application #{row.number}
          </span>
        </fetcher.Form>
      )}
      {busy ? (
        <p role="status" className="text-xs text-slate-700">
          Saving...
        </p>
      ) : null}
      {reply && !reply.ok && reply.formMessage ? (
        <p role="alert" className="text-sm text-red-800">
          {reply.formMessage}
        </p>
      ) : null}
    </div>
  );
}
