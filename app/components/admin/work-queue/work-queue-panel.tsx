import { Link } from "react-router";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import {
  WORK_QUEUE_MESSAGES as M,
  WORK_QUEUE_PATH,
  type WorkQueueCountView,
} from "#app/domain/admin/work-queue.ts";

type Loaded = { ok: true; value: WorkQueueCountView[] } | { ok: false; message: string };

/**
 * The admin dashboard's Work Queue panel (issue 24): how many items each section holds, each
 * linking to its section of the Work Queue, with what cannot wait said in words.
 */
export function WorkQueuePanel({ counts }: { counts: Loaded }) {
  return (
    <PanelBoundary name="the Work Queue">
      <section
        aria-labelledby="work-queue-panel-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="work-queue-panel-heading" className="text-lg font-semibold text-slate-900">
          {M.panelHeading}
        </h2>
        {!counts.ok ? (
          <PanelMessage tone="error" className="mt-2">
            {counts.message}
          </PanelMessage>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">{M.panelIntro}</p>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {counts.value.map((line) => (
                <li key={line.section} className="rounded-md border border-slate-200 px-3 py-2">
                  <Link
                    to={line.href}
                    className="flex items-baseline justify-between gap-3 font-medium text-blue-800 underline"
                  >
                    {line.title}
                    <span
                      className={
                        line.total > 0
                          ? "rounded-full bg-slate-900 px-2 text-sm font-semibold text-white no-underline tabular-nums"
                          : "text-sm text-slate-700 no-underline tabular-nums"
                      }
                    >
                      <span className="sr-only">: </span>
                      {line.count}
                    </span>
                  </Link>
                  {line.note ? <p className="mt-1 text-sm font-semibold text-red-800">{line.note}</p> : null}
                </li>
              ))}
            </ul>
            <Link to={WORK_QUEUE_PATH} className="mt-3 inline-block font-semibold text-blue-800 underline">
              {M.openQueue}
            </Link>
          </>
        )}
      </section>
    </PanelBoundary>
  );
}
