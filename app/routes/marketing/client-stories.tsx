import { PageShell } from "#app/components/layout/page-shell.tsx";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { StatList } from "#app/components/marketing/stat-list.tsx";
import { StoryCard } from "#app/components/marketing/story-card.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { SUCCESS_STATS } from "#app/content/about.ts";
import { CLIENT_STORIES } from "#app/content/client-stories.ts";
import { FIGURES } from "#app/content/figures.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/client-stories";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Client Stories and Success Stories",
    `How clients resolved their debts with one monthly program payment. Over ${FIGURES.customerCount} customers served, ${FIGURES.debtResolved} resolved.`,
  );

export default function ClientStories() {
  return (
    <PageShell
      title="Client Stories"
      intro={<p>Real people, real programs. Here is how some of our clients resolved their debts.</p>}
    >
      <section aria-labelledby="results-heading" className="space-y-4">
        <h2 id="results-heading" className="text-2xl font-bold text-slate-900">
          Our results
        </h2>
        <StatList stats={SUCCESS_STATS} label="Client results" />
      </section>
      <section aria-labelledby="stories-heading" className="space-y-4">
        <h2 id="stories-heading" className="text-2xl font-bold text-slate-900">
          Success stories
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {CLIENT_STORIES.map((story, position) => (
            // Only the first card starts inside the first viewport at every width; the second is
            // below it on a phone. A lazy image that is in view is still fetched at once.
            <StoryCard key={story.id} story={story} lazyPhoto={position >= 1} />
          ))}
        </div>
        <p className="text-sm">
          Names are shortened to protect our clients&apos; privacy. Results vary: savings and program length
          depend on your debts, your creditors and your monthly program payment.
        </p>
      </section>
      <CtaBand
        headingId="stories-cta"
        title="Start your own story"
        text="Find out what your program could look like in a free consultation."
      />
    </PageShell>
  );
}
