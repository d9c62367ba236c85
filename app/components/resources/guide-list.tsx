import type { Guide } from "#app/content/guides.ts";

/** The written guides, with a list of contents linking to each. */
export function GuideList({ guides }: { guides: readonly Guide[] }) {
  return (
    <div className="space-y-8">
      <nav aria-label="Guides on this page" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h3 className="font-semibold text-slate-900">In these guides</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {guides.map((guide) => (
            <li key={guide.slug}>
              <a
                href={`#${guide.slug}`}
                className="text-blue-800 underline underline-offset-4 hover:text-blue-900"
              >
                {guide.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {guides.map((guide) => (
        <article
          key={guide.slug}
          id={guide.slug}
          aria-labelledby={`${guide.slug}-title`}
          className="scroll-mt-24"
        >
          <h3 id={`${guide.slug}-title`} className="text-xl font-semibold text-slate-900">
            {guide.title}
          </h3>
          <p className="mt-1 font-medium text-slate-800">{guide.summary}</p>
          {guide.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
        </article>
      ))}
    </div>
  );
}
