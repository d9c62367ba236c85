import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialogOnDemand } from "#app/components/ui/confirm-dialog-on-demand.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { actionConfirmation } from "#app/domain/admin/application-confirmations.ts";
import type { AdminApplicationRowView, ApplicationsActionData } from "#app/domain/admin/application-views.ts";
import { checkDecline, type DeclineField } from "#app/domain/application/decline-rules.ts";
import type { LifecycleAction } from "#app/domain/application/lifecycle.ts";
import { DeclineReasonFields } from "./decline-reason-fields.tsx";

type DeclineErrors = Partial<Record<DeclineField, string | undefined>>;

/**
 * The actions the life cycle allows now (and only those), each after a confirmation (issue 21:
 * each e-mails the applicant or cannot be undone), posting the version the admin sees. Decline
 * App asks why, from the short list, with an optional note. The server decides again; a refusal
 * says why in the dialog, here and in a toast, and the list is read again so the row shows what
 * changed. The dialogs need JavaScript: until it runs the buttons are disabled; each dialog's code
 * loads when it is first wanted (ConfirmDialogOnDemand).
 */
export function ApplicationActions({ row }: { row: AdminApplicationRowView }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<LifecycleAction | null>(null);
  // The action of the last request sent, so its answer is shown in its own dialog only.
  const [sent, setSent] = useState<LifecycleAction | null>(null);
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [localErrors, setLocalErrors] = useState<DeclineErrors>({});
  const container = useRef<HTMLDivElement>(null);
  const triggers = useRef(new Map<LifecycleAction, HTMLButtonElement>());
  const { fetcher, busy, reply, answer } = useFetcherAction<ApplicationsActionData>({
    key: `lifecycle-${row.id}`,
  });

  // Done: the dialog closes once the list has been read again (the row shows the decision).
  useEffect(() => {
    if (answer?.ok && !busy) setOpen(null);
  }, [answer, busy]);

  // A dialog whose action the row no longer offers (decided meanwhile) is gone: none is open.
  const shown = row.actions.some(({ action }) => action === open) ? open : null;
  const answered = answer && !busy && !answer.ok && sent === shown ? answer : undefined;
  const fieldErrors: DeclineErrors = {
    ...(answered?.fieldErrors as DeclineErrors | undefined),
    ...localErrors,
  };
  const refusedInRow =
    reply && !reply.ok && reply.formMessage && !reply.fieldErrors ? reply.formMessage : null;

  function send(action: LifecycleAction) {
    const fields: Record<string, string> = {
      intent: "lifecycle",
      action,
      applicationId: row.id,
      version: row.version,
    };
    if (action === "decline") {
      // The action's own rules (decline-rules.ts: the form's schema is built on them).
      const checked = checkDecline({ declineReason: reason, declineNote: note });
      if (!checked.ok) {
        setLocalErrors(checked.fieldErrors);
        return;
      }
      fields.declineReason = reason;
      fields.declineNote = note;
    }
    setLocalErrors({});
    setSent(action);
    fetcher.submit(fields, { method: "post", preventScrollReset: true });
  }

  /** As a dialog closes: back to its button, or (the decision made it go) to the row's next action. */
  function restoreFocus(action: LifecycleAction, event: Event) {
    if (triggers.current.get(action)?.isConnected) return;
    event.preventDefault();
    const next = container.current?.querySelector<HTMLButtonElement>("button:not([disabled])");
    (next ?? container.current)?.focus();
  }

  return (
    <div ref={container} tabIndex={-1} className="min-w-36 space-y-2 focus:outline-none">
      {row.actions.length === 0 ? (
        <p className="text-slate-600">
          <span aria-hidden="true">—</span>
          <span className="sr-only">No actions for application #{row.number}</span>
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {row.actions.map(({ action, label }) => {
            const confirmation = actionConfirmation(action, { name: row.name, number: row.number });
            const error = answered?.formMessage;
            return (
              <ConfirmDialogOnDemand
                key={action}
                trigger={
                  <Button
                    ref={(button) => {
                      if (button) triggers.current.set(action, button);
                      else triggers.current.delete(action);
                    }}
                    variant={confirmation.confirmVariant}
                    size="sm"
                    disabled={!hydrated || busy}
                    aria-describedby={`applicant-${row.id}`}
                  >
                    {label}
                  </Button>
                }
                open={open === action}
                onOpenChange={(next) => {
                  setOpen(next ? action : null);
                  setLocalErrors({});
                }}
                title={confirmation.title}
                description={confirmation.description}
                cancelLabel="Go Back"
                confirmLabel={confirmation.confirmLabel}
                confirmVariant={confirmation.confirmVariant}
                busyLabel="Saving..."
                busy={busy}
                error={action === "decline" && answered?.fieldErrors ? undefined : error}
                onConfirm={() => send(action)}
                onCloseAutoFocus={(event) => restoreFocus(action, event)}
              >
                {action === "decline" ? (
                  <DeclineReasonFields
                    reason={reason}
                    note={note}
                    errors={fieldErrors}
                    onReason={(value) => {
                      setReason(value);
                      // An edited field's message goes, the browser's and the server's alike.
                      setLocalErrors((errors) => ({ ...errors, declineReason: undefined }));
                    }}
                    onNote={(value) => {
                      setNote(value);
                      setLocalErrors((errors) => ({ ...errors, declineNote: undefined }));
                    }}
                  />
                ) : null}
              </ConfirmDialogOnDemand>
            );
          })}
          <span id={`applicant-${row.id}`} className="sr-only">
            {row.name}, application #{row.number}
          </span>
        </div>
      )}
      {hydrated || row.actions.length === 0 ? null : (
        <noscript>
          <p className="text-xs text-slate-700">
            Decisions ask for confirmation: turn on JavaScript to make them.
          </p>
        </noscript>
      )}
      {busy ? (
        <p role="status" className="text-xs text-slate-700">
          Saving...
        </p>
      ) : null}
      {refusedInRow && shown === null ? (
        <p role="alert" className="text-sm text-red-800">
          {refusedInRow}
        </p>
      ) : null}
    </div>
  );
}
