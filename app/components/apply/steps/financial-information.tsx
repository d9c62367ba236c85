import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { EMPLOYMENT_LABELS } from "#app/domain/application/options.ts";
import { EMPLOYMENT_STATUSES } from "#app/domain/enums.ts";
import type { StepProps } from "../step-props.ts";

const EMPLOYMENT_OPTIONS = EMPLOYMENT_STATUSES.map((value) => ({ value, label: EMPLOYMENT_LABELS[value] }));

/** Step 3: employment and monthly income (commas are fine: they are removed on submit). */
export function FinancialInformationStep({ values, errors, dispatch }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Employment Status"
        name="employmentStatus"
        placeholder="Select your employment status"
        options={EMPLOYMENT_OPTIONS}
        required
        value={values.employmentStatus}
        error={errors.employmentStatus}
        onChange={(e) => dispatch({ type: "set", field: "employmentStatus", value: e.target.value })}
      />
      <TextField
        label="Monthly Income"
        name="monthlyIncome"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="In US dollars, before tax, for example 4,250"
        value={values.monthlyIncome}
        error={errors.monthlyIncome}
        onChange={(e) => dispatch({ type: "set", field: "monthlyIncome", value: e.target.value })}
      />
    </div>
  );
}
