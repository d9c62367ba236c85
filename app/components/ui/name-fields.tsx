import { TextField } from "./text-field.tsx";

interface NameFieldsProps {
  values: { firstName?: string | undefined; lastName?: string | undefined };
  errors: { firstName?: string | undefined; lastName?: string | undefined };
}

/** First Name and Last Name side by side (one above the other on small screens). */
export function NameFields({ values, errors }: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="First Name"
        name="firstName"
        autoComplete="given-name"
        defaultValue={values.firstName}
        error={errors.firstName}
      />
      <TextField
        label="Last Name"
        name="lastName"
        autoComplete="family-name"
        defaultValue={values.lastName}
        error={errors.lastName}
      />
    </div>
  );
}
