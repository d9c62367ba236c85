import { type ReactNode, useId } from "react";
import { describedBy, FieldMessages } from "./field-message.tsx";

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A label, then the control, then its hint and error, tied together for screen readers. */
export function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, hint, error),
      })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
