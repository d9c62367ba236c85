import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { CALCULATOR_ASSUMPTION_NOTES, CALCULATOR_ASSUMPTIONS } from "#app/content/calculator-assumptions.ts";
import { applyHref, type CalculatorValues, calculateDebtOptions } from "#app/domain/debt-calculator.ts";
import { formatUsd } from "#app/domain/format.ts";
import { PROGRAM } from "#app/domain/program.ts";
import { CalculatorFields } from "./calculator-form.tsx";
import { CalculatorResults } from "./calculator-results.tsx";

/**
 * The debt calculator: a plain GET form, sent without scripts (docs/decisions/0032). The loader
 * reads the query string and the server renders the comparison, or every field's error with
 * the first wrong field focused (autofocus), and the figures stay in the address. It ends with
 * "Apply with these numbers": the wizard with the compared debt prefilled, to the cent (issue 43).
 */
export function DebtCalculator({
  initialValues: values,
  submitted,
}: {
  initialValues: CalculatorValues;
  submitted: boolean;
}) {
  const outcome = calculateDebtOptions(values, CALCULATOR_ASSUMPTIONS);
  const errors = submitted && !outcome.ok ? outcome.errors : {};
  const showAll = submitted;

  return (
    <div className="space-y-8">
      <form
        method="get"
        noValidate
        aria-label="Debt calculator"
        className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-5"
      >
        <CalculatorFields values={values} errors={errors} />
        <Button type="submit">Compare options</Button>
      </form>
      <section aria-labelledby="calculator-results-title" className="space-y-4">
        <h2 id="calculator-results-title" className="text-2xl font-semibold text-slate-900">
          Your comparison
        </h2>
        {outcome.ok ? (
          <CalculatorResults comparison={outcome.comparison} />
        ) : (
          <p className="text-slate-700">
            {showAll
              ? "Please correct the fields above to see your comparison."
              : "Enter your total debt, average APR and monthly payment, then choose Compare options."}
          </p>
        )}
      </section>
      <section aria-labelledby="calculator-assumptions-title">
        <h2 id="calculator-assumptions-title" className="text-2xl font-semibold text-slate-900">
          Assumptions
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {CALCULATOR_ASSUMPTION_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      {outcome.ok ? <ApplyWithTheseNumbers debt={outcome.comparison.inputs.debt} /> : null}
    </div>
  );
}

/** The calculator's last word: apply with the compared debt, when the program can take it. */
function ApplyWithTheseNumbers({ debt }: { debt: number }) {
  if (debt < PROGRAM.minimumUnsecuredDebt) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-5">
        The program needs at least {formatUsd(PROGRAM.minimumUnsecuredDebt)} of unsecured debt, so we cannot
        take an application for {formatUsd(debt)}. A nonprofit credit counselor can help with a smaller
        balance.
      </p>
    );
  }
  return (
    <p>
      <ButtonLink to={applyHref(debt)} size="lg">
        Apply with these numbers
      </ButtonLink>
    </p>
  );
}
