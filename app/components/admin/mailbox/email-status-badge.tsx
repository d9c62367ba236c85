import type { EmailStatus } from "#app/domain/enums.ts";

// Text and background pairs at WCAG AA contrast; the words carry the meaning, not the colour.
const LOOKS: Record<EmailStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

export function EmailStatusBadge({ status, label }: { status: EmailStatus; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOKS[status]}`}
    >
      {label}
    </span>
  );
}
