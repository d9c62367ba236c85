import { useRef } from "react";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

interface CompleteFormButtonProps {
  applicantName: string;
  /** The editor's form: confirming submits it with intent "complete". */
  formRef: React.RefObject<HTMLFormElement | null>;
  busy: boolean;
  /** The dialog closes when the server has answered (or the browser's check refused). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/**
 * Complete Form, after a confirmation (it e-mails the applicant and cannot be undone). The
 * confirmation submits the editor's form through a hidden submit button, so the fields shown are
 * checked and sent as with Save. Without JavaScript it is the form's second submit button.
 */
export function CompleteFormButton(props: CompleteFormButtonProps) {
  const { applicantName, formRef, busy, open, onOpenChange, onConfirm } = props;
  const hydrated = useHydrated();
  const submitter = useRef<HTMLButtonElement>(null);
  if (!hydrated) {
    return (
      <Button type="submit" name="intent" value="complete" variant="secondary" disabled={busy}>
        Complete Form
      </Button>
    );
  }
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" disabled={busy}>
            Complete Form
          </Button>
        }
        open={open}
        onOpenChange={onOpenChange}
        title="Complete this account details form?"
        description={`The details shown will be saved, ${applicantName} will be e-mailed that they are ready and will see them in their dashboard. A completed form cannot be completed again.`}
        cancelLabel="Keep Editing"
        confirmLabel="Complete Form"
        busyLabel="Completing..."
        busy={busy}
        onConfirm={() => {
          onConfirm();
          if (submitter.current) formRef.current?.requestSubmit(submitter.current);
        }}
      />
      <button ref={submitter} type="submit" name="intent" value="complete" hidden tabIndex={-1} />
    </>
  );
}
