import { STEP_COUNT, STEP_TITLES, type StepNumber } from "#app/domain/application/steps.ts";

/** 'Step N of 7' (decisions.md), a bar, and on wider screens the named steps. */
export function WizardProgress({ step }: { step: StepNumber }) {
  return (
    <div>
      <p className="text-sm font-semibold text-blue-800">
        Step {step} of {STEP_COUNT}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-blue-800" style={{ width: `${(step / STEP_COUNT) * 100}%` }} />
      </div>
      <ol className="mt-3 hidden gap-2 text-xs text-slate-600 md:grid md:grid-cols-7">
        {STEP_TITLES.map((title, index) => {
          const number = index + 1;
          return (
            <li
              key={title}
              aria-current={number === step ? "step" : undefined}
              className={
                number === step ? "font-semibold text-blue-900" : number < step ? "text-slate-800" : ""
              }
            >
              {number}. {title}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
