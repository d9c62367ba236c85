import type { DeclineExplanation } from "#app/domain/application/decline-form.ts";

/** Why the application was declined (issue 21): the reason's sentence and the reviewer's note, as e-mailed. */
export function DeclineNotice({ decline, number }: { decline: DeclineExplanation; number: string }) {
  const id = `decline-${number}`;
  return (
    <section aria-labelledby={id} className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h3 id={id} className="font-semibold text-slate-900">
        Why this application was declined
      </h3>
      <p className="mt-2 text-slate-800">{decline.reason}</p>
      {decline.note ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-700">A note from our reviewer</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{decline.note}</p>
        </div>
      ) : null}
    </section>
  );
}
