import type { Dispatch } from "react";
import { CheckboxField } from "#app/components/ui/checkbox-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { DebtAccountDraft } from "#app/domain/application/draft.ts";
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, OPEN_CLOSED, PAYMENT_FREQUENCIES } from "#app/domain/enums.ts";
import { RequiredLabel } from "../required-label.tsx";
import type { AccountField, WizardAction } from "../wizard-state.ts";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

type FlagField = "accountSold" | "paidOff";
export type AccountTextField = Exclude<AccountField, FlagField>;

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

interface DebtAccountInputsProps {
  text: (field: AccountTextField) => AccountTextBinding;
  flag: (field: FlagField) => AccountFlagBinding;
  /** Dates may not be later (the wizard's rule). */
  today: string;
  /** False leaves out Date Opened and Last Payment Date (the account details form has neither). */
  dates?: boolean;
}

/**
 * The debt-account fields of spec section 3, with the wizard's labels; three are required and
 * marked with an asterisk. Shared by the wizard's step 5 and the admin's edit of an account.
 */
export function DebtAccountInputs({ text, flag, today, dates = true }: DebtAccountInputsProps) {
  const money = { type: "number", inputMode: "decimal", step: "0.01", min: "0" } as const;
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
      <TextField
        label={<RequiredLabel>Current Balance</RequiredLabel>}
        required
        {...money}
        {...text("currentBalance")}
      />
      <TextField label="Original Balance" {...money} {...text("originalBalance")} />
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
      <TextField label="Payment Amount" {...money} {...text("paymentAmount")} />
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

/** One account of the wizard's step 5: its fields held in the wizard's state. */
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
  return <DebtAccountInputs text={text} flag={flag} today={today} />;
}
