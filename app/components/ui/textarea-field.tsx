import { FieldFrame } from "./field-frame.tsx";

interface TextareaFieldProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: React.ReactNode;
  name: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line input whose error sits below it and is tied to it for screen readers. */
export function TextareaField({ label, name, error, hint, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm focus:border-blue-700 aria-[invalid]:border-red-700"
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
