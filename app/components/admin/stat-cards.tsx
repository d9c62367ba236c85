import type { StatCardView } from "#app/domain/admin/dashboard.ts";

/** The dashboard's figures as a description list: each card a term and its value. */
export function StatCards({ cards }: { cards: readonly StatCardView[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-2 text-2xl font-bold break-words text-slate-900 tabular-nums">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
