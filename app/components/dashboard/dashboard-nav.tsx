import { NavLink, useLocation } from "react-router";
import { areaHref, DASHBOARD_AREAS } from "#app/domain/dashboard/areas.ts";

/**
 * The rooms of the customer's area (spec section 2's four tabs, docs/decisions/0040): links, so
 * each room has its own address, works without JavaScript and is announced as the current page.
 * Drawn as the tabs they replace; a room's data is fetched as the pointer or focus reaches its link.
 * The application chosen stays chosen from My Applications to Account Details and back.
 */
export function DashboardNav({ unreadMessages }: { unreadMessages: number }) {
  const { search } = useLocation();
  return (
    <nav aria-label="Dashboard" className="mt-8">
      {/* The tabs wrap onto a second line on a narrow screen: none is ever cut or hidden (issue 21). */}
      <ul className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {DASHBOARD_AREAS.map((area) => (
          <li key={area.id} className="shrink-0">
            <NavLink
              to={areaHref(area, search)}
              // A room's own pages (My Program's transactions, issue 44) keep its link current.
              end={area.path === "/dashboard"}
              // Opening Messages marks them read: only a visit does, never a pointer passing over it.
              prefetch={area.id === "messages" ? "none" : "intent"}
              preventScrollReset
              className={({ isActive, isPending }) =>
                [
                  "-mb-px block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold hover:text-slate-900",
                  isActive
                    ? "border-blue-800 text-blue-800"
                    : isPending
                      ? "border-slate-400 text-slate-900"
                      : "border-transparent text-slate-700",
                ].join(" ")
              }
            >
              {area.label}
              {area.id === "messages" && unreadMessages > 0 ? (
                <span className="ml-1.5 rounded-full bg-blue-800 px-2 py-0.5 text-xs text-white">
                  {unreadMessages}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
