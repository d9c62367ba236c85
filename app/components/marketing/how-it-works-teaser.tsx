import { ButtonLink } from "#app/components/ui/button.tsx";
import { PROGRAM_STEPS } from "#app/content/program-steps.ts";

/** The home page's How It Works section: the four steps in brief, Learn More and Apply Now. */
export function HowItWorksTeaser() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h2 id="how-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        How It Works
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PROGRAM_STEPS.map((step, position) => (
          <li key={step.title} className="rounded-xl border border-slate-200 p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-9 items-center justify-center rounded-full bg-blue-800 font-bold text-white"
            >
              {position + 1}
            </span>
            <h3 className="mt-3 font-bold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{step.summary}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/how-it-works" variant="secondary">
          Learn More<span className="sr-only"> about how the program works</span>
        </ButtonLink>
        <ButtonLink to="/apply">Apply Now</ButtonLink>
      </div>
    </section>
  );
}
