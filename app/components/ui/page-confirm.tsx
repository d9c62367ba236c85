import { useId } from "react";
import { Form } from "react-router";
import { Button, buttonClasses } from "./button.tsx";

interface PageConfirmProps {
  /** The form's hidden fields (its intent, the id of what it acts on). */
  fields: Record<string, string>;
  /** The button that opens the dialog; the focus comes back to it when the dialog closes. */
  trigger: React.ReactNode;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while the form is sent: both buttons are then disabled. */
  busyLabel: string;
  /** The opening button's size: small in a list's row (the default), medium on its own. */
  triggerSize?: "sm" | "md";
  /** The confirm button: red for what cannot be undone (the default), blue for what can. */
  confirmVariant?: "danger" | "primary";
}

/**
 * ConfirmDialog's twin on a page sent without React (docs/decisions/0055): a form posted as a
 * page, whose submit button opens a modal alert dialog drawn here, closed, beside it. The frame's
 * script (portal-room.browser.js) opens it, closes it with the cancel button or Escape (the
 * focus back on the button that opened it), and sends the form when the confirm button is
 * chosen. The page that answers says how it went.
 */
export function PageConfirm({
  fields,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busyLabel,
  triggerSize = "sm",
  confirmVariant = "danger",
}: PageConfirmProps) {
  const id = useId();
  return (
    <>
      <Form method="post" data-confirm={`${id}-dialog`}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="secondary" size={triggerSize}>
          {trigger}
        </Button>
      </Form>
      <dialog
        id={`${id}-dialog`}
        role="alertdialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="fixed top-1/2 left-1/2 z-50 m-0 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl backdrop:bg-slate-900/50 focus:outline-none"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id={`${id}-description`} className="mt-2 text-slate-700">
          {description}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {/* The safe choice first, and focused when the dialog opens. */}
          <button
            type="button"
            data-confirm-keep
            // biome-ignore lint/a11y/noAutofocus: the dialog's safe choice takes the focus as it opens, as Radix's does.
            autoFocus
            className={buttonClasses({ variant: "secondary" })}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            data-confirm-yes
            data-busy-label={busyLabel}
            className={buttonClasses({ variant: confirmVariant })}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
