import { PageShell } from "#app/components/layout/page-shell.tsx";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { ProgramStepList } from "#app/components/marketing/program-step-list.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { FaqList } from "#app/components/ui/faq-list.tsx";
import { HOW_IT_WORKS_FAQS } from "#app/content/faqs.ts";
import { FIGURES } from "#app/content/figures.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { faqJsonLd } from "#app/content/structured-data.ts";
import type { Route } from "./+types/how-it-works";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "How Our Debt Relief Program Works",
    `Four steps from a free consultation to debt freedom, typically in ${FIGURES.programMonths} months. What the program costs, how long it takes and how it affects your credit.`,
  );

export default function HowItWorks() {
  return (
    <PageShell
      title="How It Works"
      intro={
        <>
          <p>
            Our debt-relief program has four steps, from a free consultation to your last settled debt. There
            are no upfront fees, and you approve every settlement.
          </p>
          <ButtonLink to="/apply" size="lg" className="mt-6">
            Apply Now
          </ButtonLink>
        </>
      }
    >
      <section aria-labelledby="steps-heading" className="space-y-4">
        <h2 id="steps-heading" className="text-2xl font-bold text-slate-900">
          Four steps to debt freedom
        </h2>
        <ProgramStepList detailed />
      </section>
      <section aria-labelledby="faq-heading" className="space-y-4">
        <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
          Frequently Asked Questions
        </h2>
        <JsonLd data={faqJsonLd(HOW_IT_WORKS_FAQS)} />
        <FaqList faqs={HOW_IT_WORKS_FAQS} questionsAs="headings" />
      </section>
      <CtaBand
        headingId="how-cta"
        title="Ready to see your options?"
        text="Your consultation is free, there are no upfront fees, and applying does not commit you to anything."
      />
    </PageShell>
  );
}
