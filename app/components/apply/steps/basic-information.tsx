import { TextField } from "#app/components/ui/text-field.tsx";
import { formatUsd } from "#app/domain/format.ts";
import { PROGRAM } from "#app/domain/program.ts";
import type { StepProps } from "../step-props.ts";

const ELIGIBILITY = [
  `At least ${formatUsd(PROGRAM.minimumUnsecuredDebt)} in unsecured debt`,
  "A regular source of income",
  "A US resident aged 18 or older",
  "Able to make monthly program payments",
] as const;

/** Step 1 (spec section 2): who is applying, and who can. */
export function BasicInformationStep({
  values,
  errors,
  dispatch,
  categoryName,
}: StepProps & { categoryName?: string | undefined }) {
  return (
    <div className="space-y-6">
      {categoryName ? (
        <p className="rounded-md bg-blue-50 px-4 py-3 text-blue-900">
          You&apos;re applying about {categoryName}.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={(e) => dispatch({ type: "set", field: "firstName", value: e.target.value })}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={errors.lastName}
          onChange={(e) => dispatch({ type: "set", field: "lastName", value: e.target.value })}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => dispatch({ type: "set", field: "email", value: e.target.value })}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          hint="10 digits, for example 555 123 4567"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => dispatch({ type: "set", field: "phone", value: e.target.value })}
        />
      </div>
      <section
        aria-labelledby="eligibility-heading"
        className="rounded-md border border-slate-200 bg-slate-50 p-4"
      >
        <h3 id="eligibility-heading" className="font-semibold text-slate-900">
          Who can apply
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          {ELIGIBILITY.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
