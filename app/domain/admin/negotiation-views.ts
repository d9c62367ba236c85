// One debt's negotiation as the server reads it and as /admin/negotiations/:debtAccountId shows it
// (issue 24): the debt, its customer and account, what the transition tables allow now, and every
// offer newest first with its savings, fee and payments. Amounts in dollars to the cent from whole
// cents, calendar days as they are, moments in the admin's zone. Pure.

import { addDays } from "../calendar.ts";
import { formatCents, formatDate } from "../format.ts";
import type { DedicatedAccountStatus } from "../ledger/kinds.ts";
import {
  CREDITOR_PAYMENT_STATUS_LABELS,
  type CreditorPaymentStatus,
  DEBT_STAGE_LABELS,
  type DebtStage,
  OFFER_STATUS_LABELS,
  type OfferStatus,
} from "../negotiation/kinds.ts";
import { OFFER_TRANSITIONS, type OfferState } from "../negotiation/offer-decisions.ts";
import { formatPerMille, offerTerms } from "../negotiation/offer-figures.ts";
import { OFFER_HORIZON_DAYS } from "../negotiation/offer-form.ts";
import {
  type DebtStageState,
  STAGE_ACTION_LABELS,
  STAGE_MESSAGES,
  STAGE_TRANSITIONS,
} from "../negotiation/stages.ts";
import { ACCOUNT_STATUS_LABELS, accountHref } from "./money.ts";
import { type CustomerSource, customerOf } from "./money-views.ts";
import { NEGOTIATION_MESSAGES as M, STAGE_BUTTON_ACTIONS, type StageButtonAction } from "./negotiation.ts";

// ---- What the server reads -------------------------------------------------------------------

export interface NegotiationDebtSource {
  debtAccountId: string;
  creditor: string;
  enrolledBalanceCents: bigint;
  stage: DebtStage;
  stageReachedAt: Date;
  removedReason: string | null;
  version: string;
}

export interface NegotiationPaymentSource {
  seq: number;
  dueOn: string;
  amountCents: bigint;
  status: CreditorPaymentStatus;
}

export interface NegotiationOfferSource {
  id: string;
  status: OfferStatus;
  enrolledBalanceCents: bigint;
  amountCents: bigint;
  feeCents: bigint;
  expiresOn: string;
  /** Past its last day on the company's calendar (the sweep may not have marked it yet). */
  expired: boolean;
  creditorReference: string;
  notes: string | null;
  recordedAt: Date;
  decidedAt: Date | null;
  declineReason: string | null;
  confirmedAt: Date | null;
  confirmationDocumentId: string | null;
  version: string;
  /** In the plan's order. */
  payments: NegotiationPaymentSource[];
}

export interface NegotiationSource {
  debt: NegotiationDebtSource;
  customer: CustomerSource;
  account: { id: string; status: DedicatedAccountStatus; balanceCents: bigint };
  negotiationsApproved: boolean;
  /** Newest first. */
  offers: NegotiationOfferSource[];
}

// ---- What the page shows ---------------------------------------------------------------------

export interface OfferPaymentView {
  seq: number;
  date: string;
  amount: string;
  statusLabel: string;
}

export interface OfferHistoryView {
  id: string;
  version: string;
  status: OfferStatus;
  statusLabel: string;
  amount: string;
  saved: string;
  savedPercent: string;
  fee: string;
  expires: string;
  reference: string;
  notes: string | null;
  recorded: string;
  decided: string | null;
  declineReason: string | null;
  confirmed: string | null;
  /** The settlement letter, for an admin (/admin/documents/:id). */
  letterHref: string | null;
  payments: OfferPaymentView[];
  canWithdraw: boolean;
  canConfirm: boolean;
}

export interface NegotiationPageView {
  debt: {
    id: string;
    creditor: string;
    enrolledBalance: string;
    stage: DebtStage;
    stageLabel: string;
    since: string;
    removedReason: string | null;
    version: string;
  };
  customer: string;
  number: string;
  /** The customer's page (issue 45), when their login is known. */
  customerHref?: string;
  accountHref: string;
  accountStatus: string;
  balance: string;
  /** The stage buttons the transition table allows now. */
  stageActions: { action: StageButtonAction; label: string }[];
  canRemove: boolean;
  /** The offer form's calendar (today and the furthest day), or null when no offer can be recorded. */
  offerDays: { today: string; latest: string } | null;
  /** Why the debt cannot move (a closed account, negotiations not approved), or null. */
  notice: string | null;
  /** Why no offer can be recorded now, or null when one can. */
  offerNotice: string | null;
  offers: OfferHistoryView[];
}

function offerState(offer: NegotiationOfferSource, accountOpen: boolean): OfferState {
  return {
    status: offer.status,
    expired: offer.expired,
    confirmed: offer.confirmedAt !== null,
    anyPaymentCleared: offer.payments.some((payment) => payment.status === "cleared"),
    accountOpen,
  };
}

function statusLabel(offer: NegotiationOfferSource): string {
  const label = OFFER_STATUS_LABELS[offer.status];
  return offer.status === "awaiting_approval" && offer.expired ? `${label}: ${M.expiredUnswept}` : label;
}

export function offerHistoryView(
  offer: NegotiationOfferSource,
  accountOpen: boolean,
  timeZone: string,
): OfferHistoryView {
  const terms = offerTerms(offer.enrolledBalanceCents, offer.amountCents);
  const state = offerState(offer, accountOpen);
  return {
    id: offer.id,
    version: offer.version,
    status: offer.status,
    statusLabel: statusLabel(offer),
    amount: formatCents(offer.amountCents),
    saved: formatCents(terms.savedCents),
    savedPercent: formatPerMille(terms.savedPerMille),
    fee: formatCents(offer.feeCents),
    expires: formatDate(offer.expiresOn),
    reference: offer.creditorReference,
    notes: offer.notes,
    recorded: formatDate(offer.recordedAt, timeZone),
    decided: offer.decidedAt ? formatDate(offer.decidedAt, timeZone) : null,
    declineReason: offer.declineReason,
    confirmed: offer.confirmedAt ? formatDate(offer.confirmedAt, timeZone) : null,
    letterHref: offer.confirmationDocumentId ? `/admin/documents/${offer.confirmationDocumentId}` : null,
    payments: offer.payments.map((payment) => ({
      seq: payment.seq,
      date: formatDate(payment.dueOn),
      amount: formatCents(payment.amountCents),
      statusLabel: CREDITOR_PAYMENT_STATUS_LABELS[payment.status],
    })),
    canWithdraw: OFFER_TRANSITIONS.withdraw.allowed(state),
    canConfirm: OFFER_TRANSITIONS.confirm.allowed(state),
  };
}

function notices(state: DebtStageState): { notice: string | null; offerNotice: string | null } {
  if (!state.accountOpen) return { notice: STAGE_MESSAGES.closed, offerNotice: null };
  const early = state.stage === "enrolled" || state.stage === "saving";
  const waiting = !state.negotiationsApproved && (early || state.stage === "negotiating");
  return {
    notice: waiting ? STAGE_MESSAGES.negotiationsFirst : null,
    offerNotice: early ? STAGE_MESSAGES.offerNotNegotiating : null,
  };
}

/** The page, on the company's calendar day `today`, with moments in the admin's `timeZone`. */
export function negotiationView(
  source: NegotiationSource,
  { today, timeZone }: { today: string; timeZone: string },
): NegotiationPageView {
  const { debt, customer, account } = source;
  const state: DebtStageState = {
    stage: debt.stage,
    accountOpen: account.status === "open",
    negotiationsApproved: source.negotiationsApproved,
  };
  const allowed = (action: keyof typeof STAGE_TRANSITIONS) => STAGE_TRANSITIONS[action].allowed(state);
  return {
    debt: {
      id: debt.debtAccountId,
      creditor: debt.creditor,
      enrolledBalance: formatCents(debt.enrolledBalanceCents),
      stage: debt.stage,
      stageLabel: DEBT_STAGE_LABELS[debt.stage],
      since: formatDate(debt.stageReachedAt, timeZone),
      removedReason: debt.removedReason,
      version: debt.version,
    },
    ...customerOf(customer),
    accountHref: accountHref(account.id),
    accountStatus: ACCOUNT_STATUS_LABELS[account.status],
    balance: formatCents(account.balanceCents),
    stageActions: STAGE_BUTTON_ACTIONS.filter(allowed).map((action) => ({
      action,
      label: STAGE_ACTION_LABELS[action],
    })),
    canRemove: allowed("remove"),
    offerDays: allowed("record-offer") ? { today, latest: addDays(today, OFFER_HORIZON_DAYS) } : null,
    ...notices(state),
    offers: source.offers.map((offer) => offerHistoryView(offer, state.accountOpen, timeZone)),
  };
}
