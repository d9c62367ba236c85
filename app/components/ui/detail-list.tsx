interface DetailListProps {
  items: readonly { label: string; value: string }[];
  className?: string;
}

/** Labelled values in a two-column description list (one column on small screens). */
export function DetailList({ items, className }: DetailListProps) {
  return (
    <dl className={["grid gap-x-6 gap-y-3 sm:grid-cols-2", className].filter(Boolean).join(" ")}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="break-words font-medium text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
