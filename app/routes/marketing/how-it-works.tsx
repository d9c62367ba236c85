import { PageShell } from "#app/components/layout/page-shell.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/how-it-works";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "How It Works",
    "Four steps from a free consultation to debt freedom: enroll, save, let us negotiate with your creditors, and finish your program.",
  );

const STEPS = [
  {
    title: "Free Consultation",
    text: "Tell us about your debts and your budget. The consultation costs nothing.",
  },
  {
    title: "Enroll and Start Saving",
    text: "Make one monthly program payment into an account that you control.",
  },
  {
    title: "We Negotiate",
    text: "We negotiate with your creditors to settle your debts for less than you owe.",
  },
  { title: "Debt Freedom", text: "As each debt is settled, you move closer to finishing your program." },
];

export default function HowItWorks() {
  return (
    <PageShell title="How It Works" intro="Our debt-relief program has four steps.">
      <ol className="grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-lg border border-slate-200 p-5">
            <h2 className="text-lg font-semibold text-slate-900">
              {index + 1}. {step.title}
            </h2>
            <p className="mt-2">{step.text}</p>
          </li>
        ))}
      </ol>
      <ButtonLink to="/apply">Apply Now</ButtonLink>
    </PageShell>
  );
}
