import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TAX_RATES, type TaxRate } from "#app/domain/negotiation/kinds.ts";
import { NEGOTIATION_MESSAGES, type SettledDebtView } from "#app/domain/negotiation/program-view.ts";

const RATE_OPTIONS = TAX_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

/**
 * Each settled debt's forgiven amount and what it may mean for taxes (issue 24; decisions.md,
 * "Forgiven debt"): the Form 1099-C from $600, an estimate at the rate the customer picks (a
 * plain GET form, so it works without JavaScript), Form 982 for insolvency, and that it is
 * information, not tax advice.
 */
export function ForgivenDebt({
  settled,
  taxRate,
  accountId,
}: {
  settled: SettledDebtView[];
  taxRate: TaxRate;
  accountId: string;
}) {
  const headingId = `forgiven-${accountId}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-md border border-slate-200 p-4">
      <h4 id={headingId} className="text-lg font-semibold text-slate-900">
        Settled debts and taxes
      </h4>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3" preventScrollReset>
        <SelectField
          label="Your federal income tax rate, for the estimate"
          name="taxRate"
          options={RATE_OPTIONS}
          placeholder="Choose a rate"
          defaultValue={String(taxRate)}
          className="w-64"
        />
        <Button type="submit" variant="secondary">
          Update the estimate
        </Button>
      </Form>
      <ul className="mt-4 space-y-4">
        {settled.map((debt) => (
          <li key={debt.debtAccountId} className="rounded-md bg-slate-50 p-3">
            <p className="font-semibold text-slate-900">
              {debt.creditor}: {debt.stage}
            </p>
            <p className="text-slate-800">
              Enrolled at {debt.enrolledBalance}, settled for {debt.settledFor} ({debt.paid} paid so far).
              Amount forgiven: {debt.forgiven}.
            </p>
            <p className="mt-1 text-slate-800">
              {debt.may1099C ? NEGOTIATION_MESSAGES.form1099C(debt.creditor) : NEGOTIATION_MESSAGES.under600}
            </p>
            {debt.may1099C ? (
              <p className="mt-1 text-slate-800">
                At a {taxRate}% rate, the federal tax on it could be about {debt.estimatedTax}.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">{NEGOTIATION_MESSAGES.insolvency}</p>
      <p className="mt-1 text-sm font-medium text-slate-800">{NEGOTIATION_MESSAGES.noTaxAdvice}</p>
    </section>
  );
}
