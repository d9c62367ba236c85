import { useState } from "react";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { useFetcherReply } from "#app/components/ui/use-fetcher-action.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { NegotiationReply } from "#app/domain/admin/negotiation.ts";

const INTENT = "withdraw-offer";

interface WithdrawProps {
  offerId: string;
  version: string;
  amount: string;
}

/**
 * 'Withdraw the offer': its planned payments are canceled and the debt goes back to Negotiating.
 * With JavaScript it asks first (the safe choice first); without it, the button posts the form.
 */
export function WithdrawOfferButton({ offerId, version, amount }: WithdrawProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Withdrawn, the offer is in play no more and this button goes: the page shows the toast.
  const { fetcher, busy, reply } = useFetcherReply<NegotiationReply>({ key: INTENT, intent: INTENT });
  const refusal = reply && !reply.ok ? (reply.formMessage ?? reply.message) : undefined;
  const label = `Withdraw the offer of ${amount}`;
  if (!hydrated) {
    return (
      <fetcher.Form method="post" preventScrollReset aria-label="Withdraw the offer" className="space-y-2">
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="offerId" value={offerId} />
        <input type="hidden" name="version" value={version} />
        <FormMessage message={refusal ? { ok: false, text: refusal } : undefined} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {label}
        </Button>
      </fetcher.Form>
    );
  }
  return (
    <div className="space-y-2">
      <FormMessage message={!open && refusal ? { ok: false, text: refusal } : undefined} />
      <ConfirmDialog
        trigger={<Button variant="secondary">{label}</Button>}
        open={open}
        onOpenChange={setOpen}
        title="Withdraw this offer?"
        description="Its payments are canceled and the debt goes back to Negotiating; the customer can no longer approve it."
        cancelLabel="Keep the offer"
        confirmLabel="Withdraw the offer"
        busyLabel="Withdrawing..."
        busy={busy}
        error={open ? refusal : undefined}
        onConfirm={() =>
          fetcher.submit({ intent: INTENT, offerId, version }, { method: "post", preventScrollReset: true })
        }
      />
    </div>
  );
}
