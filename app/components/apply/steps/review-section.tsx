import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { intentValue, WIZARD_INTENT_FIELD } from "#app/domain/application/wizard/format.ts";

export interface ReviewItem {
  label: string;
  value: string;
}

/**
 * One part of the review: a heading, an Edit button back to its step, and the answers. Edit is
 * a submit button of the wizard's form: the server opens the step (docs/decisions/0053).
 */
export function ReviewSection({
  title,
  step,
  items,
  children,
}: {
  title: string;
  step: number;
  items: readonly ReviewItem[];
  children?: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <Button
          type="submit"
          name={WIZARD_INTENT_FIELD}
          value={intentValue.edit(step)}
          variant="ghost"
          size="sm"
          aria-label={`Edit ${title}`}
        >
          Edit
        </Button>
      </div>
      {items.length > 0 ? <ReviewItems items={items} /> : null}
      {children}
    </section>
  );
}

/**
 * The answers, two columns from `sm` up. Each item may shrink below its longest word and breaks
 * anywhere: a 70-character e-mail address wraps instead of widening the page (issue 43).
 */
export function ReviewItems({ items }: { items: readonly ReviewItem[] }) {
  return (
    <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="text-slate-900 [overflow-wrap:anywhere]">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
