import { AVAILABILITY_LABELS } from "#app/content/states.ts";
import type { StateAvailability, StateEntry } from "#app/domain/states.ts";

const BADGE: Record<StateAvailability, string> = {
  available: "bg-emerald-50 text-emerald-800 ring-emerald-700",
  limited: "bg-amber-50 text-amber-900 ring-amber-700",
  "not-available": "bg-slate-100 text-slate-800 ring-slate-600",
};

/** Program availability for the 50 states and DC (demonstration data, said so in the caption). */
export function StateTable({ states }: { states: readonly StateEntry[] }) {
  return (
    <div className="space-y-4">
      <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-800">
        <strong>Demonstration data.</strong> This site is a demonstration project and offers no real
        debt-relief services. The table below is illustrative only. A real program is not available in all
        states, and fees vary by state.
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full min-w-72 border-collapse text-left text-sm">
          <caption className="px-4 py-3 text-left font-semibold text-slate-900">
            Program availability by state (demonstration data)
          </caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-4 py-2">
                State
              </th>
              <th scope="col" className="px-4 py-2">
                Availability
              </th>
              <th scope="col" className="hidden px-4 py-2 sm:table-cell">
                Notes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {states.map((state) => (
              <tr key={state.code}>
                <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                  {state.name} <span className="text-slate-600">({state.code})</span>
                </th>
                <td className="px-4 py-2">
                  <span
                    className={`inline-block rounded px-2 py-0.5 font-medium ring-1 ring-inset ${BADGE[state.availability]}`}
                  >
                    {AVAILABILITY_LABELS[state.availability].label}
                  </span>
                </td>
                <td className="hidden px-4 py-2 text-slate-700 sm:table-cell">
                  {AVAILABILITY_LABELS[state.availability].note}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
