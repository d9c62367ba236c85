import { useState } from "react";
import { Form, NavLink } from "react-router";
import { Menu, X } from "#app/components/ui/icons.tsx";

const LINKS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/account-details", label: "Account Details" },
  { to: "/admin/payments", label: "Payment Methods" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/settings", label: "Settings" },
] as const;

/** The admin navigation: the active link is highlighted; it collapses on small screens. */
export function AdminSidebar() {
  const [open, setOpen] = useState(false);
  return (
    <aside className="border-b border-slate-700 bg-slate-900 text-white md:w-60 md:border-r md:border-b-0">
      <div className="flex items-center justify-between px-4 py-4">
        <span className="text-lg font-bold">Harborline Admin</span>
        <button
          type="button"
          className="rounded p-2 md:hidden"
          aria-expanded={open}
          aria-controls="admin-nav"
          aria-label={open ? "Close admin menu" : "Open admin menu"}
          onClick={() => setOpen(!open)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      <nav id="admin-nav" aria-label="Admin" className={`${open ? "block" : "hidden"} px-2 pb-4 md:block`}>
        <ul className="space-y-1">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `block rounded px-3 py-2 ${isActive ? "bg-blue-700 font-semibold" : "hover:bg-slate-800"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
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
