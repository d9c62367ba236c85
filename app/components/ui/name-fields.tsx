import { TextField } from "./text-field.tsx";
import type { FieldProps } from "./use-form.ts";

/** First Name and Last Name side by side (one above the other on small screens). */
export function NameFields({ first, last }: { first: FieldProps; last: FieldProps }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" autoComplete="given-name" {...first} />
      <TextField label="Last Name" autoComplete="family-name" {...last} />
    </div>
  );
}
