import { debtTotals } from "#app/domain/application/debt-total.ts";
import { formatCents } from "#app/domain/format.ts";
import type { StepProps } from "../step-props.ts";

const ERROR_ID = "debt-total-choice-error";

/**
 * The review's total debt beside the sum of the balances listed (issue 21). More than 10% apart,
 * the applicant says which is right; both figures are kept, and a plan is made from the balances.
 */
export function DebtTotals({ values, errors, dispatch }: StepProps) {
  const { totalCents, balancesCents, disagree } = debtTotals(values);
  const total = formatCents(BigInt(totalCents));
  const balances = formatCents(BigInt(balancesCents));
  const error = errors.debtTotalChoice;
  const count = values.debtAccounts.length;
  const choices = [
    { value: "total", label: `The total I entered (${total}) is right` },
    { value: "balances", label: `The sum of my balances (${balances}) is right` },
  ];
  return (
    <section aria-labelledby="debt-totals-heading" className="rounded-lg border border-slate-200 p-4">
      <h3 id="debt-totals-heading" className="font-semibold text-slate-900">
        Your Total Debt
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Total Debt Amount you entered</dt>
          <dd className="text-slate-900">{total}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">
            Sum of the balances of your {count === 1 ? "debt account" : `${count} debt accounts`}
          </dt>
          <dd className="text-slate-900">{balances}</dd>
        </div>
      </dl>
      {disagree ? (
        <fieldset aria-describedby={error ? ERROR_ID : undefined} className="mt-4">
          <legend className="font-medium text-slate-900">
            These figures differ by more than 10%. Which one is right?
          </legend>
          <p className="mt-1 text-sm text-slate-700">
            We keep both. Your plan is made from the balances of the debts you list, so if your total is
            right, use Edit on Debt Account Details to add or correct your debts.
          </p>
          <div className="mt-3 space-y-2">
            {choices.map((choice) => (
              <label key={choice.value} className="flex cursor-pointer items-start gap-3">
                <input
                  type="radio"
                  name="debtTotalChoice"
                  value={choice.value}
                  checked={values.debtTotalChoice === choice.value}
                  aria-invalid={error ? true : undefined}
                  onChange={() => dispatch({ type: "set", field: "debtTotalChoice", value: choice.value })}
                  className="mt-1 size-4 accent-blue-800"
                />
                <span className="text-slate-900">{choice.label}</span>
              </label>
            ))}
          </div>
          {error ? (
            <p id={ERROR_ID} className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </section>
  );
}
