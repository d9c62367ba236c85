import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

export interface ReviewItem {
  label: string;
  value: string;
}

/** One part of the review: a heading, an Edit button back to its step, and the answers. */
export function ReviewSection({
  title,
  onEdit,
  items,
  children,
}: {
  title: string;
  onEdit: () => void;
  items: readonly ReviewItem[];
  children?: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd className="break-words text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
