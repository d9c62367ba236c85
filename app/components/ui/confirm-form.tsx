import { type ReactNode, useEffect, useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, buttonClasses } from "./button.tsx";
import { ConfirmDialogOnDemand } from "./confirm-dialog-on-demand.tsx";
import { useHydrated } from "./use-hydrated.ts";

interface ConfirmFormProps {
  /** The fetcher the confirmed form is sent with (its state is the dialog's busy state). */
  fetcher: FetcherWithComponents<unknown>;
  /** The form's hidden fields: its intent and the id of what it acts on. */
  fields: Record<string, string>;
  /** The label of the button that asks. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  /** Why the last attempt failed, said inside the dialog. */
  error?: string | undefined;
  /** The asking button's size: small in a list's row (the default), medium on its own. */
  triggerSize?: "sm" | "md";
  /** The confirm button: red for what cannot be undone (the default), blue for what can. */
  confirmVariant?: "danger" | "primary";
  /** See ConfirmDialog: where the focus goes when what the button acted on is gone. */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** Whether the page is read again after the answer (React Router's choice unless given). */
  defaultShouldRevalidate?: boolean | undefined;
  /**
   * Fields asked with the confirmation (an optional reason), sent with the hidden ones: in the
   * dialog, or in the form shown in place before React runs.
   */
  children?: ReactNode;
}

/**
 * A form that asks before it is sent (issue 42: one component for both ways a page is used).
 * With JavaScript, the button opens ConfirmDialog (its code loaded when first wanted:
 * ConfirmDialogOnDemand) and the confirm button sends the fields with the fetcher; the dialog
 * stays open, busy, until the answer comes. Before React runs (or without it), the same form is a
 * disclosure: the button opens the sentence, the fields asked and a submit button in place, and
 * the form is posted as a page, whose answer is the page.
 */
export function ConfirmForm(props: ConfirmFormProps) {
  const { fetcher, fields, trigger, triggerSize = "sm", confirmVariant = "danger", children } = props;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const asked = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  // A confirmed form that was done closes its dialog; a refusal keeps it open, saying why.
  const answer = fetcher.state === "idle" ? (fetcher.data as { ok?: boolean } | undefined) : undefined;
  useEffect(() => {
    if (answer?.ok) setOpen(false);
  }, [answer]);
  const hidden = Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  if (!hydrated) {
    return (
      <details className="inline-block">
        <summary
          className={buttonClasses({ variant: "secondary", size: triggerSize, className: "list-none" })}
        >
          {trigger}
        </summary>
        <fetcher.Form
          method="post"
          className="mt-3 max-w-md space-y-3 rounded-md border border-slate-200 p-4"
        >
          {hidden}
          <p className="font-semibold text-slate-900">{props.title}</p>
          <p className="text-slate-700">{props.description}</p>
          {children}
          <Button type="submit" variant={confirmVariant} size="sm">
            {props.confirmLabel}
          </Button>
        </fetcher.Form>
      </details>
    );
  }
  const send = () => {
    const data = new FormData(asked.current ?? undefined);
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    fetcher.submit(data, { method: "post", defaultShouldRevalidate: props.defaultShouldRevalidate });
  };
  return (
    <ConfirmDialogOnDemand
      trigger={
        <Button type="button" variant="secondary" size={triggerSize}>
          {trigger}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={props.title}
      description={props.description}
      confirmLabel={props.confirmLabel}
      cancelLabel={props.cancelLabel}
      busyLabel={props.busyLabel}
      busy={busy}
      error={props.error}
      confirmVariant={confirmVariant}
      onCloseAutoFocus={props.onCloseAutoFocus}
      onConfirm={send}
    >
      {children ? (
        <form
          ref={asked}
          aria-label={props.title}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
          className="space-y-4"
        >
          {children}
        </form>
      ) : null}
    </ConfirmDialogOnDemand>
  );
}
