// The customer's area (/dashboard) is a set of rooms, one route each (docs/decisions/0040), reached
// from the navigation (the financial summary is shown on the first room only: issue 21). A new
// room (My Program, Documents, Messages) is one entry here and one child route of
// routes/dashboard/layout.tsx in app/routes.ts; the rooms already here do not change.

export interface DashboardArea {
  id: string;
  /** The navigation's words (spec section 2 for the first four). */
  label: string;
  path: string;
  /**
   * What its link takes along from the address of the room the person is in: the application
   * chosen and the list's page stay the same between My Applications and Account Details.
   */
  keeps: readonly string[];
}

const CHOICE = ["application", "page"] as const;

export const DASHBOARD_AREAS = [
  { id: "applications", label: "My Applications", path: "/dashboard", keeps: CHOICE },
  { id: "account-details", label: "Account Details", path: "/dashboard/account-details", keeps: CHOICE },
  { id: "profile", label: "Profile Settings", path: "/dashboard/profile", keeps: [] },
  { id: "support", label: "Support", path: "/dashboard/support", keeps: [] },
  // The program (issue 22): the plan and agreement, then the documents it keeps.
  { id: "program", label: "My Program", path: "/dashboard/program", keeps: [] },
  { id: "documents", label: "Documents", path: "/dashboard/documents", keeps: [] },
  // Secure messages with the team (issue 25): its link shows the unread count.
  { id: "messages", label: "Messages", path: "/dashboard/messages", keeps: [] },
] as const satisfies readonly DashboardArea[];

export type DashboardAreaId = (typeof DASHBOARD_AREAS)[number]["id"];

const ROOT = DASHBOARD_AREAS[0];

/** The room a path is in: the area whose path is the longest prefix of it (My Applications at least). */
export function areaOf(pathname: string): DashboardArea {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  let found: DashboardArea = ROOT;
  for (const area of DASHBOARD_AREAS) {
    if ((path === area.path || path.startsWith(`${area.path}/`)) && area.path.length > found.path.length)
      found = area;
  }
  return found;
}

/** The link to `area` from the address the person is at (`search`: its query string). */
export function areaHref(area: DashboardArea, search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of area.keeps) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${area.path}?${query}` : area.path;
}

/** What each room of the old one-page dashboard kept from its address besides `tab` (its four tabs only). */
const KEPT_BY_TAB: Partial<Record<DashboardAreaId, readonly string[]>> = {
  applications: ["application", "view", "page"],
  "account-details": ["application", "page"],
  profile: [],
  support: [],
};

/**
 * Where an address of the one-page dashboard (`/dashboard?tab=profile`, issue 19) now lives, or
 * null for an address that needs no redirect. Unknown tabs were shown as My Applications.
 */
export function legacyDashboardHref(url: URL): string | null {
  if (url.pathname.replace(/\/+$/, "") !== ROOT.path || !url.searchParams.has("tab")) return null;
  const tab = url.searchParams.get("tab");
  const area =
    DASHBOARD_AREAS.find((candidate) => candidate.id === tab && candidate.id in KEPT_BY_TAB) ?? ROOT;
  const kept = new URLSearchParams();
  for (const name of KEPT_BY_TAB[area.id] ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${area.path}?${query}` : area.path;
}
