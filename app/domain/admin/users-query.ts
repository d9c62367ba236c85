// User Management's list state, kept in the address (`?q=&filter=&page=`) so a reload, Back
// and a shared link show the same rows, and the search, filters and pages work without
// JavaScript (spec section 2; the loader reads it and asks the database for one page).
import { searchText } from "../text-rules.ts";
import { calendarDateIn } from "../time-zone.ts";
import { likePattern, SEARCH_MAX_LENGTH } from "./applications-query.ts";

export { likePattern, SEARCH_MAX_LENGTH };

/** The filter buttons, in the spec's order and words. */
export const USER_FILTERS = [
  { id: "all", label: "All Users" },
  { id: "admins", label: "Admin Users" },
  { id: "regular", label: "Regular Users" },
  { id: "with-applications", label: "Users with Applications" },
] as const;
export type UserFilter = (typeof USER_FILTERS)[number]["id"];

export const USERS_PAGE_SIZE = 20;

export interface UsersQuery {
  search: string;
  filter: UserFilter;
  /** 1-based. */
  page: number;
}

const isFilter = (value: string): value is UserFilter => USER_FILTERS.some((f) => f.id === value);

/** Reads the address; anything unexpected falls back to the first page of every user. */
export function readUsersQuery(search: URLSearchParams): UsersQuery {
  const text = searchText(search.get("q"), SEARCH_MAX_LENGTH);
  const filter = search.get("filter") ?? "all";
  const page = Number(search.get("page") ?? "1");
  return {
    search: text,
    filter: isFilter(filter) ? filter : "all",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

function params(query: Omit<UsersQuery, "page"> & { page?: number }): string {
  const out = new URLSearchParams();
  if (query.search) out.set("q", query.search);
  if (query.filter !== "all") out.set("filter", query.filter);
  if (query.page !== undefined && query.page > 1) out.set("page", String(query.page));
  return out.toString();
}

/** The address of a list state; defaults are left out so the plain list is `/admin/users`. */
export function usersHref(query: UsersQuery): string {
  const text = params(query);
  return text ? `/admin/users?${text}` : "/admin/users";
}

/** The export of what the list shows (its search and filter, every page). */
export function usersExportHref(query: UsersQuery): string {
  const text = params({ search: query.search, filter: query.filter });
  return text ? `/admin/users/export?${text}` : "/admin/users/export";
}

/** The number of pages for `total` rows (at least one, so an empty list has page 1 of 1). */
export function usersPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
}

/**
 * A search's digits, when it could be part of a phone number: "(555) 123-45" → "55512345".
 * Phones are stored as ten digits, so the typed punctuation is dropped before matching.
 */
export function phoneDigits(search: string): string | null {
  if (!/^[\d\s().+-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
}

/** `users-export-2026-11-05.csv`: the day of `now` in the admin's `timeZone`. */
export function usersExportFileName(now: Date, timeZone: string): string {
  return `users-export-${calendarDateIn(now, timeZone)}.csv`;
}
