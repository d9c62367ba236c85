import { StatusBadge } from "#app/components/application/status-badge.tsx";
import type { AdminApplicationRowView } from "#app/domain/admin/application-views.ts";

/** The status badge, the later stages once reached, and the completion as a bar. */
export function StatusAndProgress({ row }: { row: AdminApplicationRowView }) {
  return (
    <div className="min-w-40 space-y-2">
      <StatusBadge status={row.status} label={row.statusLabel} />
      {row.stages.length > 0 ? (
        <ul className="space-y-0.5 text-slate-700">
          {row.stages.map((stage) => (
            <li key={stage.name}>
              {stage.name}: <span className="font-medium text-slate-900">{stage.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={`Progress of application #${row.number}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={row.completionPercentage}
          className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-blue-700" style={{ width: `${row.completionPercentage}%` }} />
        </div>
        <span className="text-xs text-slate-700">{row.completionPercentage}%</span>
      </div>
    </div>
  );
}
