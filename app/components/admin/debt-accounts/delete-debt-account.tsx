import type { FetcherWithComponents } from "react-router";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { DebtAccountReply } from "#app/domain/debt-account/form.ts";

interface DeleteDebtAccountProps {
  fetcher: FetcherWithComponents<DebtAccountReply>;
  applicationId: string;
  version: string;
  debtAccountId: string;
  creditor: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** This delete is being sent or its page read again. */
  busy: boolean;
  /** Another change of these accounts is under way, or the page is not interactive yet. */
  disabled: boolean;
  /** Why the last attempt was refused, shown in the dialog. */
  error: string | undefined;
  /** Called as the dialog closes after the account was deleted (its button goes away). */
  onDeleted: () => void;
  deleted: boolean;
}

/**
 * Delete, after a confirmation (spec section 5) whose safe choice comes first. The dialog stays
 * open until the server answers, so a refusal is shown where the admin is looking.
 */
export function DeleteDebtAccount(props: DeleteDebtAccountProps) {
  const { fetcher, applicationId, version, debtAccountId, creditor } = props;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={props.disabled}>
          Delete
          <span className="sr-only"> debt account: {creditor}</span>
        </Button>
      }
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Delete this debt account?"
      description={`The ${creditor} account will be removed from this application for good.`}
      cancelLabel="Keep Debt Account"
      confirmLabel="Delete Debt Account"
      busyLabel="Deleting..."
      busy={props.busy}
      error={props.error}
      onCloseAutoFocus={(event) => {
        if (!props.deleted) return;
        event.preventDefault();
        props.onDeleted();
      }}
      onConfirm={() =>
        fetcher.submit(
          { intent: "delete-debt-account", applicationId, debtAccountId, version },
          { method: "post", preventScrollReset: true },
        )
      }
    />
  );
}
