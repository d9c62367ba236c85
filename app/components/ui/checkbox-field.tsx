import { type ReactNode, useId } from "react";
import { describedBy, FieldMessages } from "./field-message.tsx";

interface CheckboxFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  name: string;
  error?: string | undefined;
}

/** A checkbox with its label beside it and its error below. */
export function CheckboxField({ label, name, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, null, error)}
          className="mt-0.5 size-5 shrink-0 accent-blue-800"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
