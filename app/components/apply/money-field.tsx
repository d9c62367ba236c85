import { FieldFrame } from "#app/components/ui/field-frame.tsx";
import { finishMoney, typeMoney } from "#app/domain/application/money-input.ts";

interface MoneyFieldProps
  extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "defaultValue"> {
  label: React.ReactNode;
  name: string;
  value: string;
  /** `reformat`: the same amount written as money on leaving the field, not a new answer. */
  onValueChange: (value: string, reformat: boolean) => void;
  error?: string | undefined;
  hint?: string;
}

/**
 * An amount in US dollars, shown as money while it is typed (issue 21): a "$" before it, thousands
 * separated as the digits arrive ("12,500"), cents added when the field is left ("12,500.00").
 * The new text is written to the field within the keystroke, with the caret put back beside the
 * digit it followed, so React finds the field already holding its value and leaves the caret be.
 * Anything that is not an amount stays as typed: its message says why it is refused.
 */
export function MoneyField({
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  className,
  onBlur,
  ...input
}: MoneyFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative mt-1">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-slate-600"
          >
            $
          </span>
          <input
            {...control}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="block w-full rounded-md border border-slate-400 py-2 pr-3 pl-7 text-base shadow-sm focus:border-blue-700 aria-[invalid]:border-red-700"
            {...input}
            value={value}
            onChange={(event) => {
              const field = event.currentTarget;
              const typed = typeMoney({
                previous: value,
                raw: field.value,
                caret: field.selectionStart ?? field.value.length,
                inputType: (event.nativeEvent as InputEvent).inputType,
              });
              if (typed && typed.value !== field.value) {
                field.value = typed.value;
                field.setSelectionRange(typed.caret, typed.caret);
              }
              onValueChange(field.value, false);
            }}
            onBlur={(event) => {
              const finished = finishMoney(value);
              if (finished !== value) onValueChange(finished, true);
              onBlur?.(event);
            }}
          />
        </div>
      )}
    </FieldFrame>
  );
}
