import { TextField } from "#app/components/ui/text-field.tsx";
import type { CalculatorErrors, CalculatorField, CalculatorValues } from "#app/domain/debt-calculator.ts";

const FIELDS: readonly { name: CalculatorField; label: string; hint: string; placeholder: string }[] = [
  {
    name: "debt",
    label: "Total unsecured debt ($)",
    hint: "Credit cards, personal loans, medical bills.",
    placeholder: "20,000",
  },
  {
    name: "apr",
    label: "Average APR (%)",
    hint: "The average interest rate on those debts.",
    placeholder: "22",
  },
  {
    name: "payment",
    label: "Current monthly payment ($)",
    hint: "What you pay in total each month.",
    placeholder: "500",
  },
];

/** The calculator's three fields, each with its hint and its error beneath it. */
export function CalculatorFields({ values, errors }: { values: CalculatorValues; errors: CalculatorErrors }) {
  // After a submit with errors, the first wrong field takes focus as the page loads.
  const firstWrong = FIELDS.find((field) => errors[field.name])?.name;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          hint={field.hint}
          placeholder={field.placeholder}
          error={errors[field.name]}
          defaultValue={values[field.name]}
          autoFocus={field.name === firstWrong}
          inputMode="decimal"
          autoComplete="off"
          maxLength={40}
          required
        />
      ))}
    </div>
  );
}
