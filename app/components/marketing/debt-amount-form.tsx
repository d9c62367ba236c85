import { Button } from "#app/components/ui/button.tsx";
import { DEBT_BRACKETS, HOME_DEBT_REQUIRED } from "#app/domain/application/debt-brackets.ts";

const SELECT_ID = "home-debt-amount";
const ERROR_ID = "home-debt-amount-error";
const TRIED_ID = "home-debt-amount-tried";

/**
 * The home debt select (spec section 5, "Home debt select"): a plain GET form to /apply (the
 * wizard starts on that bracket), sent without scripts (docs/decisions/0032). "Let's Go" with no
 * amount chosen shows one message, the spec's, under the select, and goes nowhere: while the
 * select is empty, CSS (`:has(select:invalid)`, app.css) swaps the submit button for a button that
 * opens an empty popover, which only remembers that Let's Go was pressed; the message shows while
 * it is open and the select is empty. The browser never runs its own validation, so it shows no
 * second message of its own. A browser without `:has()` keeps the submit button, whose required
 * select the browser then stops with its own message alone.
 */
export function DebtAmountForm() {
  return (
    <form method="get" action="/apply" className="home-debt-form space-y-2">
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
            className="home-debt-select min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">Select your debt amount</option>
            {DEBT_BRACKETS.map((bracket) => (
              <option key={bracket.id} value={bracket.id}>
                {bracket.label}
              </option>
            ))}
          </select>
          <p
            id={ERROR_ID}
            role="alert"
            className="home-debt-required mt-2 text-sm font-semibold text-red-700"
          >
            {HOME_DEBT_REQUIRED}
          </p>
          <span id={TRIED_ID} popover="manual" aria-hidden="true" className="home-debt-tried" />
        </div>
        <Button type="submit" size="md" className="home-debt-go">
          Let&apos;s Go
        </Button>
        <Button size="md" className="home-debt-go-empty" popoverTarget={TRIED_ID} popoverTargetAction="show">
          Let&apos;s Go
        </Button>
      </div>
    </form>
  );
}
