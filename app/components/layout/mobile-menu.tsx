import { NavLink } from "react-router";
import { AccountActions, type HeaderUser } from "#app/components/layout/account-actions.tsx";
import { mobileNavLinkClasses } from "#app/components/layout/nav-styles.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Menu, X } from "#app/components/ui/icons.tsx";
import { ACCOUNT_LINKS, MAIN_NAV } from "#app/content/navigation.ts";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The mobile menu's toggle, in HTML alone like the Resources menu (resources-menu.tsx): a
 * `popovertarget` button; the browser opens and closes the panel, closes it on Escape (focus
 * back on the toggle) or a click outside, and announces the toggle as expanded or collapsed.
 */
export function MobileMenuToggle() {
  return (
    <button
      type="button"
      popoverTarget={MOBILE_MENU_ID}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 font-semibold text-slate-800 hover:bg-slate-100 lg:hidden"
    >
      <Menu aria-hidden="true" className="size-6 [header:has(#mobile-menu:popover-open)_&]:hidden" />
      <X aria-hidden="true" className="hidden size-6 [header:has(#mobile-menu:popover-open)_&]:block" />
      <span className="sr-only">Menu</span>
    </button>
  );
}

/** The panel under the header (CSS anchor positioning, app.css); links are ordinary navigation. */
export function MobileMenuPanel({ user }: { user: HeaderUser | null }) {
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      className="mobile-menu border-y border-slate-200 bg-white shadow-lg lg:hidden"
    >
      <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3">
        <ul className="space-y-1">
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} end={item.href === "/"} className={mobileNavLinkClasses}>
                {item.label}
              </NavLink>
              {item.children ? (
                <ul className="ml-4 space-y-1 border-l border-slate-200 pl-2">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavLink to={child.href} className={mobileNavLinkClasses}>
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto flex max-w-7xl flex-col gap-2 border-t border-slate-200 px-4 py-4">
        <ButtonLink to={ACCOUNT_LINKS.apply.href}>{ACCOUNT_LINKS.apply.label}</ButtonLink>
        <AccountActions user={user} className="flex flex-col gap-2 [&>a]:w-full" />
      </div>
    </div>
  );
}
