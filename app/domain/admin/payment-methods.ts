// Payment Methods (/admin/payments; issue 12, spec section 2 and decisions.md): the page's words,
// the list's state in the address, and how one stored payment method is shown. Spec section 8
// has no toast for this screen; ours follow the words of its other admin toasts.

import type { PaymentMethodType } from "../enums.ts";
import { formatDate } from "../format.ts";
import { searchText } from "../text-rules.ts";

export const PAYMENT_METHOD_MESSAGES = {
  title: "Payment Methods",
  searchPlaceholder: "Search by owner name or email",
  empty: "No payment methods found matching your criteria",
  emptyAll: "No payment methods yet. Add one for a user with the form below.",
  loading: "Loading payment methods...",
  failedLoad: "Failed to load payment methods",
  failedOwners: "Failed to search users",
  // Toasts.
  added: "Payment method added successfully",
  failedAdd: "Failed to add payment method",
  defaultSet: "Default payment method updated successfully",
  failedDefault: "Failed to update default payment method",
  deleted: "Payment method removed successfully",
  failedDelete: "Failed to remove payment method",
} as const;

/** Why the server refused; nothing was changed by any of them. */
export const PAYMENT_METHOD_REFUSALS = {
  fieldsRefused: "Please correct the fields marked below.",
  userNotFound: "This user was not found. They may have been deleted; search for them again.",
  methodNotFound: "This payment method no longer exists. It may have been removed already.",
  alreadyDefault: "This payment method is already the user's default.",
  failed: "Nothing was changed. Please try again in a moment.",
} as const;

export const PAYMENT_METHODS_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;
/** A user search needs this many characters: fewer would match most users. */
export const OWNER_SEARCH_MIN_LENGTH = 2;
/** A user search lists at most this many matches; a longer search narrows it. */
export const OWNER_SEARCH_LIMIT = 10;

export interface PaymentMethodsQuery {
  /** The list's search: the owner's name or e-mail. */
  search: string;
  /** 1-based. */
  page: number;
  /** The Add form's user search (name or e-mail). */
  owner: string;
}

const clean = (value: string | null) => searchText(value, SEARCH_MAX_LENGTH);

/** Reads the address; anything unexpected falls back to the first page of everything. */
export function readPaymentMethodsQuery(params: URLSearchParams): PaymentMethodsQuery {
  const page = Number(params.get("page") ?? "1");
  return {
    search: clean(params.get("q")),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    owner: clean(params.get("owner")),
  };
}

/** The address of a list state; defaults are left out so the plain list is `/admin/payments`. */
export function paymentMethodsHref(query: PaymentMethodsQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.owner) params.set("owner", query.owner);
  const text = params.toString();
  return text ? `/admin/payments?${text}` : "/admin/payments";
}

export function paymentMethodsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAYMENT_METHODS_PAGE_SIZE));
}

/** `%`, `_` and `\` typed in a search box are searched for as themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A stored payment method with its owner, as the model reads it. */
export interface PaymentMethodSource {
  id: string;
  userId: string;
  type: PaymentMethodType;
  holderName: string;
  lastFour: string;
  expiryDate: string | null;
  routingLastFour: string | null;
  isDefault: boolean;
  createdAt: Date;
  ownerFirstName: string;
  ownerLastName: string;
  ownerEmail: string;
}

export interface PaymentMethodView {
  id: string;
  userId: string;
  ownerName: string;
  ownerEmail: string;
  typeLabel: string;
  /** "Card ending in 4242" / "Account ending in 6789". */
  summary: string;
  holderName: string;
  /** "Expires 08/29" or "Routing number ending in 0021". */
  detail: string;
  isDefault: boolean;
  added: string;
}

export const PAYMENT_METHOD_TYPE_LABELS: Record<PaymentMethodType, string> = {
  credit: "Credit Card",
  bank: "Bank Account",
};

/** One payment method; the day it was added in the admin's `timeZone`. */
export function paymentMethodView(row: PaymentMethodSource, timeZone: string): PaymentMethodView {
  const card = row.type === "credit";
  return {
    id: row.id,
    userId: row.userId,
    ownerName: `${row.ownerFirstName} ${row.ownerLastName}`,
    ownerEmail: row.ownerEmail,
    typeLabel: PAYMENT_METHOD_TYPE_LABELS[row.type],
    summary: `${card ? "Card" : "Account"} ending in ${row.lastFour}`,
    holderName: row.holderName,
    detail: card
      ? `Expires ${row.expiryDate ?? ""}`
      : `Routing number ending in ${row.routingLastFour ?? ""}`,
    isDefault: row.isDefault,
    added: formatDate(row.createdAt, timeZone),
  };
}

/** A user the Add form offers as the owner. */
export interface OwnerOption {
  id: string;
  name: string;
  email: string;
}

export type OwnerSearch =
  | { state: "none" }
  | { state: "too-short" }
  | { state: "failed"; message: string }
  | { state: "found"; owners: OwnerOption[]; more: boolean };

export type PaymentMethodsPageData =
  | { ok: false; query: PaymentMethodsQuery; message: string; owners: OwnerSearch }
  | {
      ok: true;
      query: PaymentMethodsQuery;
      rows: PaymentMethodView[];
      total: number;
      pageCount: number;
      owners: OwnerSearch;
    };
