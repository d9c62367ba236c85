import type { RootFlash } from "#app/components/root-data.ts";

/**
 * A waiting flash message (sign-out, account created…) on a page sent without scripts, where no
 * toaster runs: rendered on the server at the top centre like the toast, announced as a status,
 * and faded out by CSS after a few seconds (app.css, `flash-notice`).
 */
export function FlashNotice({ flash }: { flash: RootFlash }) {
  const error = flash.type === "error";
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      <p
        role={error ? "alert" : "status"}
        data-flash={flash.type}
        className="flash-notice rounded-lg bg-white px-4 py-3 font-medium text-slate-900 shadow-lg ring-1 ring-slate-200"
      >
        <span aria-hidden="true" className={error ? "mr-2 text-red-700" : "mr-2 text-green-700"}>
          {error ? "✕" : "✓"}
        </span>
        <span>{flash.message}</span>
      </p>
    </div>
  );
}
