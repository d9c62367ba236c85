import { CircleCheck } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { HEADLINE_CLAIM, KEY_CLAIMS } from "#app/content/claims.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Debt Relief With No Upfront Fees",
    "Pay up to 30% less than you owe and become debt free in as little as 12-48 months. Free consultation, zero up-front fees.",
  );

export default function Home() {
  return (
    <>
      <section className="bg-blue-50">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:py-24">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{HEADLINE_CLAIM}</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">
            Become debt free in as little as 12-48 months with one monthly program payment. Your consultation
            is free, and there are zero up-front fees.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/apply" size="lg">
              Apply Now
            </ButtonLink>
            <ButtonLink to="/how-it-works" size="lg" variant="secondary">
              Learn How It Works
            </ButtonLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="why-us" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="why-us" className="text-2xl font-bold text-slate-900">
          Why people choose us
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {KEY_CLAIMS.map((claim) => (
            <li key={claim} className="flex gap-3 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-800" />
              {claim}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
