import { __iconData as checkIcon } from "lucide-react/icons/check";
import { __iconData as clockIcon } from "lucide-react/icons/clock";
import { lucide, X } from "#app/components/ui/icons.tsx";
import type { TimelineState } from "#app/domain/application/timeline.ts";
import type { TimelineStepView } from "#app/domain/dashboard/views.ts";
import { StepBadge } from "../application/status-badge.tsx";

const Check = lucide(checkIcon);
const Clock = lucide(clockIcon);

const STEP_ICON: Record<TimelineState, { Icon: typeof Check; color: string }> = {
  completed: { Icon: Check, color: "text-green-700" },
  "in-progress": { Icon: Clock, color: "text-blue-800" },
  pending: { Icon: Clock, color: "text-amber-700" },
  declined: { Icon: X, color: "text-red-700" },
  cancelled: { Icon: X, color: "text-slate-600" },
  ended: { Icon: Check, color: "text-slate-600" },
};

function StepIcon({ state }: { state: TimelineState }) {
  const { Icon, color } = STEP_ICON[state];
  return <Icon className={`mt-0.5 size-5 shrink-0 ${color}`} />;
}

/** The customer timeline of spec section 4, as an ordered list; the step awaiting a decision is current. */
export function ApplicationTimeline({ steps }: { steps: TimelineStepView[] }) {
  return (
    <section aria-labelledby="timeline-heading">
      <h3 id="timeline-heading" className="font-semibold text-slate-900">
        Progress
      </h3>
      <ol className="mt-3 space-y-3">
        {steps.map((step) => (
          <li
            key={step.key}
            aria-current={step.current ? "step" : undefined}
            className="flex items-start gap-3 rounded-lg border border-slate-200 p-3"
          >
            <StepIcon state={step.state} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{step.title}</span>
                <StepBadge state={step.state} label={step.label} />
              </p>
              {step.date ? <p className="text-sm text-slate-600">{step.date}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
