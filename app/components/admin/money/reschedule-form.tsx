import { useState } from "react";
import type { useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import type { MoneyReply } from "#app/domain/admin/money.ts";
import { rescheduleForm, SCHEDULE_MESSAGES as S } from "#app/domain/admin/money-schedule.ts";

const INTENT = "reschedule-deposits";
const onInvalid = () => notify("error", S.rescheduleRefused);

/**
 * Change monthly deposit: the new amount in dollars and the day it starts, checked here and again
 * by the server (which refuses a day before today). Posts to this page, with or without
 * JavaScript; after a change the form is emptied for the next one.
 */
export function RescheduleForm() {
  const [formKey, setFormKey] = useState(0);
  const { fetcher, reply } = useFetcherAction<MoneyReply>({
    key: INTENT,
    intent: INTENT,
    onReply: (answer) => {
      if (answer.ok) setFormKey((key) => key + 1);
    },
  });
  return (
    <section aria-labelledby="reschedule-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="reschedule-title" className="text-lg font-semibold text-slate-900">
        {S.rescheduleTitle}
      </h2>
      <RescheduleFields key={formKey} fetcher={fetcher} reply={reply?.ok ? undefined : reply} />
    </section>
  );
}

interface FieldsProps {
  fetcher: ReturnType<typeof useFetcher<MoneyReply>>;
  reply: MoneyReply | undefined;
}

function RescheduleFields({ fetcher, reply }: FieldsProps) {
  const form = useForm(rescheduleForm, { reply, onInvalid });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      {...form.props}
      aria-label={S.rescheduleTitle}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={INTENT} />
      <FormMessage message={form.formMessage} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">New monthly deposit</legend>
        <TextField
          {...form.field("monthlyDeposit")}
          label="New monthly deposit in dollars"
          hint="Such as 250.00; at most $100,000.00"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
        />
        <TextField {...form.field("from")} label="Starting on" hint={S.rescheduleHint} type="date" />
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Changing..." : S.rescheduleTitle}
      </Button>
    </fetcher.Form>
  );
}
