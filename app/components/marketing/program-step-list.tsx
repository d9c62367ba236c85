import { PROGRAM_STEPS } from "#app/content/program-steps.ts";

/** The four programme steps as numbered cards; `detailed` adds each step's longer text. */
export function ProgramStepList({ detailed = false }: { detailed?: boolean }) {
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 ${detailed ? "" : "mt-6 lg:grid-cols-4"}`}>
      {PROGRAM_STEPS.map((step, position) => (
        <li key={step.title} className="rounded-xl border border-slate-200 p-5">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-blue-800 font-bold text-white"
          >
            {position + 1}
          </span>
          <h3 className={`mt-3 font-bold text-slate-900 ${detailed ? "text-lg" : ""}`}>{step.title}</h3>
          {detailed ? (
            <>
              <p className="mt-2 font-semibold text-slate-800">{step.summary}</p>
              <p className="mt-2">{step.detail}</p>
            </>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{step.summary}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
