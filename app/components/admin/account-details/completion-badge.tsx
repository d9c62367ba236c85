/** 'Completed' (green) or 'Pending' (amber); both pairs at 4.5:1 or more (WCAG 2.1 AA). */
export function CompletionBadge({ completed, label }: { completed: boolean; label: string }) {
  const tone = completed ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900";
  return (
    <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {label}
    </span>
  );
}
