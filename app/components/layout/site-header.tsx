import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { AccountActions, type HeaderUser, PhoneLink } from "#app/components/layout/account-actions.tsx";
import { MobileMenuPanel, MobileMenuToggle } from "#app/components/layout/mobile-menu.tsx";
import { navLinkClasses } from "#app/components/layout/nav-styles.ts";
import { ResourcesMenu } from "#app/components/layout/resources-menu.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Anchor } from "#app/components/ui/icons.tsx";
import type { SiteConfig } from "#app/config/site.ts";
import { ACCOUNT_LINKS, MAIN_NAV } from "#app/content/navigation.ts";

export interface SiteHeaderProps {
  user: HeaderUser | null;
  site: SiteConfig;
}

/**
 * On a page with React (the application, sign-in, dashboard), a link in an open menu navigates
 * in place: the menus close on each navigation. Pages without scripts load anew instead.
 */
function useMenusCloseOnNavigation() {
  const header = useRef<HTMLElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (!key) return;
    for (const popover of header.current?.querySelectorAll<HTMLElement>("[popover]:popover-open") ?? []) {
      popover.hidePopover();
    }
  }, [key]);
  return header;
}

export function SiteHeader({ user, site }: SiteHeaderProps) {
  const header = useMenusCloseOnNavigation();
  return (
    <header ref={header} className="border-b border-slate-200 bg-white [anchor-name:--site-header]">
      <div className="hidden border-b border-slate-100 bg-slate-50 lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 py-1">
          <PhoneLink site={site} />
          <AccountActions user={user} className="flex items-center gap-2" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-bold text-blue-800 sm:text-xl"
        >
          <Anchor aria-hidden="true" className="size-7 shrink-0" />
          <span className="sm:hidden">{site.shortBrand}</span>
          <span className="hidden sm:inline">{site.brand}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV.map((item) => (
              <li key={item.href} className="flex items-center">
                <NavLink to={item.href} end={item.href === "/"} className={navLinkClasses}>
                  {item.label}
                </NavLink>
                {item.children ? <ResourcesMenu label={item.label} links={item.children} /> : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <div className="hidden lg:block">
            <ButtonLink to={ACCOUNT_LINKS.apply.href}>{ACCOUNT_LINKS.apply.label}</ButtonLink>
          </div>
          <div className="sm:hidden">
            <PhoneLink site={site} compact />
          </div>
          <div className="hidden sm:block lg:hidden">
            <PhoneLink site={site} />
          </div>
          <MobileMenuToggle />
        </div>
      </div>
      <MobileMenuPanel user={user} />
    </header>
  );
}
