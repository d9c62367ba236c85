import { ButtonLink } from "#app/components/ui/button.tsx";
import { ProgramStepList } from "./program-step-list.tsx";

/** The home page's How It Works section: the four steps in brief, Learn More and Apply Now. */
export function HowItWorksTeaser() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h2 id="how-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        How It Works
      </h2>
      <ProgramStepList />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/how-it-works" variant="secondary">
          Learn More<span className="sr-only"> about how the program works</span>
        </ButtonLink>
        <ButtonLink to="/apply">Apply Now</ButtonLink>
      </div>
    </section>
  );
}
