import { HomeHero } from "#app/components/marketing/home-hero.tsx";
import { HowItWorksTeaser } from "#app/components/marketing/how-it-works-teaser.tsx";
import { QualificationSection } from "#app/components/marketing/qualification-section.tsx";
import { TestimonialCarousel } from "#app/components/marketing/testimonial-carousel.tsx";
import { WhyChooseUs } from "#app/components/marketing/why-choose-us.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { FASTEST_STATEMENT, HEADLINE_CLAIM } from "#app/content/figures.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import { TESTIMONIALS } from "#app/content/testimonials.ts";
import type { Route } from "./+types/home";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Debt Relief With No Upfront Fees",
    `${HEADLINE_CLAIM}, and become ${FASTEST_STATEMENT}. Free consultation, zero up-front fees, one monthly program payment.`,
  );

export default function Home() {
  return (
    <>
      <HomeHero />
      <TestimonialCarousel testimonials={TESTIMONIALS} />
      <QualificationSection />
      <WhyChooseUs />
      <HowItWorksTeaser />
    </>
  );
}
