import { SelectField } from "#app/components/ui/select-field.tsx";
import { EMPLOYMENT_LABELS } from "#app/domain/application/options.ts";
import { EMPLOYMENT_STATUSES } from "#app/domain/enums.ts";
import { MoneyField } from "../money-field.tsx";
import type { StepProps } from "../step-props.ts";

const EMPLOYMENT_OPTIONS = EMPLOYMENT_STATUSES.map((value) => ({ value, label: EMPLOYMENT_LABELS[value] }));

/** Step 3: employment and monthly income (shown as money as typed; the separators are removed on submit). */
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
      <MoneyField
        label="Monthly Income"
        name="monthlyIncome"
        required
        hint="In US dollars, before tax, for example 4,250"
        value={values.monthlyIncome}
        error={errors.monthlyIncome}
        onValueChange={(value, reformat) =>
          dispatch({ type: "set", field: "monthlyIncome", value, reformat })
        }
      />
    </div>
  );
}
