// Link looks shared by the header's desktop and mobile navigation.

/** Class list for a navigation link; the current page is marked by NavLink's aria-current. */
export function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return [
    "rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-blue-800",
    isActive ? "text-blue-800 underline decoration-2 underline-offset-4" : "text-slate-700",
  ].join(" ");
}

export function mobileNavLinkClasses({ isActive }: { isActive: boolean }): string {
  return [
    "block rounded-md px-3 py-3 text-base font-medium hover:bg-slate-100",
    isActive ? "bg-blue-50 text-blue-800" : "text-slate-800",
  ].join(" ");
}
