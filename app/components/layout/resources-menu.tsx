import { Link } from "react-router";
import { ChevronDown } from "#app/components/ui/icons.tsx";
import type { NavLinkItem } from "#app/content/navigation.ts";

export const RESOURCES_MENU_ID = "resources-menu";

/**
 * The Resources dropdown of the desktop navigation, in HTML alone (the page may be sent without
 * scripts, docs/decisions/0032): a button with `popovertarget` opens a popover list of links.
 * The browser does the rest: Enter or Space opens and closes it, Tab moves from the button into
 * the links, Escape or a click outside closes it and Escape returns focus to the button, and
 * the button is announced as expanded or collapsed. CSS anchor positioning puts it under the
 * button (a browser without it shows the list centred). The "Resources" label beside it stays
 * a plain link to /resources.
 */
export function ResourcesMenu({ label, links }: { label: string; links: readonly NavLinkItem[] }) {
  return (
    <>
      <button
        type="button"
        popoverTarget={RESOURCES_MENU_ID}
        aria-label={`${label} menu`}
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-md text-slate-700 [anchor-name:--resources-menu] hover:bg-slate-100 hover:text-blue-800 [&:has(+:popover-open)>svg]:rotate-180"
      >
        <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
      </button>
      <div
        id={RESOURCES_MENU_ID}
        popover="auto"
        className="resources-menu min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        <ul aria-label={label}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="block rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-blue-50 hover:text-blue-900 focus:bg-blue-50 focus:text-blue-900"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
