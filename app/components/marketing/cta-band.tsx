import { ButtonLink } from "#app/components/ui/button.tsx";

/** A closing call to action to /apply. */
export function CtaBand({ headingId, title, text }: { headingId: string; title: string; text: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-blue-800 p-6 text-white sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-blue-50">{text}</p>
      <ButtonLink to="/apply" variant="secondary" size="lg" className="mt-6">
        Apply Now
      </ButtonLink>
    </section>
  );
}
