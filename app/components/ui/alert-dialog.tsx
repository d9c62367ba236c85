import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "./button.tsx";

export interface ConfirmDialogProps {
  /** The button that opens the dialog; focus comes back to it when the dialog closes. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown while the confirmed action runs: both buttons are then disabled. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Why the last attempt failed, announced inside the dialog. */
  error?: string | undefined;
  /**
   * As the dialog closes; call `preventDefault()` and move the focus yourself when the button
   * that opened it is going away (the thing it acted on was deleted).
   */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** The confirm button's look: "danger" (the default) for what destroys, "primary" otherwise. */
  confirmVariant?: "danger" | "primary";
  /** What must be chosen before confirming (Decline App's reason), between the text and the buttons. */
  children?: ReactNode;
}

/**
 * A confirmation that must be answered (Radix alert dialog: focus held inside, Escape and
 * the cancel button close it, focus returns to the button that opened it). The dialog stays
 * open while the action runs, so a failure is shown where the person is looking.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    trigger,
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    cancelLabel,
    busyLabel,
    busy,
    onConfirm,
    error,
    onCloseAutoFocus,
    confirmVariant = "danger",
    children,
  } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
          {children ? <div className="mt-4 space-y-4">{children}</div> : null}
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses({ variant: "secondary" })} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action, which would close the dialog before the answer arrives. */}
            <Button variant={confirmVariant} disabled={busy} onClick={onConfirm}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
