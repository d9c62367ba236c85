import { ShieldCheck } from "#app/components/ui/icons.tsx";
import { CERTIFICATION_BADGES } from "#app/content/figures.ts";

/** The certification badges (text, not links), in the footer's small size or the About page's large one. */
export function CertificationBadges({ size = "small" }: { size?: "small" | "large" }) {
  const large = size === "large";
  return (
    <ul className={`flex flex-wrap ${large ? "gap-3" : "mt-3 gap-2"}`}>
      {CERTIFICATION_BADGES.map((badge) => (
        <li
          key={badge}
          className={`inline-flex items-center rounded-md border border-blue-200 bg-white font-semibold text-blue-800 ${
            large ? "gap-2 px-4 py-2" : "gap-1.5 px-3 py-1.5 text-sm"
          }`}
        >
          <ShieldCheck aria-hidden="true" className={large ? "size-5" : "size-4"} />
          {badge}
        </li>
      ))}
    </ul>
  );
}
