import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { DEBT_BRACKETS } from "#app/domain/debt-brackets.ts";

const SELECT_ID = "home-debt-amount";
const ERROR_ID = "home-debt-amount-error";
const REQUIRED_MESSAGE = "Please select your debt amount";

/**
 * The home debt select (spec section 5, "Home debt select"). A real GET form to /apply, so it
 * works without JavaScript (the browser's own required check applies then); once hydrated,
 * an empty submit shows the inline message and does not navigate.
 */
export function DebtAmountForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [showError, setShowError] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const debt = selectRef.current?.value ?? "";
    if (!debt) {
      setShowError(true);
      selectRef.current?.focus();
      return;
    }
    navigate(`/apply?${new URLSearchParams({ debt })}`);
  }

  return (
    <form method="get" action="/apply" noValidate={hydrated} onSubmit={onSubmit} className="space-y-2">
      <label htmlFor={SELECT_ID} className="block font-semibold text-slate-900">
        How much debt do you have?
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <select
            ref={selectRef}
            id={SELECT_ID}
            name="debt"
            required
            defaultValue=""
            aria-invalid={showError || undefined}
            aria-describedby={showError ? ERROR_ID : undefined}
            onChange={() => setShowError(false)}
            className="min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">Select your debt amount</option>
            {DEBT_BRACKETS.map((bracket) => (
              <option key={bracket.id} value={bracket.id}>
                {bracket.label}
              </option>
            ))}
          </select>
          {showError ? (
            <p id={ERROR_ID} role="alert" className="mt-2 text-sm font-semibold text-red-700">
              {REQUIRED_MESSAGE}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="md">
          Let&apos;s Go
        </Button>
      </div>
    </form>
  );
}
