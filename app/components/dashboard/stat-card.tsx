interface StatCardProps {
  label: string;
  value: string;
  note?: string | undefined;
  /** "large" for the page's financial summary, "normal" inside an application. */
  size?: "large" | "normal";
}

/** One figure of a description list (`<dl>`): its label, its value, and an optional note. */
export function StatCard({ label, value, note, size = "normal" }: StatCardProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 font-bold text-slate-900 ${size === "large" ? "text-2xl" : "text-xl"}`}>
        {value}
      </dd>
      {note ? <dd className="mt-1 text-sm text-slate-600">{note}</dd> : null}
    </div>
  );
}
