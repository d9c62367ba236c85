import type { TimelineState } from "#app/domain/application/timeline.ts";
import type { ApplicationStatus } from "#app/domain/enums.ts";

// Text on a tinted background, every pair at 4.5:1 or more (WCAG 2.1 AA).
const TONES = {
  amber: "bg-amber-100 text-amber-900",
  green: "bg-green-100 text-green-900",
  red: "bg-red-100 text-red-900",
  slate: "bg-slate-100 text-slate-800",
  blue: "bg-blue-100 text-blue-900",
} as const;

const STATUS_TONE: Record<ApplicationStatus, keyof typeof TONES> = {
  pending: "amber",
  approved: "green",
  declined: "red",
  cancelled: "slate",
};

const STEP_TONE: Record<TimelineState, keyof typeof TONES> = {
  completed: "green",
  "in-progress": "blue",
  pending: "amber",
  declined: "red",
  cancelled: "slate",
  ended: "slate",
};

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}

export function StatusBadge({ status, label }: { status: ApplicationStatus; label: string }) {
  return <Badge tone={STATUS_TONE[status]}>{label}</Badge>;
}

export function StepBadge({ state, label }: { state: TimelineState; label: string }) {
  return <Badge tone={STEP_TONE[state]}>{label}</Badge>;
}

export function PlainBadge({ children }: { children: string }) {
  return <Badge tone="slate">{children}</Badge>;
}
