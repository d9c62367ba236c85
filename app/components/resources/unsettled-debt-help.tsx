import { ButtonLink } from "#app/components/ui/button.tsx";
import type { UnsettledDebt } from "#app/content/unsettled-debts.ts";

/** Why the program does not settle this kind of debt, what to do first, and what it can take. */
export function UnsettledDebtHelp({ debt }: { debt: UnsettledDebt }) {
  return (
    <div className="space-y-4">
      {debt.why.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3 className="text-lg font-semibold text-slate-900">What to do instead</h3>
      <ul className="list-disc space-y-2 pl-5">
        {debt.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-5">
        <p>{debt.mayQualify.text}</p>
        <ButtonLink to={debt.mayQualify.href} variant="secondary">
          {debt.mayQualify.label}
        </ButtonLink>
      </div>
    </div>
  );
}
