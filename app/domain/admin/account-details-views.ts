// What the Account Details Forms list and editor show (spec section 2; issue 12): text ready to
// show, built on the server from the rows (app/routes/admin/account-details-*.server.ts).

import { type AccountDetailsValues, accountDetailsValues } from "../account-details-form/form.ts";
import { applicationNumber, STATUS_LABELS } from "../application/labels.ts";
import { type DetailItem, momentDayOrNA, moneyOrNA, textOrNA } from "../display.ts";
import type {
  AccountStatus,
  AccountType,
  ApplicationStatus,
  OpenClosed,
  PaymentFrequency,
} from "../enums.ts";
import type { AccountDetailsQuery } from "./account-details-query.ts";

export const ACCOUNT_DETAILS_MESSAGES = {
  title: "Account Details Forms",
  searchLabel: "Search forms",
  searchPlaceholder: "Search by creditor, applicant name or email",
  empty: "Account details forms will appear here when applications reach 100% completion.",
  noMatch: "No form matches this search or filter.",
  loading: "Loading account details forms...",
  refresh: "Refresh",
  backToList: "Back to List",
  editForm: "Edit Form",
} as const;

/** A form row of the list with its application's fields (spec section 3: read together). */
export interface AccountDetailsCardSource {
  id: string;
  originalCreditor: string | null;
  accountType: AccountType | null;
  currentBalance: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  debtAmount: string;
}

export interface AccountDetailsCardView {
  id: string;
  applicantName: string;
  email: string;
  completed: boolean;
  /** 'Completed' or 'Pending'. */
  badge: string;
  items: DetailItem[];
}

export const completionBadge = (completedAt: Date | null) => (completedAt ? "Completed" : "Pending");

/** One card; its dates in the admin's `timeZone`. */
export function accountDetailsCardView(
  row: AccountDetailsCardSource,
  timeZone: string,
): AccountDetailsCardView {
  const day = (moment: Date) => momentDayOrNA(moment, timeZone);
  return {
    id: row.id,
    applicantName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    completed: row.completedAt !== null,
    badge: completionBadge(row.completedAt),
    items: [
      { label: "Original Creditor", value: textOrNA(row.originalCreditor) },
      { label: "Account Type", value: textOrNA(row.accountType) },
      { label: "Current Balance", value: moneyOrNA(row.currentBalance) },
      { label: "Application Debt", value: moneyOrNA(row.debtAmount) },
      { label: "Email", value: row.email },
      { label: "Created", value: day(row.createdAt) },
      { label: "Last Updated", value: day(row.updatedAt) },
      { label: "Completed", value: row.completedAt ? day(row.completedAt) : "Not yet" },
    ],
  };
}

export type AccountDetailsListData =
  | {
      ok: true;
      query: AccountDetailsQuery;
      cards: AccountDetailsCardView[];
      /** Forms matching the search and filter. */
      matching: number;
      /** Every form. */
      total: number;
      pageCount: number;
    }
  | { ok: false; query: AccountDetailsQuery; message: string };

/** "Showing 3 of 12 forms": what matches the search and filter, of every form. */
export function shownText(matching: number, total: number): string {
  const noun = total === 1 ? "form" : "forms";
  return `Showing ${matching.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${noun}`;
}

/** One form with its application, as the editor reads it. */
export interface AccountDetailsEditorSource {
  id: string;
  applicationId: string;
  originalCreditor: string | null;
  accountSold: boolean;
  accountType: AccountType | null;
  openClosed: OpenClosed | null;
  status: AccountStatus | null;
  currentBalance: string | null;
  paidOff: boolean;
  paymentFrequency: PaymentFrequency | null;
  paymentAmount: string | null;
  originalBalance: string | null;
  term: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: string;
  /** The admin who completed it, while their login exists. */
  filledByEmail: string | null;
  firstName: string;
  lastName: string;
  email: string;
  debtAmount: string;
  applicationStatus: ApplicationStatus;
}

export interface AccountDetailsEditorView {
  id: string;
  /** The version (updated_at as text) Save and Complete Form are made on. */
  version: string;
  applicantName: string;
  completed: boolean;
  badge: string;
  /** About the application and the form, shown above the fields. */
  items: DetailItem[];
  values: AccountDetailsValues;
}

/** The editor; its dates in the admin's `timeZone`. */
export function accountDetailsEditorView(
  row: AccountDetailsEditorSource,
  timeZone: string,
): AccountDetailsEditorView {
  const day = (moment: Date) => momentDayOrNA(moment, timeZone);
  const completedBy = row.completedAt ? (row.filledByEmail ?? "an admin no longer on record") : null;
  return {
    id: row.id,
    version: row.version,
    applicantName: `${row.firstName} ${row.lastName}`,
    completed: row.completedAt !== null,
    badge: completionBadge(row.completedAt),
    items: [
      { label: "Application", value: `#${applicationNumber(row.applicationId)}` },
      { label: "Application Status", value: STATUS_LABELS[row.applicationStatus] },
      { label: "Email", value: row.email },
      { label: "Application Debt", value: moneyOrNA(row.debtAmount) },
      { label: "Created", value: day(row.createdAt) },
      { label: "Last Updated", value: day(row.updatedAt) },
      {
        label: "Completed",
        value: row.completedAt && completedBy ? `${day(row.completedAt)} by ${completedBy}` : "Not yet",
      },
    ],
    values: accountDetailsValues(row),
  };
}

export type AccountDetailsEditorData =
  | { ok: true; query: AccountDetailsQuery; form: AccountDetailsEditorView }
  | { ok: false; query: AccountDetailsQuery; message: string };
