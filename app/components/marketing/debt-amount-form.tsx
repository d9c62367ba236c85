import { Button } from "#app/components/ui/button.tsx";
import { DEBT_BRACKETS, HOME_DEBT_REQUIRED } from "#app/domain/application/debt-brackets.ts";

const SELECT_ID = "home-debt-amount";
const ERROR_ID = "home-debt-amount-error";

/**
 * The home debt select (spec section 5, "Home debt select"): a plain GET form to /apply (the
 * wizard starts on that bracket), sent without scripts (docs/decisions/0032). The select is
 * required, so an empty submit stays on the page: the browser focuses the select, and CSS
 * (`:user-invalid`) shows the spec's message under it, which the select names as its description.
 */
export function DebtAmountForm() {
  return (
    <form method="get" action="/apply" className="space-y-2">
      <label htmlFor={SELECT_ID} className="block font-semibold text-slate-900">
        How much debt do you have?
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <select
            id={SELECT_ID}
            name="debt"
            required
            defaultValue=""
            aria-describedby={ERROR_ID}
            className="peer min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 user-invalid:border-red-700"
          >
            <option value="">Select your debt amount</option>
            {DEBT_BRACKETS.map((bracket) => (
              <option key={bracket.id} value={bracket.id}>
                {bracket.label}
              </option>
            ))}
          </select>
          <p id={ERROR_ID} className="mt-2 hidden text-sm font-semibold text-red-700 peer-user-invalid:block">
            {HOME_DEBT_REQUIRED}
          </p>
        </div>
        <Button type="submit" size="md">
          Let&apos;s Go
        </Button>
      </div>
    </form>
  );
}
