import { CREDIT_SCORE_OPTIONS } from "#app/domain/application/options.ts";
import type { StepProps } from "../step-props.ts";

const ERROR_ID = "credit-score-error";

/**
 * Step 2: four selectable cards. They are native radio buttons, so the group is reached
 * with Tab and the arrow keys move the choice, as in any radio group.
 */
export function CreditScoreStep({ values, errors, dispatch }: StepProps) {
  const error = errors.creditScore;
  return (
    <fieldset aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="mb-3 text-slate-700">What is your estimated credit score?</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {CREDIT_SCORE_OPTIONS.map((option) => {
          const checked = values.creditScore === option.value;
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 ${
                checked ? "border-blue-800 bg-blue-50" : "border-slate-300 bg-white hover:border-blue-400"
              }`}
            >
              <input
                type="radio"
                name="creditScore"
                value={option.value}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={() => dispatch({ type: "set", field: "creditScore", value: option.value })}
                className="mt-1 size-4 accent-blue-800"
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {option.label} <span className="font-normal text-slate-700">({option.range})</span>
                </span>
                <span className="block text-sm text-slate-700">{option.description}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={ERROR_ID} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
