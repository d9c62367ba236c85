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
  firstName: string;
  lastName: string;
  /** The customer's login (issue 45: the link to their page); null once it is deleted. */
  userId?: string | null;
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
  /** The customer's page (issue 45), when the row's customer has a login. */
  customerHref?: string;
  /** Why the row is highlighted, in words (never by color alone). */
  flag: { text: string; tone: "warning" | "danger" } | null;
  cells: WorkQueueCell[];
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

/** "Due today", "Due tomorrow", "Due in 5 days", "2 days past due". */
export function dueText(dueOn: string, today: string): string {
  const days = daysBetween(today, dueOn);
  if (days < 0) return `${daysText(-days)} past due`;
  if (days === 0) return "Due today";
  return days === 1 ? "Due tomorrow" : `Due in ${days} days`;
}

const HEADERS: Record<WorkQueueSection, readonly string[]> = {
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
    customer?: { userId?: string | null; customerHref?: string },
  ): Omit<WorkQueueRow, "cells"> => {
    const page = customer?.customerHref ?? (customer?.userId ? customerHref(customer.userId) : undefined);
    return { id, href, label, download: false, flag: null, ...(page ? { customerHref: page } : {}) };
  };
  return {
    "offers-awaiting": found.offersAwaiting.map(
      (offer): WorkQueueRow => ({
        ...link(offer.id, negotiationHref(offer.debtAccountId), customerOf(offer), offer),
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
        ...link(offer.id, negotiationHref(offer.debtAccountId), customerOf(offer), offer),
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
        ...link(payment.id, negotiationHref(payment.debtAccountId), customerOf(payment), payment),
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
        ...link(deposit.id, deposit.accountHref, deposit.customer, deposit),
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
        ...link(refund.id, refund.accountHref, refund.customer, refund),
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
        ...link(notice.id, notice.href, notice.fileName),
        download: true,
        cells: [{ text: notice.customer }, { text: notice.uploaded }],
      }),
    ),
    "unsigned-agreements": found.unsignedAgreements.map((plan): WorkQueueRow => {
      const made = calendarDateIn(plan.createdAt, DEFAULT_TIME_ZONE);
      return {
        ...link(plan.id, openApplicationHref(plan.applicationId), customerOf(plan), plan),
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
