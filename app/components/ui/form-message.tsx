import type { FormMessageState } from "./use-checked-form.ts";

/**
 * The sentence for a whole form (use-checked-form.ts), at its top: a refusal is an alert, what happens
 * next is a polite status.
 */
export function FormMessage({
  message,
  children,
}: {
  message: FormMessageState | undefined;
  children?: React.ReactNode;
}) {
  if (!message) return null;
  return message.ok ? (
    <p role="status" className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-800">
      {message.text}
    </p>
  ) : (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
      <p>{message.text}</p>
      {children}
    </div>
  );
}
