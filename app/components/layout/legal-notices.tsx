import { TriangleAlert } from "#app/components/ui/icons.tsx";
import { DEMONSTRATION_NOTICE, DISCLAIMER } from "#app/content/legal.ts";

/** The demonstration notice as a highlighted box (legal pages). */
export function DemonstrationNotice({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Demonstration notice"
      className={["flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950", className]
        .filter(Boolean)
        .join(" ")}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{DEMONSTRATION_NOTICE}</p>
    </aside>
  );
}

/** The disclaimer and the demonstration notice as small print (footer). */
export function LegalSmallPrint() {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        <strong className="font-semibold text-slate-900">Disclaimer:</strong> {DISCLAIMER}
      </p>
      <p>
        <strong className="font-semibold text-slate-900">Demonstration notice:</strong> {DEMONSTRATION_NOTICE}
      </p>
    </div>
  );
}
