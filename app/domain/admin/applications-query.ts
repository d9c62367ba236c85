// The Applications Management list's state, kept in the address (`?q=&status=&page=`) so a
// reload, Back and a shared link show the same rows (spec section 2; the loader reads it and
// asks the database for one page).

import { APPLICATION_STATUSES, type ApplicationStatus } from "../enums.ts";
import { searchText } from "../text-rules.ts";

/** The filter buttons, in the spec's order and words. */
export const APPLICATION_FILTERS = [
  { id: "all", label: "All" },
  { id: "pending", label: "Pending" },
  { id: "approved", label: "Approved" },
  { id: "declined", label: "Declined" },
  { id: "cancelled", label: "Cancelled" },
] as const satisfies readonly { id: "all" | ApplicationStatus; label: string }[];
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number]["id"];

export const APPLICATIONS_PAGE_SIZE = 20;
/** Longer searches are cut: no name or e-mail address is longer. */
export const SEARCH_MAX_LENGTH = 100;

export interface ApplicationsQuery {
  search: string;
  filter: ApplicationFilter;
  /** 1-based. */
  page: number;
}

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/** Reads the address; anything unexpected falls back to the first page of everything. */
export function readApplicationsQuery(search: URLSearchParams): ApplicationsQuery {
  const text = searchText(search.get("q"), SEARCH_MAX_LENGTH);
  const status = search.get("status") ?? "all";
  const page = Number(search.get("page") ?? "1");
  return {
    search: text,
    filter: isStatus(status) ? status : "all",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a list state; defaults are left out so the plain list is `/admin/applications`. */
export function applicationsHref(query: ApplicationsQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.filter !== "all") params.set("status", query.filter);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `/admin/applications?${text}` : "/admin/applications";
}

/**
 * A search counts its matches only up to this many, or up to the page asked for when that is
 * further: a search as broad as "@example" matches most of 100,000 applications, and counting
 * them all took 100-150 ms (bench/admin-applications.ts), while the admin needs to know only
 * that there are many and whether a next page exists. The whole list and the status filters
 * count exactly (an index-only scan).
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/** How far a search on `page` counts: far enough to know whether a page follows it. */
export function searchCountLimit(page: number): number {
  return Math.max(SEARCH_COUNT_LIMIT, page * APPLICATIONS_PAGE_SIZE);
}

/** "50", or "more than 50" when the count stopped at its limit. */
export function pagesText(pages: number, more: boolean): string {
  const text = pages.toLocaleString("en-US");
  return more ? `more than ${text}` : text;
}

/** The number of pages for `total` rows (at least one, so an empty list has page 1 of 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE));
}

/** `%`, `_` and `\` typed in the search box are searched for as themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
