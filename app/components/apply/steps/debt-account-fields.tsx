import type { Dispatch } from "react";
import { CheckboxField } from "#app/components/ui/checkbox-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { DebtAccountDraft } from "#app/domain/application/draft.ts";
import type { AccountField, WizardAction } from "#app/domain/application/wizard/state.ts";
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, OPEN_CLOSED, PAYMENT_FREQUENCIES } from "#app/domain/enums.ts";
import { MoneyField } from "../money-field.tsx";
import { RequiredLabel } from "../required-label.tsx";
import { LoanDetailQuestion, NotSettledNotice } from "./loan-detail-question.tsx";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

type FlagField = "accountSold" | "paidOff";
export type AccountTextField = Exclude<AccountField, FlagField>;
type MoneyAccountField = "currentBalance" | "originalBalance" | "paymentAmount";

/** What a text or select field is given: held by its form (value) or by the page (defaultValue). */
export interface AccountTextBinding {
  name: string;
  error: string | undefined;
  value?: string;
  defaultValue?: string | undefined;
  autoFocus?: boolean | undefined;
  onChange?: (event: { target: { value: string } }) => void;
}

export interface AccountFlagBinding {
  name: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (event: { target: { checked: boolean } }) => void;
}

/** A money field shown as money as typed (the wizard's, issue 21). */
export interface AccountMoneyBinding {
  name: string;
  error: string | undefined;
  value: string;
  onValueChange: (value: string, reformat: boolean) => void;
}

interface DebtAccountInputsProps {
  text: (field: AccountTextField) => AccountTextBinding;
  flag: (field: FlagField) => AccountFlagBinding;
  /** Given, the amounts are shown as money as typed; otherwise they are number fields. */
  money?: ((field: MoneyAccountField) => AccountMoneyBinding) | undefined;
  /** Dates may not be later (the wizard's rule). */
  today: string;
  /** False leaves out Date Opened and Last Payment Date (the account details form has neither). */
  dates?: boolean;
  /** Shown across the grid below the account's type: the wizard's loan question and notice. */
  afterType?: React.ReactNode;
}

/**
 * The debt-account fields of spec section 3, with the wizard's labels; three are required and
 * marked with an asterisk. Shared by the wizard's step 5 and the admin's edit of an account.
 */
export function DebtAccountInputs({
  text,
  flag,
  money,
  today,
  dates = true,
  afterType,
}: DebtAccountInputsProps) {
  const number = { type: "number", inputMode: "decimal", step: "0.01", min: "0" } as const;
  const amount = (field: MoneyAccountField, label: React.ReactNode, required = false) =>
    money ? (
      <MoneyField label={label} required={required} {...money(field)} />
    ) : (
      <TextField label={label} required={required} {...number} {...text(field)} />
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={<RequiredLabel>Original Creditor</RequiredLabel>}
        required
        {...text("originalCreditor")}
      />
      <SelectField
        label={<RequiredLabel>Account Type</RequiredLabel>}
        placeholder="Select account type"
        options={options(ACCOUNT_TYPES)}
        required
        {...text("accountType")}
      />
      {afterType}
      {amount("currentBalance", <RequiredLabel>Current Balance</RequiredLabel>, true)}
      {amount("originalBalance", "Original Balance")}
      <SelectField
        label="Open/Closed"
        placeholder="Select"
        options={options(OPEN_CLOSED)}
        {...text("openClosed")}
      />
      <SelectField
        label="Status"
        placeholder="Select status"
        options={options(ACCOUNT_STATUSES)}
        {...text("status")}
      />
      {dates ? (
        <>
          <TextField label="Date Opened" type="date" max={today} {...text("dateOpened")} />
          <TextField label="Last Payment Date" type="date" max={today} {...text("lastPaymentDate")} />
        </>
      ) : null}
      <SelectField
        label="Payment Frequency"
        placeholder="Select frequency"
        options={options(PAYMENT_FREQUENCIES)}
        {...text("paymentFrequency")}
      />
      {amount("paymentAmount", "Payment Amount")}
      <TextField label="Term" hint="For example 36 months" {...text("term")} />
      <div className="flex flex-col justify-center gap-3">
        <CheckboxField
          label="Account Sold (now held by a debt buyer or collector)"
          {...flag("accountSold")}
        />
        <CheckboxField label="Paid Off" {...flag("paidOff")} />
      </div>
    </div>
  );
}

interface DebtAccountFieldsProps {
  index: number;
  account: DebtAccountDraft;
  errors: Record<string, string>;
  dispatch: Dispatch<WizardAction>;
  today: string;
}

/** One account of the wizard's step 5: its fields held in the wizard's state, amounts shown as money. */
export function DebtAccountFields({ index, account, errors, dispatch, today }: DebtAccountFieldsProps) {
  const text = (field: AccountTextField): AccountTextBinding => ({
    name: `debtAccounts.${index}.${field}`,
    value: account[field],
    error: errors[`debtAccounts.${index}.${field}`],
    onChange: (e) => dispatch({ type: "setAccount", index, field, value: e.target.value }),
  });
  const flag = (field: FlagField): AccountFlagBinding => ({
    name: `debtAccounts.${index}.${field}`,
    checked: account[field],
    onChange: (e) => dispatch({ type: "setAccount", index, field, value: e.target.checked }),
  });
  const money = (field: MoneyAccountField): AccountMoneyBinding => ({
    name: `debtAccounts.${index}.${field}`,
    value: account[field],
    error: errors[`debtAccounts.${index}.${field}`],
    onValueChange: (value, reformat) => dispatch({ type: "setAccount", index, field, value, reformat }),
  });
  const loanDetail = `debtAccounts.${index}.loanDetail`;
  return (
    <DebtAccountInputs
      text={text}
      flag={flag}
      money={money}
      today={today}
      afterType={
        <>
          <LoanDetailQuestion
            name={loanDetail}
            accountType={account.accountType}
            value={account.loanDetail ?? ""}
            error={errors[loanDetail]}
            onChange={(value) => dispatch({ type: "setAccount", index, field: "loanDetail", value })}
          />
          <NotSettledNotice
            accountType={account.accountType}
            loanDetail={account.loanDetail}
            className="sm:col-span-2"
          />
        </>
      }
    />
  );
}
