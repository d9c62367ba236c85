import { type FormEvent, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CALCULATOR_ASSUMPTION_NOTES, CALCULATOR_ASSUMPTIONS } from "#app/content/calculator-assumptions.ts";
import {
  type CalculatorField,
  type CalculatorValues,
  calculateDebtOptions,
} from "#app/domain/debt-calculator.ts";
import { CalculatorFields } from "./calculator-form.tsx";
import { CalculatorResults } from "./calculator-results.tsx";

/**
 * The debt calculator. A GET form: without JavaScript the loader reads the query string and the
 * server renders the results; with JavaScript the same pure function updates them as you type.
 * Errors show for a field once it has been left, and for every field after a submit.
 */
export function DebtCalculator({
  initialValues,
  submitted,
}: {
  initialValues: CalculatorValues;
  submitted: boolean;
}) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<CalculatorField, boolean>>>({});
  const [showAll, setShowAll] = useState(submitted);
  const formRef = useRef<HTMLFormElement>(null);
  const outcome = calculateDebtOptions(values, CALCULATOR_ASSUMPTIONS);
  const allErrors = outcome.ok ? {} : outcome.errors;
  const errors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => showAll || touched[field as CalculatorField]),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (outcome.ok) return;
    event.preventDefault();
    setShowAll(true);
    const firstInvalid = (["debt", "apr", "payment"] as const).find((field) => allErrors[field]);
    if (firstInvalid)
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
  }

  return (
    <div className="space-y-8">
      <Form
        ref={formRef}
        method="get"
        replace
        preventScrollReset
        noValidate
        onSubmit={onSubmit}
        aria-label="Debt calculator"
        className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-5"
      >
        <CalculatorFields
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
        />
        <Button type="submit">Compare options</Button>
      </Form>
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
    </div>
  );
}
