import { useState } from "react";
import type { useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { SelectField, type SelectOption } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import {
  MONEY_MESSAGES as M,
  type MoneyReply,
  RETURN_CODE_OPTIONS,
  returnForm,
} from "#app/domain/admin/money.ts";

const INTENT = "record-return";
const onInvalid = () => notify("error", M.returnRefused);

/**
 * Record returned deposit: one of this account's cleared deposits and the ACH code the bank sent
 * it back with (issue 45). The server checks the deposit belongs to this account and is cleared,
 * then applies it as the processor's own event would be (the customer is told by e-mail).
 */
export function ReturnForm({ deposits }: { deposits: readonly SelectOption[] }) {
  const [formKey, setFormKey] = useState(0);
  const { fetcher, reply } = useFetcherAction<MoneyReply>({
    key: INTENT,
    intent: INTENT,
    onReply: (answer) => {
      if (answer.ok) setFormKey((key) => key + 1);
    },
  });
  return (
    <section aria-labelledby="return-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="return-title" className="text-lg font-semibold text-slate-900">
        Record returned deposit
      </h2>
      {deposits.length === 0 ? (
        <p className="text-slate-700">{M.noClearedDeposits}</p>
      ) : (
        <ReturnFields
          key={formKey}
          fetcher={fetcher}
          reply={reply?.ok ? undefined : reply}
          deposits={deposits}
        />
      )}
    </section>
  );
}

interface FieldsProps {
  fetcher: ReturnType<typeof useFetcher<MoneyReply>>;
  reply: MoneyReply | undefined;
  deposits: readonly SelectOption[];
}

function ReturnFields({ fetcher, reply, deposits }: FieldsProps) {
  const form = useForm(returnForm, { reply, onInvalid });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      {...form.props}
      aria-label="Record returned deposit"
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <FormMessage message={form.formMessage} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">Returned deposit</legend>
        <SelectField
          {...form.field("depositId")}
          label="Deposit"
          hint="A cleared deposit of this account: its day and amount"
          placeholder="Choose a deposit"
          options={deposits}
        />
        <SelectField
          {...form.field("code")}
          label="Return code"
          hint="The ACH return code the bank gave"
          placeholder="Choose a code"
          options={RETURN_CODE_OPTIONS}
        />
        <TextField
          {...form.field("otherCode")}
          label="Other code"
          hint="Only for Other: the code, such as R09"
          autoComplete="off"
          maxLength={3}
        />
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Recording..." : "Record returned deposit"}
      </Button>
    </fetcher.Form>
  );
}
