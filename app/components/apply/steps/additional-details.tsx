import { TextField } from "#app/components/ui/text-field.tsx";
import { isoDay } from "#app/domain/application/dates.ts";
import type { StepProps } from "../step-props.ts";

/**
 * Step 6. The SSN's last four digits are masked as typed and limited to four characters;
 * they are never kept in browser storage (decisions.md).
 */
export function AdditionalDetailsStep({ values, errors, dispatch }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        required
        hint="Street, city, state and ZIP code"
        value={values.address}
        error={errors.address}
        onChange={(e) => dispatch({ type: "set", field: "address", value: e.target.value })}
        className="sm:col-span-2"
      />
      <TextField
        label="Date of Birth"
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        required
        max={isoDay(new Date())}
        value={values.dateOfBirth}
        error={errors.dateOfBirth}
        onChange={(e) => dispatch({ type: "set", field: "dateOfBirth", value: e.target.value })}
      />
      <TextField
        label="Last 4 Digits of SSN"
        name="ssnLastFour"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        required
        value={values.ssnLastFour}
        error={errors.ssnLastFour}
        onChange={(e) => dispatch({ type: "set", field: "ssnLastFour", value: e.target.value.slice(0, 4) })}
      />
      <TextField
        label="Total Debt Amount"
        name="debtAmount"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="In US dollars, for example 15,000"
        value={values.debtAmount}
        error={errors.debtAmount}
        onChange={(e) => dispatch({ type: "set", field: "debtAmount", value: e.target.value })}
      />
    </div>
  );
}
