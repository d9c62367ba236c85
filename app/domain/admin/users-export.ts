// The Export Users file (spec section 7: users-export-{date}.csv with the columns Name, Email,
// Phone, Registration Date, Admin Status, Application Status, Debt Amount). One record per user
// as text; the server writes them with a CSV library that also neutralises cells a spreadsheet
// would run as a formula (app/server/users-export.server.ts).
import { STATUS_LABELS } from "../application/labels.ts";
import type { ApplicationStatus } from "../enums.ts";

export const USERS_EXPORT_COLUMNS = [
  "Name",
  "Email",
  "Phone",
  "Registration Date",
  "Admin Status",
  "Application Status",
  "Debt Amount",
] as const;

export interface UserExportSource {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** The day of registration in the admin's time zone, "2026-11-05". */
  registeredOn: string;
  isAdmin: boolean;
  applicationStatus: ApplicationStatus | null;
  /** The latest application's debt amount, "18250.00". */
  applicationDebt: string | null;
}

export const NO_APPLICATION = "No application";

/**
 * A cell on one line: every line break (CR, LF, and the Unicode line and paragraph separators) and
 * each run of whitespace around it become one space. Fields cannot hold line breaks (fields.ts),
 * but a row stored before that rule must not split the file's rows either: a spreadsheet starts a
 * new row at a bare line break, and that row's first cell would escape the formula check (issue 20).
 */
export function oneLineCell(value: string): string {
  return value.replace(/\s*[\r\n\u2028\u2029]+\s*/g, " ");
}

/**
 * One user's cells, in the columns' order. Dates as ISO days and amounts as plain decimals, so
 * a spreadsheet reads them as dates and numbers; a user without an application has
 * "No application" and an empty amount.
 */
export function userExportRecord(user: UserExportSource): string[] {
  return [
    `${user.firstName} ${user.lastName}`,
    user.email,
    user.phone ?? "",
    user.registeredOn,
    user.isAdmin ? "Admin" : "User",
    user.applicationStatus ? STATUS_LABELS[user.applicationStatus] : NO_APPLICATION,
    user.applicationDebt ?? "",
  ].map(oneLineCell);
}
