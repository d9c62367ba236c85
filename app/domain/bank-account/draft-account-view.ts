// What My Program and the admin's plan panel show of a draft account and its authorization (issue
// 44): the last four digits, never a number; the terms and the signature's facts. Pure.
import { formatCents, formatDate } from "../format.ts";
import { formatDateTimeIn } from "../time-zone.ts";
import {
  type AuthorizationStatus,
  authorizationCutoff,
  DRAFT_ACCOUNT_TRANSITIONS,
  type DraftAccountState,
  ordinalDay,
  revocationConsequence,
} from "./authorization.ts";
import type { AuthorizedAccount } from "./authorization-terms.ts";
import { ACCOUNT_TYPE_LABELS } from "./draft-account-form.ts";

/** The stored facts a view is made from (models/bank-account/bank-accounts.server.ts). */
export interface DraftAccountFactsInput {
  version: string;
  bankAccount: (AuthorizedAccount & { givenAt: Date }) | null;
  authorization: {
    id: string;
    status: AuthorizationStatus;
    amountCents: bigint;
    firstDebitOn: string;
    draftDay: number | null;
    maxDebits: number | null;
    createdAt: Date;
    revokedAt: Date | null;
    revokeEffectiveOn: string | null;
    accountLastFour: string;
    consent: { typedName: string; clientAddress: string | null; userAgent: string | null } | null;
  } | null;
}

export interface AuthorizationView {
  status: AuthorizationStatus;
  /** "Active", "Revoked: no deposits from Mar 4, 2027". */
  statusLabel: string;
  amount: string;
  /** "Monthly, on the 15th (the next business day when it is not one)". */
  schedule: string;
  firstDebit: string;
  maxDebits: string;
  accountLastFour: string;
  signedAt: string;
  signedBy: string | null;
  clientAddress: string | null;
  browser: string | null;
}

export interface DraftAccountView {
  /** The version its forms send back: a change since refuses them. */
  version: string;
  account: {
    /** "Checking account ending in 6789". */
    label: string;
    accountLastFour: string;
    routingLastFour: string;
    holderName: string;
    givenOn: string;
  } | null;
  /** The authorization the signature will give (before signing, once an account is given). */
  preview: string[] | null;
  authorization: AuthorizationView | null;
  canGive: boolean;
  canReplace: boolean;
  canRevoke: boolean;
  /** What revoking means, from the day it would take effect. */
  revokeConsequence: string;
}

export function accountLabel(account: Pick<AuthorizedAccount, "accountType" | "accountLastFour">): string {
  return `${ACCOUNT_TYPE_LABELS[account.accountType]} account ending in ${account.accountLastFour}`;
}

export function authorizationView(
  authorization: NonNullable<DraftAccountFactsInput["authorization"]>,
  timeZone: string,
): AuthorizationView {
  const statusLabel =
    authorization.status === "revoked"
      ? `Revoked: no deposits on or after ${formatDate(authorization.revokeEffectiveOn ?? "")}`
      : authorization.status === "active"
        ? "Active"
        : authorization.status === "superseded"
          ? "Replaced by a newer authorization"
          : "Completed";
  return {
    status: authorization.status,
    statusLabel,
    amount: formatCents(authorization.amountCents),
    schedule:
      authorization.draftDay === null
        ? "Once"
        : `Monthly, on the ${ordinalDay(authorization.draftDay)} (the next business day when it is not one)`,
    firstDebit: formatDate(authorization.firstDebitOn),
    maxDebits: authorization.maxDebits === null ? "1" : String(authorization.maxDebits),
    accountLastFour: authorization.accountLastFour,
    signedAt: formatDateTimeIn(authorization.createdAt, timeZone),
    signedBy: authorization.consent?.typedName ?? null,
    clientAddress: authorization.consent?.clientAddress ?? null,
    browser: authorization.consent?.userAgent ?? null,
  };
}

export function draftAccountView(input: {
  facts: DraftAccountFactsInput | null;
  state: Omit<DraftAccountState, "hasBankAccount" | "authorization">;
  /** The text the signature will give, filled for this account (before signing, with one). */
  preview: (account: AuthorizedAccount) => string[];
  timeZone: string;
  companyDay: string;
}): DraftAccountView {
  const { facts } = input;
  const account = facts?.bankAccount ?? null;
  const authorization = facts?.authorization ?? null;
  const state: DraftAccountState = {
    ...input.state,
    hasBankAccount: account !== null,
    authorization: authorization?.status ?? null,
  };
  return {
    version: facts?.version ?? "none.none.none",
    account: account
      ? {
          label: accountLabel(account),
          accountLastFour: account.accountLastFour,
          routingLastFour: account.routingLastFour,
          holderName: account.holderName,
          givenOn: formatDate(account.givenAt, input.timeZone),
        }
      : null,
    preview: account && !state.signed ? input.preview(account) : null,
    authorization: authorization ? authorizationView(authorization, input.timeZone) : null,
    canGive: DRAFT_ACCOUNT_TRANSITIONS.give.allowed(state),
    canReplace: DRAFT_ACCOUNT_TRANSITIONS.replace.allowed(state),
    canRevoke: DRAFT_ACCOUNT_TRANSITIONS.revoke.allowed(state),
    revokeConsequence: revocationConsequence(authorizationCutoff(input.companyDay)),
  };
}
