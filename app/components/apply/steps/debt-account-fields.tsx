import type { Dispatch } from "react";
import { CheckboxField } from "#app/components/ui/checkbox-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { DebtAccountDraft } from "#app/domain/application/draft.ts";
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, OPEN_CLOSED, PAYMENT_FREQUENCIES } from "#app/domain/enums.ts";
import { RequiredLabel } from "../required-label.tsx";
import type { AccountField, WizardAction } from "../wizard-state.ts";

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface DebtAccountFieldsProps {
  index: number;
  account: DebtAccountDraft;
  errors: Record<string, string>;
  dispatch: Dispatch<WizardAction>;
  today: string;
}

/** The debt-account fields of spec section 3; three are required and marked with an asterisk. */
export function DebtAccountFields({ index, account, errors, dispatch, today }: DebtAccountFieldsProps) {
  const error = (field: AccountField) => errors[`debtAccounts.${index}.${field}`];
  const text = (field: AccountField) => ({
    name: `debtAccounts.${index}.${field}`,
    value: account[field] as string,
    error: error(field),
    onChange: (e: { target: { value: string } }) =>
      dispatch({ type: "setAccount", index, field, value: e.target.value }),
  });
  const flag = (field: "accountSold" | "paidOff") => ({
    name: `debtAccounts.${index}.${field}`,
    checked: account[field],
    onChange: (e: { target: { checked: boolean } }) =>
      dispatch({ type: "setAccount", index, field, value: e.target.checked }),
  });
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
      <TextField label="Date Opened" type="date" max={today} {...text("dateOpened")} />
      <TextField label="Last Payment Date" type="date" max={today} {...text("lastPaymentDate")} />
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
