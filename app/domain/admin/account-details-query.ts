// The Account Details Forms list's state, kept in the address (`?q=&filter=&page=`) so a
// reload, Back, Refresh and the editor's Back to List show the same cards (spec section 2).
import { searchText } from "../text-rules.ts";
import { SEARCH_MAX_LENGTH } from "./applications-query.ts";

/** The filter buttons, in the spec's order and words. */
export const ACCOUNT_DETAILS_FILTERS = [
  { id: "all", label: "All Forms" },
  { id: "pending", label: "Pending Completion" },
  { id: "completed", label: "Completed Forms" },
] as const;
export type AccountDetailsFilter = (typeof ACCOUNT_DETAILS_FILTERS)[number]["id"];

export const ACCOUNT_DETAILS_PAGE_SIZE = 20;
export const ACCOUNT_DETAILS_PATH = "/admin/account-details";

export interface AccountDetailsQuery {
  search: string;
  filter: AccountDetailsFilter;
  /** 1-based. */
  page: number;
}

const isFilter = (value: string): value is AccountDetailsFilter =>
  ACCOUNT_DETAILS_FILTERS.some((filter) => filter.id === value);

/** Reads the address; anything unexpected falls back to the first page of every form. */
export function readAccountDetailsQuery(search: URLSearchParams): AccountDetailsQuery {
  const text = searchText(search.get("q"), SEARCH_MAX_LENGTH);
  const filter = search.get("filter") ?? "all";
  const page = Number(search.get("page") ?? "1");
  return {
    search: text,
    filter: isFilter(filter) ? filter : "all",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The list state as address parameters; defaults are left out. */
export function accountDetailsParams(query: AccountDetailsQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.filter !== "all") params.set("filter", query.filter);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The list's address for a state: the plain list is `/admin/account-details`. */
export function accountDetailsHref(query: AccountDetailsQuery): string {
  return `${ACCOUNT_DETAILS_PATH}${accountDetailsParams(query)}`;
}

/** The editor's address, carrying the list's state so Back to List returns to it. */
export function accountDetailsFormHref(formId: string, query: AccountDetailsQuery): string {
  return `${ACCOUNT_DETAILS_PATH}/${formId}${accountDetailsParams(query)}`;
}

/** The number of pages for `total` forms (at least one). */
export function accountDetailsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ACCOUNT_DETAILS_PAGE_SIZE));
}
