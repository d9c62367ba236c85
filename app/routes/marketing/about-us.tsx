import { __iconData as awardIcon } from "lucide-react/icons/award";
import { __iconData as heartIcon } from "lucide-react/icons/heart";
import { __iconData as targetIcon } from "lucide-react/icons/target";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { CertificationBadges } from "#app/components/marketing/certification-badges.tsx";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { StatList } from "#app/components/marketing/stat-list.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { type Icon, lucide, ShieldCheck } from "#app/components/ui/icons.tsx";
import {
  ABOUT_STATS,
  CORE_VALUES,
  LEADERSHIP,
  LEADERSHIP_INTRO,
  MISSION,
  STORY,
} from "#app/content/about.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/about-us";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

const Award = lucide(awardIcon);
const Heart = lucide(heartIcon);
const Target = lucide(targetIcon);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "About Us: Our Mission and Values",
    "Who we are, what we stand for and how we help people with unsecured debt: our mission, core values, certifications and leadership.",
  );

// One icon per core value, in the order of CORE_VALUES.
const VALUE_ICONS: readonly Icon[] = [ShieldCheck, Heart, Award, Target];

const H2 = "text-2xl font-bold text-slate-900";

export default function AboutUs() {
  return (
    <PageShell title="About Us" intro={<p>{MISSION}</p>}>
      <section aria-labelledby="story-heading" className="space-y-3">
        <h2 id="story-heading" className={H2}>
          Our story
        </h2>
        <p>{STORY}</p>
      </section>
      <section aria-labelledby="stats-heading" className="space-y-4">
        <h2 id="stats-heading" className={H2}>
          By the numbers
        </h2>
        <StatList stats={ABOUT_STATS} label="Company figures" />
      </section>
      <section aria-labelledby="values-heading" className="space-y-4">
        <h2 id="values-heading" className={H2}>
          Our core values
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {CORE_VALUES.map((value, position) => {
            const Icon = VALUE_ICONS[position] ?? ShieldCheck;
            return (
              <li key={value.title} className="rounded-xl border border-slate-200 p-5">
                <Icon aria-hidden="true" className="size-7 text-blue-800" />
                <h3 className="mt-2 text-lg font-bold text-slate-900">{value.title}</h3>
                <p className="mt-1">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="certifications-heading" className="space-y-4">
        <h2 id="certifications-heading" className={H2}>
          Certifications
        </h2>
        <CertificationBadges size="large" />
      </section>
      <section aria-labelledby="leadership-heading" className="space-y-4">
        <h2 id="leadership-heading" className={H2}>
          Leadership team
        </h2>
        <p>{LEADERSHIP_INTRO}</p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {LEADERSHIP.map((member) => (
            <li key={member.role} className="rounded-xl border border-slate-200 p-5">
              <h3 className="font-bold text-slate-900">{member.role}</h3>
              <p className="mt-1">Answers for: {member.answersFor}</p>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        headingId="about-cta"
        title="Talk to us about your debt"
        text="A free consultation with no obligation and no upfront fees."
      />
    </PageShell>
  );
}
