import { Button } from "#app/components/ui/button.tsx";
import { isoDay } from "#app/domain/application/dates.ts";
import { MAX_DEBT_ACCOUNTS } from "#app/domain/application/messages.ts";
import { intentValue, WIZARD_INTENT_FIELD } from "#app/domain/application/wizard/format.ts";
import type { StepProps } from "../step-props.ts";
import { DebtAccountFields } from "./debt-account-fields.tsx";

const LIST_ERROR_ID = "debt-accounts-error";

/**
 * Step 5 (spec section 2): starts empty; 'Add Another Debt Account' appends a blank entry;
 * 'Remove' only when more than one exists. Both are submit buttons of the wizard's form: the
 * server adds or removes, and says where the focus goes (docs/decisions/0053).
 */
export function DebtAccountsStep({ values, errors, dispatch }: StepProps) {
  const accounts = values.debtAccounts;
  const today = isoDay(new Date());

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        List each unsecured debt you want help with. Your latest statement has these details; only the fields
        marked * are required.
      </p>
      {accounts.length > 0 ? (
        <ol className="space-y-6">
          {accounts.map((account, index) => (
            // Entries have no id of their own until stored; their position is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <fieldset className="rounded-lg border border-slate-300 p-4">
                <legend className="px-1 font-semibold text-slate-900">Debt Account {index + 1}</legend>
                <DebtAccountFields
                  index={index}
                  account={account}
                  errors={errors}
                  dispatch={dispatch}
                  today={today}
                />
                {accounts.length > 1 ? (
                  <div className="mt-4 flex justify-end">
                    <Button
                      type="submit"
                      name={WIZARD_INTENT_FIELD}
                      value={intentValue.removeAccount(index)}
                      variant="secondary"
                      size="sm"
                      aria-label={`Remove debt account ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </div>
                ) : null}
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      <div>
        {accounts.length >= MAX_DEBT_ACCOUNTS ? (
          <p className="text-slate-700">
            One application can hold up to {MAX_DEBT_ACCOUNTS} debt accounts. Contact us if you have more.
          </p>
        ) : (
          <Button
            type="submit"
            name={WIZARD_INTENT_FIELD}
            value={intentValue.addAccount}
            variant={accounts.length === 0 ? "primary" : "secondary"}
            aria-describedby={errors.debtAccounts ? LIST_ERROR_ID : undefined}
            data-invalid={errors.debtAccounts ? true : undefined}
          >
            {accounts.length === 0 ? "Add Your First Debt Account" : "Add Another Debt Account"}
          </Button>
        )}
        {errors.debtAccounts ? (
          <p id={LIST_ERROR_ID} className="mt-2 text-sm text-red-700">
            {errors.debtAccounts}
          </p>
        ) : null}
      </div>
    </div>
  );
}
