import { type ReactNode, useState } from "react";
import type { useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { SelectField, type SelectOption } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { FormMessageState } from "#app/components/ui/use-checked-form.ts";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import {
  MONEY_MESSAGES as M,
  type MoneyIntent,
  type MoneyReply,
  receivedForm,
  retryForm,
} from "#app/domain/admin/money.ts";
import { RETRY_AT_MOST_DAYS_AHEAD } from "#app/domain/ledger/ach-returns.ts";

type Fetcher = ReturnType<typeof useFetcher<MoneyReply>>;

/**
 * One deposit operation's panel (issue 45): its heading, and its fields while a deposit may take
 * it; the form is emptied after it succeeds. The server weighs the deposit again (its state, its
 * code, the day) through the one recipe.
 */
function OperationPanel({
  intent,
  title,
  empty,
  deposits,
  children,
}: {
  intent: MoneyIntent;
  title: string;
  empty: string;
  deposits: readonly SelectOption[];
  children: (fetcher: Fetcher, reply: MoneyReply | undefined) => ReactNode;
}) {
  const [formKey, setFormKey] = useState(0);
  const { fetcher, reply } = useFetcherAction<MoneyReply>({
    key: intent,
    intent,
    onReply: (answer) => {
      if (answer.ok) setFormKey((key) => key + 1);
    },
  });
  return (
    <section aria-labelledby={`${intent}-title`} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id={`${intent}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {deposits.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <div key={formKey}>{children(fetcher, reply?.ok ? undefined : reply)}</div>
      )}
    </section>
  );
}

/** A deposit operation's form: its intent, the server's message, its fields, one submit. */
function OperationForm({
  fetcher,
  formProps,
  formMessage,
  intent,
  title,
  legend,
  busyLabel,
  children,
}: {
  fetcher: Fetcher;
  formProps: ReturnType<typeof useForm>["props"];
  formMessage: FormMessageState | undefined;
  intent: MoneyIntent;
  title: string;
  legend: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" preventScrollReset {...formProps} aria-label={title} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormMessage message={formMessage} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : title}
      </Button>
    </fetcher.Form>
  );
}

const RECEIVED_TITLE = "Record deposit received";
const RETRY_TITLE = "Schedule a retry";

/** Record deposit received: a due, scheduled deposit, and the processor's reference if it gave one. */
export function ReceivedForm({ deposits }: { deposits: readonly SelectOption[] }) {
  return (
    <OperationPanel
      intent="record-received"
      title={RECEIVED_TITLE}
      empty={M.noDueDeposits}
      deposits={deposits}
    >
      {(fetcher, reply) => <ReceivedFields fetcher={fetcher} reply={reply} deposits={deposits} />}
    </OperationPanel>
  );
}

function ReceivedFields({
  fetcher,
  reply,
  deposits,
}: {
  fetcher: Fetcher;
  reply: MoneyReply | undefined;
  deposits: readonly SelectOption[];
}) {
  const form = useForm(receivedForm, { reply, onInvalid: () => notify("error", M.receivedRefused) });
  return (
    <OperationForm
      fetcher={fetcher}
      formProps={form.props}
      formMessage={form.formMessage}
      intent="record-received"
      title={RECEIVED_TITLE}
      legend="Deposit received"
      busyLabel="Recording..."
    >
      <SelectField
        {...form.field("depositId")}
        label="Deposit"
        hint="A scheduled deposit of this account that is due: its day, amount and id"
        placeholder="Choose a deposit"
        options={deposits}
      />
      <TextField
        {...form.field("reference")}
        label="Processor reference (optional)"
        hint="The processor's id for the transfer: letters, digits and _ . : -"
        autoComplete="off"
        maxLength={100}
      />
    </OperationForm>
  );
}

/** Schedule a retry: a returned deposit whose code allows it, and the business day to try again. */
export function RetryForm({ deposits }: { deposits: readonly SelectOption[] }) {
  return (
    <OperationPanel
      intent="schedule-retry"
      title={RETRY_TITLE}
      empty={M.noRetryableDeposits}
      deposits={deposits}
    >
      {(fetcher, reply) => <RetryFields fetcher={fetcher} reply={reply} deposits={deposits} />}
    </OperationPanel>
  );
}

function RetryFields({
  fetcher,
  reply,
  deposits,
}: {
  fetcher: Fetcher;
  reply: MoneyReply | undefined;
  deposits: readonly SelectOption[];
}) {
  const form = useForm(retryForm, { reply, onInvalid: () => notify("error", M.retryRefused) });
  return (
    <OperationForm
      fetcher={fetcher}
      formProps={form.props}
      formMessage={form.formMessage}
      intent="schedule-retry"
      title={RETRY_TITLE}
      legend="Retry of a returned deposit"
      busyLabel="Scheduling..."
    >
      <SelectField
        {...form.field("depositId")}
        label="Returned deposit"
        hint="Only insufficient or uncollected funds (R01, R09) may be tried again, twice at most"
        placeholder="Choose a deposit"
        options={deposits}
      />
      <TextField
        {...form.field("retryOn")}
        label="Try again on"
        hint={`A business day after today, within ${RETRY_AT_MOST_DAYS_AHEAD} days`}
        type="date"
      />
    </OperationForm>
  );
}
