import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { Menu, X } from "#app/components/ui/icons.tsx";
import { messagesLinkLabel } from "#app/domain/admin/messages-words.ts";

// Spec section 2, "Admin area": the sidebar's links and Logout, the active link highlighted
// (NavLink marks it with aria-current="page"), collapsed behind a menu button on small screens.

const LINKS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/customers", label: "Customers" },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/account-details", label: "Account Details" },
  { to: "/admin/payments", label: "Payment Methods" },
  { to: "/admin/work-queue", label: "Work Queue" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/money", label: "Money" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/mailbox", label: "Mailbox" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/audit-log", label: "Audit Log" },
] as const;

const NAV_ID = "admin-nav";

/**
 * Open state of the small-screen menu: Escape closes it and gives the focus back to its
 * button; a navigation closes it. (The public header has its own: sharing one module between
 * the public and the admin code would move it into a chunk both load.)
 */
function useAdminMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
  return { open, setOpen, buttonRef };
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 ${isActive ? "bg-blue-700 font-semibold" : "hover:bg-slate-800"}`;

const MESSAGES_LINK = "/admin/messages";
/** The demonstration's clock: listed only under `npm run demo` (issue 45). */
const DEMO_LINK = "/admin/demo";

/**
 * The admin navigation, on a dark panel (app.css gives its focus ring a light color).
 * `messagesUnread`: conversations with a customer's message no admin has read, shown beside
 * Messages when there are any (issue 25). `demo`: the demonstration's clock is listed too.
 */
export function AdminSidebar({
  messagesUnread = 0,
  demo = false,
}: {
  messagesUnread?: number;
  demo?: boolean;
}) {
  const { open, setOpen, buttonRef } = useAdminMenu();
  // Choosing a link closes the menu, even the link to the page already shown.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  }
  return (
    <aside
      data-dark-panel
      className="border-b border-slate-700 bg-slate-900 text-white md:w-60 md:shrink-0 md:border-r md:border-b-0"
    >
      <div className="flex items-center justify-between px-4 py-3">
        <span className="text-lg font-bold">Harborline Admin</span>
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:bg-slate-800 md:hidden"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen(!open)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">Admin menu</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter, so the keyboard is covered. */}
      <nav
        id={NAV_ID}
        aria-label="Admin"
        onClick={closeOnLink}
        className={`${open ? "block" : "hidden"} px-2 pb-4 md:block`}
      >
        <ul className="space-y-1">
          {LINKS.map((link) => (
            <li key={link.to}>
              {link.to === MESSAGES_LINK && messagesUnread > 0 ? (
                <NavLink to={link.to} className={linkClasses} aria-label={messagesLinkLabel(messagesUnread)}>
                  <span className="flex items-center justify-between gap-2">
                    {link.label}
                    <span
                      aria-hidden="true"
                      className="rounded-full bg-amber-300 px-2 text-xs font-bold text-slate-900 tabular-nums"
                    >
                      {messagesUnread.toLocaleString("en-US")}
                    </span>
                  </span>
                </NavLink>
              ) : (
                <NavLink to={link.to} className={linkClasses}>
                  {link.label}
                </NavLink>
              )}
            </li>
          ))}
          {demo ? (
            <li>
              <NavLink to={DEMO_LINK} className={linkClasses}>
                Demo clock
              </NavLink>
            </li>
          ) : null}
          <li>
            <Form method="post" action="/auth/sign-out">
              <button type="submit" className="w-full rounded px-3 py-2 text-left hover:bg-slate-800">
                Logout
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
