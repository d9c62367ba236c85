import { ButtonLink } from "#app/components/ui/button.tsx";
import { CircleCheck } from "#app/components/ui/icons.tsx";
import { HEADLINE_CLAIM, KEY_CLAIMS } from "#app/content/figures.ts";
import { HERO_INTRO } from "#app/content/home.ts";

/** The home page's opening band: the headline claim (the page's h1) and the key claims. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-title" className="bg-blue-50">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <h1 id="home-title" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {HEADLINE_CLAIM}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">{HERO_INTRO}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/apply" size="lg">
              Apply Now
            </ButtonLink>
            <ButtonLink to="/how-it-works" size="lg" variant="secondary">
              Learn How It Works
            </ButtonLink>
          </div>
        </div>
        <ul className="grid gap-3 rounded-xl border border-blue-100 bg-white p-6 shadow-sm">
          {KEY_CLAIMS.map((claim) => (
            <li key={claim} className="flex gap-3 text-slate-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-800" />
              {claim}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
