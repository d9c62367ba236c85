// The Work Queue's rows (issue 24) as the server reads them, and as the page shows them: every
// section shaped into one kind of table (a link to where the item is handled, then its cells), an
// offer expiring within 3 days, a refund or a payment past its day highlighted and said in words.
// Pure: amounts in dollars to the cent from whole cents, calendar days as they are, moments in the
// admin's zone.

import { applicationNumber } from "../application/labels.ts";
import { formatCents, formatDate } from "../format.ts";
import { calendarDateIn, DEFAULT_TIME_ZONE } from "../time-zone.ts";
import { applicationsHref } from "./applications-query.ts";
import { customerHref } from "./customer-links.ts";
import { legalNoticesView } from "./legal-notices.ts";
import { accountHref } from "./money.ts";
import {
  type RefundDueSource,
  type ReturnedDepositSource,
  refundDueViews,
  returnedDepositView,
} from "./money-views.ts";
import { negotiationHref } from "./negotiation.ts";
import {
  countText,
  daysBetween,
  daysText,
  expiresText,
  isExpiringSoon,
  WORK_QUEUE_MESSAGES as M,
  SECTION_WORDS,
  WORK_QUEUE_SECTIONS,
  type WorkQueueCounts,
  type WorkQueueSection,
} from "./work-queue.ts";

interface CustomerSource {
  applicationId: string;
  /** The customer's login (users.id): the row links to the customer page (issue 45). */
  userId?: string | null;
  firstName: string;
  lastName: string;
}

export interface OfferAwaitingSource extends CustomerSource {
  id: string;
  debtAccountId: string;
  creditor: string;
  amountCents: bigint;
  expiresOn: string;
}

export interface OfferUnconfirmedSource extends CustomerSource {
  id: string;
  debtAccountId: string;
  creditor: string;
  amountCents: bigint;
  /** When the customer approved it. */
  decidedAt: Date;
}

export interface PaymentShortSource extends CustomerSource {
  id: string;
  debtAccountId: string;
  creditor: string;
  dueOn: string;
  amountCents: bigint;
  /** How much the account lacks by the payment's day. */
  shortfallCents: bigint;
}

export interface UnsignedAgreementSource extends CustomerSource {
  /** The plan's id. */
  id: string;
  createdAt: Date;
}

export interface LegalNoticeSource {
  id: string;
  fileName: string;
  createdAt: Date;
  customer: string | null;
  userId?: string | null;
}

/** An open task assigned to the admin reading the queue (issue 45). */
export interface TaskSource {
  id: string;
  userId: string;
  title: string;
  dueOn: string;
  /** The customer's name (null when their login is gone). */
  customer: string | null;
}

/** An open program with returns in a row (issue 45). */
export interface AtRiskSource extends CustomerSource {
  accountId: string;
  returnsInARow: number;
  lastReturnAt: Date | null;
  balanceCents: bigint;
}

/** An enrolled debt the projection expects the account to cover (issue 45). */
export interface ReadySource extends CustomerSource {
  debtAccountId: string;
  creditor: string;
  enrolledBalanceCents: bigint;
  /** The first day of the month it is expected covered. */
  expectedMonth: string;
  /** The account's balance now. */
  balanceCents: bigint;
}

/** An open program with no debt left in play (issue 45). */
export interface GraduateSource extends CustomerSource {
  accountId: string;
  balanceCents: bigint;
  updatedAt: Date;
}

/** A customer in an open program with no contact for 30 days (issue 45). */
export interface InactiveSource extends CustomerSource {
  accountId: string;
  lastAt: Date;
}

/** Everything the page reads: the counts and each section's first rows. */
export interface WorkQueueFound {
  counts: WorkQueueCounts;
  offersAwaiting: OfferAwaitingSource[];
  offersUnconfirmed: OfferUnconfirmedSource[];
  paymentsShort: PaymentShortSource[];
  returnedDeposits: ReturnedDepositSource[];
  refundsDue: RefundDueSource[];
  legalNotices: LegalNoticeSource[];
  unsignedAgreements: UnsignedAgreementSource[];
  myTasks?: TaskSource[];
  depositsAtRisk?: AtRiskSource[];
  readyToNegotiate?: ReadySource[];
  graduatesToClose?: GraduateSource[];
  inactiveCustomers?: InactiveSource[];
}

export interface WorkQueueCell {
  text: string;
  /** A second line under the text ("Expires in 2 days"). */
  detail?: string;
  /** Right-aligned digits. */
  amount?: boolean;
}

export interface WorkQueueRow {
  id: string;
  href: string;
  /** The link's words: the customer, or the file. */
  label: string;
  /** The link downloads a file (a legal notice). */
  download: boolean;
  /** Why the row is highlighted, in words (never by color alone). */
  flag: { text: string; tone: "warning" | "danger" } | null;
  cells: WorkQueueCell[];
  /** The customer's page (issue 45), when the row names a customer with a login. */
  customerHref: string | null;
}

export interface WorkQueueSectionView {
  id: WorkQueueSection;
  title: string;
  description: string;
  empty: string;
  /** The link's column first. */
  headers: readonly string[];
  total: number;
  /** "3 offers", "50 shown of 312 offers". */
  summary: string;
  rows: WorkQueueRow[];
}

export type WorkQueuePageData =
  | { ok: true; sections: WorkQueueSectionView[] }
  | { ok: false; message: string };

/** The application in Applications Management, found by its id and opened. */
export function openApplicationHref(applicationId: string): string {
  return `${applicationsHref({ search: applicationId, filter: "all", page: 1 })}&open=${applicationId}`;
}

const customerOf = (row: CustomerSource) => `${row.firstName} ${row.lastName}`;
const numberOf = (row: CustomerSource) => `#${applicationNumber(row.applicationId)}`;

/** "2027-03-01" → "Mar 2027". */
export function monthText(firstDay: string): string {
  return new Date(`${firstDay}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "Due today", "Due tomorrow", "Due in 5 days", "2 days past due". */
export function dueText(dueOn: string, today: string): string {
  const days = daysBetween(today, dueOn);
  if (days < 0) return `${daysText(-days)} past due`;
  if (days === 0) return "Due today";
  return days === 1 ? "Due tomorrow" : `Due in ${days} days`;
}

const HEADERS: Record<WorkQueueSection, readonly string[]> = {
  "my-tasks": ["Task", "Customer", "Due"],
  "deposits-at-risk": ["Customer", "Application", "Returns in a row", "Last return", "Balance"],
  "ready-to-negotiate": [
    "Customer",
    "Application",
    "Creditor",
    "Enrolled balance",
    "Account balance",
    "Ready since",
  ],
  "graduates-to-close": ["Customer", "Application", "Balance", "Waiting since"],
  "inactive-customers": ["Customer", "Application", "Last activity", "Inactive for"],
  "offers-awaiting": ["Customer", "Application", "Creditor", "Offer", "Expires"],
  "offers-unconfirmed": ["Customer", "Application", "Creditor", "Settlement", "Approved"],
  "payments-short": ["Customer", "Application", "Creditor", "Payment", "Due", "Short by"],
  "returned-deposits": ["Customer", "Application", "Deposit of", "Amount", "Reason"],
  "refunds-due": ["Customer", "Application", "Amount", "Due", "State"],
  "legal-notices": ["File", "Customer", "Uploaded"],
  "unsigned-agreements": ["Customer", "Application", "Plan made", "Unsigned for"],
};

type Shaped = Record<WorkQueueSection, WorkQueueRow[]>;

function rowsOf(found: WorkQueueFound, today: string, timeZone: string): Shaped {
  const link = (
    id: string,
    href: string,
    label: string,
    userId: string | null | undefined = null,
  ): Omit<WorkQueueRow, "cells"> => ({
    id,
    href,
    label,
    download: false,
    flag: null,
    customerHref: userId ? customerHref(userId) : null,
  });
  const userOfRefund = new Map(found.refundsDue.map((refund) => [refund.id, refund.userId]));
  const userOfNotice = new Map(found.legalNotices.map((notice) => [notice.id, notice.userId]));
  const sinceDays = (moment: Date) =>
    daysText(Math.max(0, daysBetween(calendarDateIn(moment, DEFAULT_TIME_ZONE), today)));
  return {
    "my-tasks": (found.myTasks ?? []).map(
      (task): WorkQueueRow => ({
        ...link(task.id, customerHref(task.userId), task.title, task.userId),
        flag: task.dueOn < today ? { text: M.overdue, tone: "danger" } : null,
        cells: [
          { text: task.customer ?? "Deleted user" },
          { text: formatDate(task.dueOn), detail: dueText(task.dueOn, today) },
        ],
      }),
    ),
    "deposits-at-risk": (found.depositsAtRisk ?? []).map(
      (row): WorkQueueRow => ({
        ...link(row.accountId, accountHref(row.accountId), customerOf(row), row.userId),
        flag: { text: `${row.returnsInARow} returns in a row`, tone: "danger" },
        cells: [
          { text: numberOf(row) },
          { text: String(row.returnsInARow), amount: true },
          { text: row.lastReturnAt ? formatDate(row.lastReturnAt, timeZone) : "—" },
          { text: formatCents(row.balanceCents), amount: true },
        ],
      }),
    ),
    "ready-to-negotiate": (found.readyToNegotiate ?? []).map(
      (row): WorkQueueRow => ({
        ...link(row.debtAccountId, negotiationHref(row.debtAccountId), customerOf(row), row.userId),
        cells: [
          { text: numberOf(row) },
          { text: row.creditor },
          { text: formatCents(row.enrolledBalanceCents), amount: true },
          { text: formatCents(row.balanceCents), amount: true },
          { text: monthText(row.expectedMonth) },
        ],
      }),
    ),
    "graduates-to-close": (found.graduatesToClose ?? []).map(
      (row): WorkQueueRow => ({
        ...link(row.accountId, accountHref(row.accountId), customerOf(row), row.userId),
        cells: [
          { text: numberOf(row) },
          { text: formatCents(row.balanceCents), amount: true },
          { text: formatDate(row.updatedAt, timeZone), detail: `Waiting ${sinceDays(row.updatedAt)}` },
        ],
      }),
    ),
    "inactive-customers": (found.inactiveCustomers ?? []).map(
      (row): WorkQueueRow => ({
        ...link(row.accountId, accountHref(row.accountId), customerOf(row), row.userId),
        cells: [
          { text: numberOf(row) },
          { text: formatDate(row.lastAt, timeZone) },
          { text: sinceDays(row.lastAt) },
        ],
      }),
    ),
    "offers-awaiting": found.offersAwaiting.map(
      (offer): WorkQueueRow => ({
        ...link(offer.id, negotiationHref(offer.debtAccountId), customerOf(offer), offer.userId),
        flag: isExpiringSoon(offer.expiresOn, today) ? { text: M.expiringSoon, tone: "warning" } : null,
        cells: [
          { text: numberOf(offer) },
          { text: offer.creditor },
          { text: formatCents(offer.amountCents), amount: true },
          { text: formatDate(offer.expiresOn), detail: expiresText(offer.expiresOn, today) },
        ],
      }),
    ),
    "offers-unconfirmed": found.offersUnconfirmed.map((offer): WorkQueueRow => {
      const waiting = Math.max(0, daysBetween(calendarDateIn(offer.decidedAt, DEFAULT_TIME_ZONE), today));
      return {
        ...link(offer.id, negotiationHref(offer.debtAccountId), customerOf(offer), offer.userId),
        cells: [
          { text: numberOf(offer) },
          { text: offer.creditor },
          { text: formatCents(offer.amountCents), amount: true },
          { text: formatDate(offer.decidedAt, timeZone), detail: `Waiting ${daysText(waiting)}` },
        ],
      };
    }),
    "payments-short": found.paymentsShort.map(
      (payment): WorkQueueRow => ({
        ...link(payment.id, negotiationHref(payment.debtAccountId), customerOf(payment), payment.userId),
        flag: payment.dueOn < today ? { text: M.pastDue, tone: "danger" } : null,
        cells: [
          { text: numberOf(payment) },
          { text: payment.creditor },
          { text: formatCents(payment.amountCents), amount: true },
          { text: formatDate(payment.dueOn), detail: dueText(payment.dueOn, today) },
          { text: formatCents(payment.shortfallCents), amount: true },
        ],
      }),
    ),
    "returned-deposits": found.returnedDeposits.map((source): WorkQueueRow => {
      const deposit = returnedDepositView(source);
      return {
        ...link(deposit.id, deposit.accountHref, deposit.customer, source.userId),
        cells: [
          { text: deposit.number },
          { text: deposit.dueOn },
          { text: deposit.amount, amount: true },
          { text: deposit.reason },
        ],
      };
    }),
    "refunds-due": refundDueViews(found.refundsDue, today).map(
      (refund): WorkQueueRow => ({
        ...link(refund.id, refund.accountHref, refund.customer, userOfRefund.get(refund.id)),
        flag: refund.overdue ? { text: M.overdue, tone: "danger" } : null,
        cells: [
          { text: refund.number },
          { text: refund.amount, amount: true },
          { text: refund.dueOn },
          { text: refund.stateLabel },
        ],
      }),
    ),
    "legal-notices": legalNoticesView({ total: 0, notices: found.legalNotices }, timeZone).notices.map(
      (notice): WorkQueueRow => ({
        ...link(notice.id, notice.href, notice.fileName, userOfNotice.get(notice.id)),
        download: true,
        cells: [{ text: notice.customer }, { text: notice.uploaded }],
      }),
    ),
    "unsigned-agreements": found.unsignedAgreements.map((plan): WorkQueueRow => {
      const made = calendarDateIn(plan.createdAt, DEFAULT_TIME_ZONE);
      return {
        ...link(plan.id, openApplicationHref(plan.applicationId), customerOf(plan), plan.userId),
        cells: [
          { text: numberOf(plan) },
          { text: formatDate(plan.createdAt, timeZone) },
          { text: daysText(Math.max(0, daysBetween(made, today))) },
        ],
      };
    }),
  };
}

/**
 * The page's sections in order, on the company's day `today` (US Eastern: expiries and due days
 * are its calendar days), moments shown in the admin's `timeZone`.
 */
export function workQueueView(
  found: WorkQueueFound,
  today: string,
  timeZone: string,
): WorkQueueSectionView[] {
  const rows = rowsOf(found, today, timeZone);
  return WORK_QUEUE_SECTIONS.map((section) => {
    const words = SECTION_WORDS[section];
    // Never fewer than the rows shown: a count read a moment before the rows may lag them.
    const total = Math.max(found.counts.sections[section], rows[section].length);
    return {
      id: section,
      title: words.title,
      description: words.description,
      empty: words.empty,
      headers: HEADERS[section],
      total,
      summary: countText(section, total, rows[section].length),
      rows: rows[section],
    };
  });
}
