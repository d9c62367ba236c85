import type { FetcherWithComponents } from "react-router";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { PaymentMethodReply } from "#app/domain/payment-method/form.ts";

interface RemovePaymentMethodProps {
  fetcher: FetcherWithComponents<PaymentMethodReply>;
  paymentMethodId: string;
  /** "Card ending in 4242, Ada Lovelace". */
  label: string;
  /** Removing the default hands that role to the owner's most recent other method. */
  wasDefault: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  disabled: boolean;
  error: string | undefined;
  /** The method was removed: its row, and the button that opened the dialog, go away. */
  deleted: boolean;
  onDeleted: () => void;
}

/** Remove, after a confirmation whose safe choice comes first; a refusal is shown in the dialog. */
export function RemovePaymentMethod(props: RemovePaymentMethodProps) {
  const { fetcher, paymentMethodId, label } = props;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={props.disabled}>
          Remove
          <span className="sr-only">: {label}</span>
        </Button>
      }
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Remove this payment method?"
      description={
        <>
          {label} will be removed for good.
          {props.wasDefault
            ? " It is the default: the user's most recently added other payment method, if any, becomes the default."
            : ""}
        </>
      }
      cancelLabel="Keep Payment Method"
      confirmLabel="Remove Payment Method"
      busyLabel="Removing..."
      busy={props.busy}
      error={props.error}
      onCloseAutoFocus={(event) => {
        if (!props.deleted) return;
        event.preventDefault();
        props.onDeleted();
      }}
      onConfirm={() =>
        fetcher.submit(
          { intent: "delete-payment-method", paymentMethodId },
          { method: "post", preventScrollReset: true },
        )
      }
    />
  );
}
