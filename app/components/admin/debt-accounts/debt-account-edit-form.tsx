import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import {
  type AccountFlagBinding,
  type AccountTextBinding,
  type AccountTextField,
  DebtAccountInputs,
} from "#app/components/apply/steps/debt-account-fields.tsx";
import { LoanDetailQuestion } from "#app/components/apply/steps/loan-detail-question.tsx";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { type AdminDebtAccountView, DEBT_ACCOUNT_TOASTS as T } from "#app/domain/admin/debt-accounts.ts";
import { isoDay } from "#app/domain/application/dates.ts";
import { CHECKED, type DebtAccountReply, debtAccountEditForm } from "#app/domain/debt-account/form.ts";

const onInvalid = () => notify("error", T.failedUpdate);

interface DebtAccountEditFormProps {
  fetcher: FetcherWithComponents<DebtAccountReply>;
  applicationId: string;
  /** The application's version the page shows: the server refuses the save if it has moved on. */
  version: string;
  account: AdminDebtAccountView;
  /** The server's answer to this form since it was opened. */
  reply: DebtAccountReply | undefined;
  busy: boolean;
  onCancel: () => void;
}

/**
 * One account's fields, as the wizard shows them, starting from the stored values: checked
 * here with the wizard's rules and again by the server, errors below the fields and the first
 * invalid one focused.
 */
export function DebtAccountEditForm(props: DebtAccountEditFormProps) {
  const { fetcher, applicationId, version, account, reply, busy, onCancel } = props;
  const form = useForm(debtAccountEditForm, { reply, defaults: account.values, onInvalid });
  const formRef = form.props.ref;
  // Opened from its Edit button: the first field takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), select")?.focus();
  }, [formRef]);

  const text = (name: AccountTextField): AccountTextBinding => {
    const { error, defaultValue, autoFocus } = form.field(name);
    return { name, error, defaultValue, autoFocus };
  };
  // The loan's kind is asked as the wizard asks it, for the type chosen now (issue 43).
  const [accountType, setAccountType] = useState(account.values.accountType);
  const [loanDetail, setLoanDetail] = useState(form.field("loanDetail").defaultValue ?? "");
  const flag = (name: "accountSold" | "paidOff"): AccountFlagBinding => ({
    name,
    defaultChecked: form.field(name).defaultValue === CHECKED,
  });

  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      {...form.props}
      aria-label={`Edit debt account: ${account.creditor}`}
      className="space-y-4"
      onChange={(event) => {
        const target = event.target;
        if (target instanceof HTMLSelectElement && target.name === "accountType")
          setAccountType(target.value);
      }}
    >
      <input type="hidden" name="intent" value="update-debt-account" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="debtAccountId" value={account.id} />
      <input type="hidden" name="version" value={version} />
      <FormMessage message={form.formMessage} />
      <fieldset disabled={busy}>
        <legend className="sr-only">Debt account details</legend>
        <DebtAccountInputs
          text={text}
          flag={flag}
          today={isoDay(new Date())}
          afterType={
            <LoanDetailQuestion
              name="loanDetail"
              accountType={accountType}
              value={loanDetail}
              error={form.field("loanDetail").error}
              onChange={setLoanDetail}
            />
          }
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
