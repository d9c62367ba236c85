// Where the customer is on the dashboard, kept in the URL so a reload or a shared link
// opens the same tab, application, sub-tab and page of the list:
// /dashboard?tab=…&application=…&view=…&page=… Defaults are left out of the URL, and unknown
// values fall back to them.
import { readApplicationPage } from "./application-pages.ts";

export const DASHBOARD_TABS = [
  { id: "applications", label: "My Applications" },
  { id: "account-details", label: "Account Details" },
  { id: "profile", label: "Profile Settings" },
  { id: "support", label: "Support" },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]["id"];

/** The three sub-tabs of a selected application (spec section 2, "My Applications"). */
export const APPLICATION_VIEWS = [
  { id: "overview", label: "Overview" },
  { id: "details", label: "Application Details" },
  { id: "accounts", label: "Account Details" },
] as const;
export type ApplicationView = (typeof APPLICATION_VIEWS)[number]["id"];

export interface DashboardLocation {
  tab: DashboardTab;
  view: ApplicationView;
  /** The application asked for in the URL, as typed there; null to select the newest. */
  applicationId: string | null;
  /** The page of the applications list (1-based). */
  page: number;
}

const DEFAULT_TAB: DashboardTab = "applications";
const DEFAULT_VIEW: ApplicationView = "overview";

function oneOf<T extends string>(options: readonly { id: T }[], value: string | null, fallback: T): T {
  return options.find((option) => option.id === value)?.id ?? fallback;
}

export function readDashboardLocation(search: URLSearchParams): DashboardLocation {
  const applicationId = search.get("application")?.trim();
  return {
    tab: oneOf(DASHBOARD_TABS, search.get("tab"), DEFAULT_TAB),
    view: oneOf(APPLICATION_VIEWS, search.get("view"), DEFAULT_VIEW),
    applicationId: applicationId ? applicationId.slice(0, 100) : null,
    page: readApplicationPage(search.get("page")),
  };
}

/** The dashboard URL for a location; defaults are omitted. */
export function dashboardHref(location: DashboardLocation): string {
  const search = new URLSearchParams();
  if (location.tab !== DEFAULT_TAB) search.set("tab", location.tab);
  if (location.applicationId) search.set("application", location.applicationId);
  if (location.view !== DEFAULT_VIEW) search.set("view", location.view);
  if (location.page > 1) search.set("page", String(location.page));
  const query = search.toString();
  return query ? `/dashboard?${query}` : "/dashboard";
}

// What needs no new read of the dashboard's data (its shouldRevalidate): the address
// parameters that only choose a tab (`tab` and `view`), whose content is already loaded, and
// sending the confirmation e-mail again, which changes nothing shown. The pages that cause
// them also pass `defaultShouldRevalidate: false`, so the root loader is not read again either.

const TAB_PARAMS = ["tab", "view"];

function withoutTabs(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const name of TAB_PARAMS) search.delete(name);
  return search.toString();
}

/** True when the next address is this page with only its tab parameters changed. */
export function onlyTabChanged(current: URL, next: URL): boolean {
  return (
    current.pathname === next.pathname &&
    current.search !== next.search &&
    withoutTabs(current) === withoutTabs(next)
  );
}

/** True for a form whose action changes nothing the pages show ("Resend confirmation e-mail"). */
export function changesNothingShown(form: FormData | undefined): boolean {
  return form?.get("intent") === "resend-verification";
}
