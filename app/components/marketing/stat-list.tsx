import type { Stat } from "#app/content/about.ts";

/** Headline figures as a description list (value above its label). */
export function StatList({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-xl border border-blue-100 bg-blue-50 p-5 text-center"
        >
          <dt className="mt-1 text-sm font-semibold text-slate-700">{stat.label}</dt>
          <dd className="text-2xl font-bold text-blue-800 lg:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
