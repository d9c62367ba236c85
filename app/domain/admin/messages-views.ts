// The admins' secure Messages inbox (issue 25), shaped for display: its address (`?filter=&q=&page=`,
// so a reload, Back and a shared link show the same rows, without JavaScript too) and its rows.
// One conversation is conversation-views.ts.

import { INBOX_FILTER_LABELS, INBOX_FILTERS, INBOX_PAGE_SIZE, type InboxFilter } from "../messages/rules.ts";
import { searchText } from "../text-rules.ts";
import { formatDateTimeIn } from "../time-zone.ts";
import { SEARCH_MAX_LENGTH } from "./applications-query.ts";
import { customerHref } from "./customer-links.ts";
import { ADMIN_MESSAGES, messagesLinkLabel } from "./messages-words.ts";

export { ADMIN_MESSAGES, messagesLinkLabel, SEARCH_MAX_LENGTH };

// ---- The inbox's address -------------------------------------------------------------------

export interface InboxQuery {
  filter: InboxFilter;
  search: string;
  /** 1-based. */
  page: number;
}

export const INBOX_FILTER_CHOICES = INBOX_FILTERS.map((id) => ({ id, label: INBOX_FILTER_LABELS[id] }));

const isFilter = (value: string): value is InboxFilter =>
  (INBOX_FILTERS as readonly string[]).includes(value);

/** Reads the address; anything unexpected falls back to the first page of every conversation. */
export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const filter = params.get("filter") ?? "all";
  const page = Number(params.get("page") ?? "1");
  return {
    filter: isFilter(filter) ? filter : "all",
    search: searchText(params.get("q"), SEARCH_MAX_LENGTH),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of an inbox state; defaults are left out, so the plain inbox is `/admin/messages`. */
export function inboxHref(query: InboxQuery): string {
  const out = new URLSearchParams();
  if (query.filter !== "all") out.set("filter", query.filter);
  if (query.search) out.set("q", query.search);
  if (query.page > 1) out.set("page", String(query.page));
  const text = out.toString();
  return text ? `/admin/messages?${text}` : "/admin/messages";
}

export function inboxPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
}

/** "3 unread conversations" (none: nothing to say). */
export function unreadConversationsText(count: number): string {
  if (count <= 0) return "";
  return `${count.toLocaleString("en-US")} unread ${count === 1 ? "conversation" : "conversations"}`;
}

// ---- The inbox's rows ----------------------------------------------------------------------

/** A conversation as the inbox's model reads it. */
export interface InboxRowSource {
  id: string;
  customerId?: string | null;
  customerName: string | null;
  customerEmail: string | null;
  lastMessageAt: Date | null;
  teamUnread: number;
  assignedTo: string | null;
  assignedToMe: boolean;
  done: boolean;
}

export interface InboxRowView {
  id: string;
  href: string;
  customer: string;
  /** The customer's page (issue 45), when their login is known. */
  customerHref?: string;
  email: string | null;
  lastMessage: string;
  /** ISO time, for the <time> element. */
  lastMessageIso: string | null;
  unread: number;
  assignedTo: string;
  status: string;
  openLabel: string;
}

export function inboxRowView(row: InboxRowSource, timeZone: string): InboxRowView {
  const customer = row.customerName ?? ADMIN_MESSAGES.deletedCustomer;
  return {
    id: row.id,
    href: `/admin/messages/${row.id}`,
    customer,
    ...(row.customerId ? { customerHref: customerHref(row.customerId) } : {}),
    email: row.customerEmail,
    lastMessage: row.lastMessageAt ? formatDateTimeIn(row.lastMessageAt, timeZone) : "—",
    lastMessageIso: row.lastMessageAt?.toISOString() ?? null,
    unread: row.teamUnread,
    assignedTo: row.assignedToMe ? "You" : (row.assignedTo ?? ADMIN_MESSAGES.notAssigned),
    status: row.done ? ADMIN_MESSAGES.done : ADMIN_MESSAGES.open,
    openLabel: `Open conversation with ${customer}`,
  };
}

export type InboxPageData =
  | {
      ok: true;
      query: InboxQuery;
      rows: InboxRowView[];
      total: number;
      pageCount: number;
      /** Conversations with a customer's message no admin has read, whatever the filter. */
      unread: number;
    }
  | { ok: false; query: InboxQuery; message: string };
