import { SelectField } from "#app/components/ui/select-field.tsx";
import { DEBT_BRACKETS } from "#app/domain/application/debt-brackets.ts";
import type { StepProps } from "../step-props.ts";

const RANGE_OPTIONS = DEBT_BRACKETS.map((bracket) => ({ value: String(bracket.id), label: bracket.label }));

/** Step 4: the debt range, from the brackets the home page uses too. */
export function DebtSelectionStep({ values, errors, dispatch }: StepProps) {
  return (
    <SelectField
      label="Total Unsecured Debt"
      name="debtRange"
      placeholder="Select your debt range"
      options={RANGE_OPTIONS}
      required
      hint="Credit cards, personal loans, medical bills and other unsecured debts together."
      value={values.debtRange}
      error={errors.debtRange}
      onChange={(e) => dispatch({ type: "set", field: "debtRange", value: e.target.value })}
      className="max-w-md"
    />
  );
}
