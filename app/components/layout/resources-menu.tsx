import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import type { NavLinkItem } from "#app/content/navigation.ts";

/**
 * The Resources dropdown of the desktop navigation. The "Resources" label beside it stays a
 * plain link to /resources; this button only opens the list of resource pages (Radix handles
 * arrow keys, Escape and returning focus to the button). Not modal: a navigation menu must not
 * hide the rest of the page from assistive technology (aria-hidden on focusable content).
 */
export function ResourcesMenu({ label, links }: { label: string; links: readonly NavLinkItem[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`${label} menu`}
        className="group inline-flex min-h-9 min-w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-blue-800"
      >
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {links.map((link) => (
            <DropdownMenu.Item key={link.href} asChild>
              <Link
                to={link.href}
                className="block rounded px-3 py-2 text-sm font-medium text-slate-700 data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-900"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
