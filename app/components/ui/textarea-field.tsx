import { useId } from "react";
import { describedBy, FieldMessages } from "./field-message.tsx";

interface TextareaFieldProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: React.ReactNode;
  name: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line input whose error sits below it and is tied to it for screen readers. */
export function TextareaField({ label, name, error, hint, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm focus:border-blue-700 aria-[invalid]:border-red-700"
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
