import { MoneyFacts } from "#app/components/marketing/money-facts.tsx";
import { PersonPhoto } from "#app/components/marketing/person-photo.tsx";
import type { SuccessStory } from "#app/content/client-stories.ts";

/** A client story: name, photo, quote and the program's figures (a story's: `data-story`). */
export function StoryCard({ story, lazyPhoto }: { story: SuccessStory; lazyPhoto: boolean }) {
  return (
    <article
      aria-labelledby={`story-${story.id}`}
      data-story
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <PersonPhoto image={story.image} lazy={lazyPhoto} />
        <div>
          <h3 id={`story-${story.id}`} className="text-lg font-bold text-slate-900">
            {story.name}
          </h3>
          <p className="text-sm text-slate-700">{story.location}</p>
        </div>
      </div>
      <blockquote className="text-slate-800">
        <p>&ldquo;{story.quote}&rdquo;</p>
      </blockquote>
      <MoneyFacts {...story} />
    </article>
  );
}
