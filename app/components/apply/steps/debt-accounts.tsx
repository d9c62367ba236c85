import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { isoDay } from "#app/domain/application/dates.ts";
import { MAX_DEBT_ACCOUNTS } from "#app/domain/application/messages.ts";
import type { StepProps } from "../step-props.ts";
import { intentValue, WIZARD_INTENT_FIELD } from "../wizard-post.ts";
import { DebtAccountFields } from "./debt-account-fields.tsx";

const LIST_ERROR_ID = "debt-accounts-error";

/**
 * Step 5 (spec section 2): starts empty; 'Add Another Debt Account' appends a blank entry;
 * 'Remove' only when more than one exists. Focus follows the change for keyboard users.
 */
export function DebtAccountsStep({ values, errors, dispatch }: StepProps) {
  const accounts = values.debtAccounts;
  const listRef = useRef<HTMLOListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const today = isoDay(new Date());

  useEffect(() => {
    if (focusIndex === null) return;
    const item = listRef.current?.children[focusIndex];
    item?.querySelector<HTMLElement>("input, select")?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  // Without JavaScript these buttons post the form and the server adds or removes (decision 53).
  function add(event: React.MouseEvent) {
    event.preventDefault();
    dispatch({ type: "addAccount" });
    setFocusIndex(accounts.length);
  }

  function remove(event: React.MouseEvent, index: number) {
    event.preventDefault();
    dispatch({ type: "removeAccount", index });
    setFocusIndex(Math.max(0, index - 1));
  }

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        List each unsecured debt you want help with. Your latest statement has these details; only the fields
        marked * are required.
      </p>
      {accounts.length > 0 ? (
        <ol ref={listRef} data-debt-accounts="" className="space-y-6">
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
                      onClick={(event) => remove(event, index)}
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
            onClick={add}
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
