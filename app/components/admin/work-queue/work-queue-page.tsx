import { LiveIndicator } from "#app/components/live/live-indicator.tsx";
import { useLiveRevalidation } from "#app/components/live/use-live-revalidation.ts";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { WORK_QUEUE_MESSAGES as M, WORK_QUEUE_PATH } from "#app/domain/admin/work-queue.ts";
import type { WorkQueuePageData } from "#app/domain/admin/work-queue-views.ts";
import { WorkQueueSection } from "./work-queue-section.tsx";

const WORK_QUEUE_EVENTS_URL = "/admin/work-queue/events";

/** /admin/work-queue: the sections' links with their counts, then each section; kept current live. */
export function WorkQueuePage({ page }: { page: WorkQueuePageData }) {
  // Issue 25: the queue reads itself again when what it lists changes, wherever it changed.
  const live = useLiveRevalidation(WORK_QUEUE_EVENTS_URL, "work-queue");
  return (
    <section aria-labelledby="work-queue-title" className="space-y-8">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="work-queue-title" className="text-2xl font-bold text-slate-900">
            {M.title}
          </h1>
          <LiveIndicator {...live} announcement="Work Queue updated" />
        </div>
        <p className="mt-2 max-w-3xl text-slate-700">{M.intro}</p>
      </div>
      {!page.ok ? (
        <PanelMessage tone="error">
          <p>{page.message}</p>
          {/* A plain link: a fresh request, which works whatever state the page is in. */}
          <a href={WORK_QUEUE_PATH} className="mt-2 inline-block font-semibold underline">
            {M.tryAgain}
          </a>
        </PanelMessage>
      ) : (
        <>
          <nav aria-label={M.contents}>
            <ul className="flex flex-wrap gap-2">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-blue-800 underline"
                  >
                    {section.title}
                    <span className="rounded-full bg-slate-100 px-2 text-slate-900 no-underline tabular-nums">
                      <span className="sr-only">: </span>
                      {section.total.toLocaleString("en-US")}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {page.sections.map((section) => (
            <WorkQueueSection key={section.id} view={section} />
          ))}
        </>
      )}
    </section>
  );
}
