import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentProps } from "react";

// Tabs with Radix's keyboard and screen-reader behaviour (arrow keys move between tabs,
// Home/End jump, each panel labelled by its tab), in the site's look.

export const Tabs = RadixTabs.Root;

export function TabList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      // The tabs wrap onto a second line on a narrow screen: none is ever cut or hidden (issue 21).
      className={["flex flex-wrap gap-x-1 border-b border-slate-200", className].filter(Boolean).join(" ")}
      {...props}
    />
  );
}

export function Tab({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={[
        "-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900",
        "data-[state=active]:border-blue-800 data-[state=active]:text-blue-800",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
      {...props}
    />
  );
}

export function TabPanel({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={["pt-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700", className]
        .filter(Boolean)
        .join(" ")}
      {...props}
    />
  );
}
