import type { ArticleBlock } from "#app/content/blog/types.ts";

/** The body of a blog article: paragraphs, subheadings (h2) and bullet lists. */
export function ArticleBody({ body }: { body: readonly ArticleBlock[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-800">
      {body.map((block) => {
        if (block.kind === "heading") {
          return (
            <h2 key={block.text} className="pt-2 text-2xl font-bold text-slate-900">
              {block.text}
            </h2>
          );
        }
        if (block.kind === "list") {
          return (
            <ul key={block.items.join("|")} className="list-disc space-y-2 pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={block.text}>{block.text}</p>;
      })}
    </div>
  );
}
