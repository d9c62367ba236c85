import { FieldFrame } from "./field-frame.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  label: React.ReactNode;
  name: string;
  options: readonly SelectOption[];
  /** The empty first option ("Select…"). */
  placeholder: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled native select whose error sits below it and is tied to it for screen readers. */
export function SelectField({
  label,
  name,
  options,
  placeholder,
  error,
  hint,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base shadow-sm focus:border-blue-700 aria-[invalid]:border-red-700"
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
