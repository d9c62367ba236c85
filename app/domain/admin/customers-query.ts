// The customer list's address (issue 45): `?q=` a search (name, e-mail, phone, or a note's or
// call's text) and `?after=` the keyset cursor (the last row's creation time and id), so a deep
// page costs what the first does. Pure: the loader reads it, the page writes its links with it.
import { searchText } from "../text-rules.ts";
import { likePattern, phoneDigits, SEARCH_MAX_LENGTH } from "./users-query.ts";

export { likePattern, phoneDigits };

export const CUSTOMERS_PAGE_SIZE = 25;

export interface CustomersCursor {
  createdAt: string;
  id: string;
}

export interface CustomersQuery {
  search: string;
  after: CustomersCursor | null;
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function readCustomersQuery(params: URLSearchParams): CustomersQuery {
  const match = CURSOR.exec(params.get("after") ?? "");
  const createdAt = match?.[1];
  const id = match?.[2];
  return {
    search: searchText(params.get("q"), SEARCH_MAX_LENGTH),
    after:
      createdAt && id && !Number.isNaN(Date.parse(createdAt)) ? { createdAt, id: id.toLowerCase() } : null,
  };
}

export function cursorOf(row: { createdAt: string; id: string }): string {
  return `${row.createdAt}_${row.id}`;
}

/** The address of a list state: `/admin/customers`, with the search and the cursor when set. */
export function customersHref(query: { search: string; after?: string | null }): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.after) params.set("after", query.after);
  const text = params.toString();
  return text ? `/admin/customers?${text}` : "/admin/customers";
}

/** The first `max` characters of a note around the first match of `search`, for the row found by it. */
export function matchSnippet(body: string, search: string, max = 120): string {
  const at = search ? body.toLowerCase().indexOf(search.toLowerCase()) : -1;
  const start = at > max / 3 ? at - Math.floor(max / 3) : 0;
  const piece = body
    .slice(start, start + max)
    .replace(/\s+/g, " ")
    .trim();
  return `${start > 0 ? "…" : ""}${piece}${start + max < body.length ? "…" : ""}`;
}
