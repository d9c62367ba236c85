// What User Management shows (spec section 2, "User Management"; toasts of section 8): text
// ready to show, built on the server from the rows (app/routes/admin/users-data.server.ts).
import { STATUS_LABELS } from "../application/labels.ts";
import type { ApplicationStatus } from "../enums.ts";
import { formatCents, formatDate, formatPhone } from "../format.ts";
import { centsOf } from "../money.ts";
import type { UsersQuery } from "./users-query.ts";

export const USERS_MESSAGES = {
  title: "User Management",
  searchPlaceholder: "Search by name, email or phone",
  empty: "No users found matching your criteria",
  loading: "Loading users...",
  failedLoad: "Failed to load users",
  exportLabel: "Export Users",
} as const;

/** The spec's toasts (section 8), word for word. */
export const USER_TOASTS = {
  updated: "User updated successfully",
  failedUpdate: "Failed to update user",
  deleted: "User deleted successfully",
  failedDelete: "Failed to delete user",
  failedPromote: "Failed to promote user to admin",
  failedDemote: "Failed to remove admin privileges",
  promoted: (name: string) => `${name} promoted to admin successfully`,
  demoted: (name: string) => `Admin privileges removed from ${name}`,
} as const;

/** Why the server refused, in words a person understands (shown as the toast or below a field). */
export const USER_REFUSALS = {
  notFound: "This user no longer exists.",
  emailTaken: "This e-mail address is already used by another account.",
  stale: "This user was changed by someone else since you opened it. The current details are shown now.",
  alreadyAdmin: (name: string) => `${name} is already an admin.`,
  notAdmin: (name: string) => `${name} is not an admin.`,
  lastAdminDemote: (name: string) =>
    `${name} is the last admin and cannot be demoted: there must always be at least one admin.`,
  lastAdminDelete: (name: string) =>
    `${name} is the last admin and cannot be deleted: there must always be at least one admin.`,
  selfDelete: "You cannot delete your own account. Another admin can.",
  selfDemote: "You cannot remove your own admin privileges. Another admin can.",
  adminEmail:
    "Only an admin can change their own e-mail address (in Admin Settings, with their password). Ask them to do it.",
  tryAgain: "Nothing was changed. Please try again in a moment.",
} as const;

export interface UserRowSource {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  isAdmin: boolean;
  /** The user's latest application, if any. */
  applicationDebt: string | null;
  applicationStatus: ApplicationStatus | null;
  applicationCreatedAt: Date | null;
  /** `updated_at` exactly, as text: the version an edit is made on. */
  version: string;
}

export interface UserRowView {
  id: string;
  /** The id truncated to 8 characters (its last eight, as every id the product shows). */
  shortId: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Stored digits, for the edit form. */
  phoneDigits: string;
  /** "(555) 123-4567", or "No phone". */
  phone: string;
  registered: string;
  application: { debt: string; date: string; status: string } | null;
  isAdmin: boolean;
  statusLabel: "Admin" | "User";
  /** The signed-in admin's own row: no delete, no demote. */
  isSelf: boolean;
  version: string;
}

export const NO_PHONE = "No phone";

export function userShortId(id: string): string {
  return id.slice(-8);
}

/** One row; its dates in the admin's `timeZone`. */
export function userRowView(row: UserRowSource, viewerId: string, timeZone: string): UserRowView {
  const application =
    row.applicationDebt !== null && row.applicationCreatedAt && row.applicationStatus
      ? {
          debt: formatCents(centsOf(row.applicationDebt)),
          date: formatDate(row.applicationCreatedAt, timeZone),
          status: STATUS_LABELS[row.applicationStatus],
        }
      : null;
  return {
    id: row.id,
    shortId: userShortId(row.id),
    name: `${row.firstName} ${row.lastName}`,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneDigits: row.phone ?? "",
    phone: row.phone ? formatPhone(row.phone) : NO_PHONE,
    registered: formatDate(row.createdAt, timeZone),
    application,
    isAdmin: row.isAdmin,
    statusLabel: row.isAdmin ? "Admin" : "User",
    isSelf: row.id === viewerId,
    version: row.version,
  };
}

export type UsersPageData =
  | {
      ok: true;
      query: UsersQuery;
      rows: UserRowView[];
      /** Users matching the search and filter. */
      matching: number;
      /** Every user. */
      total: number;
      pageCount: number;
    }
  | { ok: false; query: UsersQuery; message: string };

/** "12 of 1,234 users": those matching the search and filter, of every user (spec: count shown versus total). */
export function usersCountText(matching: number, total: number): string {
  return `${matching.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} user${total === 1 ? "" : "s"}`;
}
