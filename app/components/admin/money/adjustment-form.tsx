import { useState } from "react";
import type { useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import {
  ADJUSTMENT_REASON_MAX,
  adjustmentForm,
  MONEY_MESSAGES as M,
  type MoneyReply,
} from "#app/domain/admin/money.ts";

const INTENT = "post-adjustment";
const onInvalid = () => notify("error", M.adjustmentRefused);

/**
 * Post adjustment: a signed amount in dollars and its reason, checked here and again by the
 * server (the database keeps the balance at zero or above). Posts to this page, with or without
 * JavaScript; after a posting the form is emptied for the next one.
 */
export function AdjustmentForm() {
  const [formKey, setFormKey] = useState(0);
  const { fetcher, reply } = useFetcherAction<MoneyReply>({
    key: INTENT,
    intent: INTENT,
    onReply: (answer) => {
      if (answer.ok) setFormKey((key) => key + 1);
    },
  });
  return (
    <section aria-labelledby="adjustment-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="adjustment-title" className="text-lg font-semibold text-slate-900">
        Post adjustment
      </h2>
      <AdjustmentFields key={formKey} fetcher={fetcher} reply={reply?.ok ? undefined : reply} />
    </section>
  );
}

interface FieldsProps {
  fetcher: ReturnType<typeof useFetcher<MoneyReply>>;
  reply: MoneyReply | undefined;
}

function AdjustmentFields({ fetcher, reply }: FieldsProps) {
  const form = useForm(adjustmentForm, { reply, onInvalid });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      {...form.props}
      aria-label="Post adjustment"
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <FormMessage message={form.formMessage} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">Adjustment</legend>
        <TextField
          {...form.field("amount")}
          label="Amount in dollars"
          hint="Such as 25.00 to add or -25.00 to take away; at most $100,000.00 either way"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
        />
        <TextField
          {...form.field("reason")}
          label="Reason"
          hint={`Required; at most ${ADJUSTMENT_REASON_MAX} characters`}
          autoComplete="off"
          maxLength={ADJUSTMENT_REASON_MAX}
        />
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Posting..." : "Post adjustment"}
      </Button>
    </fetcher.Form>
  );
}
