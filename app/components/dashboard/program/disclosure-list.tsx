import type { DisclosureSection } from "#app/content/disclosures.ts";

/** The disclosures, each a titled section (headings at `level`). */
export function DisclosureList({
  sections,
  level,
}: {
  sections: readonly DisclosureSection[];
  level: 3 | 4;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className="space-y-5">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`disclosure-${section.id}`}>
          <Heading id={`disclosure-${section.id}`} className="font-semibold text-slate-900">
            {section.title}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-1 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
