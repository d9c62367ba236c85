import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ChevronDown } from "#app/components/ui/icons.tsx";
import type { NavLinkItem } from "#app/content/navigation.ts";

/**
 * The Resources dropdown of the desktop navigation: a menu button in the WAI-ARIA pattern
 * (Enter, Space or ArrowDown open it on the first item; arrows, Home and End move; Escape
 * closes and returns focus; Tab or a click outside closes). The "Resources" label beside it
 * stays a plain link to /resources. Written here rather than with Radix: the header is on
 * every page, and Radix's menu and positioning cost about 25 KB of JavaScript on each.
 */
export function ResourcesMenu({ label, links }: { label: string; links: readonly NavLinkItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);

  const focusItem = (index: number) => {
    const count = links.length;
    items.current[((index % count) + count) % count]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const current = items.current.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(links.length - 1),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={`${label} menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="group inline-flex min-h-9 min-w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-blue-800"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute left-0 z-50 mt-1.5 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {links.map((link, index) => (
            <Link
              key={link.href}
              ref={(element) => {
                items.current[index] = element;
              }}
              to={link.href}
              role="menuitem"
              tabIndex={-1}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-blue-50 hover:text-blue-900 focus:bg-blue-50 focus:text-blue-900"
            >
              {link.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
