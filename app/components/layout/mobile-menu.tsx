import { type MouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { AccountActions, type HeaderUser } from "#app/components/layout/account-actions.tsx";
import { mobileNavLinkClasses } from "#app/components/layout/nav-styles.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Menu, X } from "#app/components/ui/icons.tsx";
import { ACCOUNT_LINKS, MAIN_NAV } from "#app/content/navigation.ts";

export const MOBILE_MENU_ID = "mobile-menu";

export interface MobileMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** Open state of the mobile menu: Escape closes it and returns focus to the toggle; navigating closes it. */
export function useMobileMenu(): MobileMenuState {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
  return { open, setOpen, toggleRef };
}

export function MobileMenuToggle({ open, setOpen, toggleRef }: MobileMenuState) {
  return (
    <button
      ref={toggleRef}
      type="button"
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      onClick={() => setOpen(!open)}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 font-semibold text-slate-800 hover:bg-slate-100 lg:hidden"
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      <span className="sr-only">Menu</span>
    </button>
  );
}

export function MobileMenuPanel({ open, setOpen, user }: MobileMenuState & { user: HeaderUser | null }) {
  // Choosing any link closes the menu, even one to the page already shown.
  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click only observes link activations inside.
    // biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter, so the keyboard is covered.
    <div
      id={MOBILE_MENU_ID}
      hidden={!open}
      onClick={closeOnLink}
      className="border-t border-slate-200 lg:hidden"
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
