import type { LucideIcon } from "lucide-react";

// The types of lucide-react's per-icon modules (`lucide-react/icons/<name>`), which the package
// declares with only their component: each also exports the icon's artwork as `__iconData`,
// which app/components/ui/icons.tsx draws without the component's run-time helpers.
// tsconfig.json maps `lucide-react/icons/*` here for type checking; the bundler loads the real file.

/** An icon's artwork: SVG elements with their attributes, in a 24 x 24 view box. */
export type IconNode = readonly (readonly [string, Record<string, string | number>])[];

export declare const __iconData: { name: string; size: number; node: IconNode };

declare const icon: LucideIcon;
export default icon;
