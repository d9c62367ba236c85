// Which application the customer looks at in My Applications and Account Details, kept in the
// URL so a reload or a shared link shows the same one, sub-tab and page of the list:
// /dashboard?application=…&view=…&page=… (and /dashboard/account-details?application=…&page=…).
// Defaults are left out of the URL, and unknown values fall back to them.
import { readApplicationPage } from "./application-pages.ts";

/** The three sub-tabs of a selected application (spec section 2, "My Applications"). */
export const APPLICATION_VIEWS = [
  { id: "overview", label: "Overview" },
  { id: "details", label: "Application Details" },
  { id: "accounts", label: "Account Details" },
] as const;
export type ApplicationView = (typeof APPLICATION_VIEWS)[number]["id"];

export interface ApplicationChoice {
  view: ApplicationView;
  /** The application asked for in the URL, as typed there; null to select the newest. */
  applicationId: string | null;
  /** The page of the applications list (1-based). */
  page: number;
}

const DEFAULT_VIEW: ApplicationView = "overview";

export function readApplicationChoice(search: URLSearchParams): ApplicationChoice {
  const applicationId = search.get("application")?.trim();
  const view = APPLICATION_VIEWS.find((option) => option.id === search.get("view"))?.id ?? DEFAULT_VIEW;
  return {
    view,
    applicationId: applicationId ? applicationId.slice(0, 100) : null,
    page: readApplicationPage(search.get("page")),
  };
}

/** The URL of a room (`path`) showing `choice`; defaults are omitted. */
export function applicationChoiceHref(path: string, choice: ApplicationChoice): string {
  const search = new URLSearchParams();
  if (choice.applicationId) search.set("application", choice.applicationId);
  if (choice.view !== DEFAULT_VIEW) search.set("view", choice.view);
  if (choice.page > 1) search.set("page", String(choice.page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// What needs no new read of a room's data (its shouldRevalidate): `view`, which only chooses a
// sub-tab whose content is already loaded, and sending the confirmation e-mail again, which
// changes nothing shown. The links that change `view` also pass `defaultShouldRevalidate: false`,
// so the root's and the layout's loaders are not read again either.

function withoutView(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("view");
  return search.toString();
}

/** True when the next address is this page with only its sub-tab changed. */
export function onlyViewChanged(current: URL, next: URL): boolean {
  return (
    current.pathname === next.pathname &&
    current.search !== next.search &&
    withoutView(current) === withoutView(next)
  );
}

/** True for a form whose action changes nothing the pages show ("Resend confirmation e-mail"). */
export function changesNothingShown(form: FormData | undefined): boolean {
  return form?.get("intent") === "resend-verification";
}
