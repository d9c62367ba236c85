import crypto from "node:crypto";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { SiteConfig } from "#app/config/site.ts";
import {
  authorizationParagraphs,
  DEBIT_AUTHORIZATION_TITLE,
  debitAuthorizationTemplateText,
} from "#app/content/debit-authorization.ts";
import {
  type AuthorizationStatus,
  authorizationCutoff,
  DRAFT_ACCOUNT_MESSAGES_OF_STATE,
  DRAFT_ACCOUNT_TRANSITIONS,
  type DraftAccountAction,
  type DraftAccountState,
  draftAccountRefusal,
} from "#app/domain/bank-account/authorization.ts";
import {
  type AuthorizationTerms,
  type AuthorizedAccount,
  nextDraftOn,
  planAuthorizationTerms,
} from "#app/domain/bank-account/authorization-terms.ts";
import { type DraftAccount, lastFour } from "#app/domain/bank-account/draft-account-form.ts";
import { companyDayOf, formatDateTimeIn } from "#app/domain/time-zone.ts";
import {
  applications,
  auditLog,
  bankAccounts,
  debitAuthorizations,
  dedicatedAccounts,
  enrollmentPlans,
  scheduledDeposits,
} from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { debitAuthorizationEmail, debitAuthorizationRevokedEmail } from "../../email/bank-emails.server.ts";
import { enqueueRendered, renderOutgoing } from "../../email/outbox.server.ts";
import { changeState, type StateChangeResult, type StateRecipe } from "../../state-change.server.ts";
import { isApplicationId } from "../application/customer-reads.server.ts";
import { disclosureVersion, recordConsent } from "../consent/consents.server.ts";
import { lockAccountOf } from "../ledger/account-lock.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";
import { latestRecurringAuthorizations } from "./authorization-reads.server.ts";
import { bankAccountFingerprint, bankAccountFingerprints } from "./fingerprint.server.ts";

// The draft account and its debit authorization (issue 44; decision 0065). The customer gives the
// account deposits are drawn from before signing; the signature authorizes the debits (a consent of
// its own, agreement.server.ts calls `authorizeDebits`); once signed, a new account is a new
// authorization on the same terms (the old one superseded), and a revocation stops every deposit due
// from 3 business days on. Each change is one recipe (state-change.server.ts) on the application,
// the program's account locked first, with its audit row; the numbers are encrypted and never read
// back here, and no audit row, e-mail or page holds more than their last four digits.

/** The version of the authorization's text: its template's SHA-256. */
export const DEBIT_AUTHORIZATION_VERSION = disclosureVersion(debitAuthorizationTemplateText());

export interface DraftAccountCaller {
  id: string;
  email: string;
}

/** Where the e-mails point and whose words they use. */
export interface NoticeSite {
  site: SiteConfig;
  programUrl: string;
}

/** The customer's signature on an authorization, as the request gave it. */
export interface AuthorizationSignature {
  typedName: string;
  clientAddress: string | null;
  userAgent: string | null;
  /** The signer's zone, for the time the copy states. */
  timeZone: string;
}

interface StoredAccount extends AuthorizedAccount {
  id: string;
  fingerprint: string;
}

interface CurrentAuthorization {
  id: string;
  status: AuthorizationStatus;
  amountCents: bigint;
  firstDebitOn: string;
  draftDay: number | null;
  maxDebits: number | null;
  revokedAt: Date | null;
  revokeEffectiveOn: string | null;
}

interface DraftAccountRow extends DraftAccountState {
  /** The application's id. */
  id: string;
  version: string;
  userId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  dedicatedAccountId: string | null;
  plan: { termMonths: number; monthlyDepositCents: bigint; firstDepositDate: string; revision: number };
  bankAccount: StoredAccount | null;
  /** The latest recurring authorization (the active one when there is one). */
  current: CurrentAuthorization | null;
}

async function readDraftAccountRow(db: Db, applicationId: string): Promise<DraftAccountRow | undefined> {
  const [base] = await db
    .select({
      id: applications.id,
      userId: applications.userId,
      email: applications.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      applicationStatus: applications.status,
      enrollmentStatus: applications.enrollmentStatus,
      termMonths: enrollmentPlans.termMonths,
      monthlyDepositCents: enrollmentPlans.monthlyDepositCents,
      firstDepositDate: enrollmentPlans.firstDepositDate,
      revision: enrollmentPlans.revision,
      signedAt: enrollmentPlans.signedAt,
      dedicatedAccountId: dedicatedAccounts.id,
      dedicatedAccount: dedicatedAccounts.status,
    })
    .from(applications)
    .innerJoin(enrollmentPlans, eq(enrollmentPlans.applicationId, applications.id))
    .leftJoin(dedicatedAccounts, eq(dedicatedAccounts.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  if (!base) return undefined;
  const [bankAccount] = await db
    .select({
      id: bankAccounts.id,
      holderName: bankAccounts.holderName,
      accountType: bankAccounts.accountType,
      accountLastFour: bankAccounts.accountLastFour,
      routingLastFour: bankAccounts.routingLastFour,
      fingerprint: bankAccounts.fingerprint,
    })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.applicationId, applicationId), eq(bankAccounts.status, "active")));
  const current = await latestRecurring(db, applicationId);
  const { termMonths, monthlyDepositCents, firstDepositDate, revision, signedAt, ...rest } = base;
  return {
    ...rest,
    signed: signedAt !== null,
    plan: { termMonths, monthlyDepositCents, firstDepositDate, revision },
    hasBankAccount: bankAccount !== undefined,
    bankAccount: bankAccount ?? null,
    authorization: current?.status ?? null,
    current,
    version: `${bankAccount?.id ?? "none"}.${current?.id ?? "none"}.${current?.status ?? "none"}`,
  };
}

async function latestRecurring(db: Db, applicationId: string): Promise<CurrentAuthorization | null> {
  const [row] = await latestRecurringAuthorizations(db, [applicationId]);
  return row ?? null;
}

/** The numbers encrypted, their last fours and fingerprint: the only place a new account is made. */
function storedBankAccount(cipher: DataCipher, applicationId: string, account: DraftAccount, now: Date) {
  return {
    applicationId,
    holderName: account.holderName,
    accountType: account.accountType,
    routingNumber: cipher.encrypt("bank_accounts.routing_number", account.routingNumber),
    accountNumber: cipher.encrypt("bank_accounts.account_number", account.accountNumber),
    accountLastFour: lastFour(account.accountNumber),
    routingLastFour: lastFour(account.routingNumber),
    fingerprint: bankAccountFingerprint(cipher, account.routingNumber, account.accountNumber),
    createdAt: now,
  };
}

/** The active account replaced by a new one (the old row kept, `replaced`). */
async function insertBankAccount(
  tx: Db,
  cipher: DataCipher,
  applicationId: string,
  account: DraftAccount,
  now: Date,
): Promise<void> {
  await tx
    .update(bankAccounts)
    .set({ status: "replaced", replacedAt: now })
    .where(and(eq(bankAccounts.applicationId, applicationId), eq(bankAccounts.status, "active")));
  await tx.insert(bankAccounts).values(storedBankAccount(cipher, applicationId, account, now));
}

/**
 * A recurring debit authorization given (at the signature, or with a new account): its consent
 * (the version of the text, the SHA-256 of the text filled, the typed name, time, address and
 * browser), its row, its audit row and the customer's copy by e-mail, in the caller's transaction.
 */
export async function authorizeDebits(
  tx: Db,
  input: {
    applicationId: string;
    userId: string;
    recipient: { email: string; firstName: string; lastName: string };
    planRevision: number;
    account: AuthorizedAccount & { id: string };
    terms: AuthorizationTerms;
    signature: AuthorizationSignature;
    notice: NoticeSite;
    actor: DraftAccountCaller;
    now: Date;
    /** The authorization this one takes the place of, if any. */
    supersedes?: string | null;
  },
): Promise<{ authorizationId: string; consentId: string }> {
  const paragraphs = authorizationParagraphs(input.notice.site, input.account, input.terms);
  const textSha256 = crypto
    .createHash("sha256")
    .update(JSON.stringify({ title: DEBIT_AUTHORIZATION_TITLE, paragraphs }), "utf8")
    .digest("hex");
  const consentId = await recordConsent(tx, {
    userId: input.userId,
    applicationId: input.applicationId,
    kind: "debit_authorization",
    disclosureVersion: DEBIT_AUTHORIZATION_VERSION,
    documentSha256: textSha256,
    typedName: input.signature.typedName,
    planRevision: input.planRevision,
    clientAddress: input.signature.clientAddress,
    userAgent: input.signature.userAgent,
    at: input.now,
  });
  const authorizationId = crypto.randomUUID();
  if (input.supersedes) {
    await tx
      .update(debitAuthorizations)
      .set({
        status: "superseded",
        supersededBy: authorizationId,
        version: sql`${debitAuthorizations.version} + 1`,
      })
      .where(and(eq(debitAuthorizations.id, input.supersedes), eq(debitAuthorizations.status, "active")));
  }
  await tx.insert(debitAuthorizations).values({
    id: authorizationId,
    applicationId: input.applicationId,
    bankAccountId: input.account.id,
    kind: "recurring",
    amountCents: input.terms.amountCents,
    firstDebitOn: input.terms.firstDebitOn,
    draftDay: input.terms.draftDay,
    maxDebits: input.terms.maxDebits,
    consentId,
    textVersion: DEBIT_AUTHORIZATION_VERSION,
    textSha256,
    createdAt: input.now,
  });
  await tx.insert(auditLog).values({
    actorId: input.actor.id,
    actorEmail: input.actor.email,
    action: "debit_authorized",
    targetType: "application",
    targetId: input.applicationId,
    before: input.supersedes ? { authorizationId: input.supersedes } : null,
    after: {
      authorizationId,
      consentId,
      accountLastFour: input.account.accountLastFour,
      routingLastFour: input.account.routingLastFour,
      amountCents: String(input.terms.amountCents),
      firstDebitOn: input.terms.firstDebitOn,
      draftDay: input.terms.draftDay,
      maxDebits: input.terms.maxDebits,
    },
    createdAt: input.now,
  });
  const signedAt = formatDateTimeIn(input.now, input.signature.timeZone);
  const email = await renderOutgoing(
    debitAuthorizationEmail(input.notice.site, input.notice.programUrl, {
      ...input.recipient,
      authorizationId,
      accountLastFour: input.account.accountLastFour,
      paragraphs,
      signature: `Authorized electronically by ${input.signature.typedName} on ${signedAt} from ${input.signature.clientAddress ?? "an address not known"}.`,
    }),
  );
  await enqueueRendered(tx, email);
  return { authorizationId, consentId };
}

/** The terms a new authorization keeps (replace): the current one's, from the first debit it reaches. */
async function replacementTerms(tx: Db, row: DraftAccountRow, now: Date): Promise<AuthorizationTerms> {
  const cutoff = authorizationCutoff(companyDayOf(now));
  const base = planAuthorizationTerms(row.plan);
  const draftDay = row.current?.draftDay ?? base.draftDay;
  const maxDebits = row.current?.maxDebits ?? base.maxDebits;
  let drawn = 0;
  let next: { dueOn: string; amountCents: bigint } | undefined;
  if (row.dedicatedAccountId) {
    const [counted] = await tx
      .select({ drawn: sql<number>`count(*)::int` })
      .from(scheduledDeposits)
      .where(
        and(
          eq(scheduledDeposits.accountId, row.dedicatedAccountId),
          inArray(scheduledDeposits.status, ["cleared", "returned"]),
        ),
      );
    drawn = counted?.drawn ?? 0;
    [next] = await tx
      .select({ dueOn: scheduledDeposits.dueOn, amountCents: scheduledDeposits.amountCents })
      .from(scheduledDeposits)
      .where(
        and(
          eq(scheduledDeposits.accountId, row.dedicatedAccountId),
          eq(scheduledDeposits.status, "scheduled"),
          gte(scheduledDeposits.dueOn, cutoff),
        ),
      )
      .orderBy(asc(scheduledDeposits.dueOn))
      .limit(1);
  }
  const firstPlanned = base.firstDebitOn >= cutoff ? base.firstDebitOn : nextDraftOn(cutoff, draftDay);
  return {
    amountCents: next?.amountCents ?? row.current?.amountCents ?? base.amountCents,
    firstDebitOn: next?.dueOn ?? (row.dedicatedAccountId ? nextDraftOn(cutoff, draftDay) : firstPlanned),
    draftDay,
    maxDebits: Math.max(1, maxDebits - drawn),
  };
}

interface RecipeInput {
  cipher: DataCipher;
  account: DraftAccount | null;
  signature: AuthorizationSignature | null;
  notice: NoticeSite;
}

function draftAccountRecipe(
  input: RecipeInput,
): StateRecipe<DraftAccountRow, DraftAccountAction, "owner", DraftAccountCaller, undefined> {
  return {
    target: "application",
    table: DRAFT_ACCOUNT_TRANSITIONS,
    isId: isApplicationId,
    async lock(tx, id) {
      // The program's account first (the one lock order), then the plan: a signature and a change
      // of account wait for one another, so an agreement is never signed with an account replaced.
      await lockAccountOf(tx, { applicationId: id });
      await tx.execute(sql`select id from enrollment_plans where application_id = ${id}::uuid for update`);
    },
    read: readDraftAccountRow,
    actorOf: (row, caller) => (row.userId !== null && row.userId === caller.id ? "owner" : null),
    async write(tx, row, action, now) {
      if (action === "revoke") {
        const current = row.current;
        if (!current) return undefined;
        const cutoff = authorizationCutoff(companyDayOf(now));
        const revoked = await tx
          .update(debitAuthorizations)
          .set({
            status: "revoked",
            revokedAt: now,
            revokeEffectiveOn: cutoff,
            revokedBy: "customer",
            version: sql`${debitAuthorizations.version} + 1`,
          })
          .where(and(eq(debitAuthorizations.id, current.id), eq(debitAuthorizations.status, "active")))
          .returning({ id: debitAuthorizations.id });
        if (revoked.length === 0) return undefined;
        return readDraftAccountRow(tx, row.id);
      }
      // give, replace: a new account when numbers were given and differ from the active one's.
      if (input.account) {
        const tokens = bankAccountFingerprints(
          input.cipher,
          input.account.routingNumber,
          input.account.accountNumber,
        );
        const same = row.bankAccount !== null && tokens.includes(row.bankAccount.fingerprint);
        if (!same) await insertBankAccount(tx, input.cipher, row.id, input.account, now);
      }
      return readDraftAccountRow(tx, row.id);
    },
    refusal: draftAccountRefusal,
    auditAction: (action) =>
      action === "give"
        ? "bank_account_added"
        : action === "replace"
          ? "bank_account_replaced"
          : "debit_authorization_revoked",
    // The last four digits, never a number; not the holder's name either (it is the customer's).
    auditState: (row) => ({
      bankAccountId: row.bankAccount?.id ?? null,
      accountType: row.bankAccount?.accountType ?? null,
      accountLastFour: row.bankAccount?.accountLastFour ?? null,
      routingLastFour: row.bankAccount?.routingLastFour ?? null,
      authorizationId: row.current?.id ?? null,
      authorizationStatus: row.current?.status ?? null,
      revokeEffectiveOn: row.current?.revokeEffectiveOn ?? null,
    }),
    async after(tx, { before, after, action, now, caller }) {
      // The application's version moves with its draft account (an open admin page is told).
      await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, before.id));
      if (!before.userId) throw new Error("a draft account needs its owner");
      const recipient = { email: before.email, firstName: before.firstName, lastName: before.lastName };
      if (action === "replace") {
        const account = after.bankAccount;
        if (!account || !input.signature)
          throw new Error("a new authorization needs its account and signature");
        await authorizeDebits(tx, {
          applicationId: before.id,
          userId: before.userId,
          recipient,
          planRevision: before.plan.revision,
          account,
          terms: await replacementTerms(tx, before, now),
          signature: input.signature,
          notice: input.notice,
          actor: { id: caller.id ?? before.userId, email: caller.email },
          now,
          supersedes: before.current?.status === "active" ? before.current.id : null,
        });
        // After a revocation, the deposits it cancelled that the new authorization reaches are
        // scheduled again, and the schedule follows the projection within the term (issue 43's rule).
        const revoked = before.current?.status === "revoked" ? before.current : null;
        if (before.dedicatedAccountId && revoked?.revokedAt && revoked.revokeEffectiveOn) {
          const from = authorizationCutoff(companyDayOf(now));
          await tx
            .update(scheduledDeposits)
            .set({ status: "scheduled", settledAt: null })
            .where(
              and(
                eq(scheduledDeposits.accountId, before.dedicatedAccountId),
                eq(scheduledDeposits.status, "cancelled"),
                eq(scheduledDeposits.settledAt, revoked.revokedAt),
                gte(
                  scheduledDeposits.dueOn,
                  from > revoked.revokeEffectiveOn ? from : revoked.revokeEffectiveOn,
                ),
              ),
            );
        }
        if (before.dedicatedAccountId && before.current?.status !== "active") {
          await reconcileSchedule(tx, { accountId: before.dedicatedAccountId, now, actor: caller });
        }
        return;
      }
      if (action !== "revoke") return;
      const effectiveOn = after.current?.revokeEffectiveOn;
      if (!effectiveOn || !after.current) throw new Error("a revocation has its effective day");
      if (before.dedicatedAccountId) {
        // Every deposit due on or after the effective day is cancelled (kept, as history).
        await tx
          .update(scheduledDeposits)
          .set({ status: "cancelled", settledAt: now })
          .where(
            and(
              eq(scheduledDeposits.accountId, before.dedicatedAccountId),
              eq(scheduledDeposits.status, "scheduled"),
              gte(scheduledDeposits.dueOn, effectiveOn),
            ),
          );
        await reconcileSchedule(tx, { accountId: before.dedicatedAccountId, now, actor: caller });
      }
      await enqueueRendered(
        tx,
        await renderOutgoing(
          debitAuthorizationRevokedEmail(input.notice.site, input.notice.programUrl, {
            ...recipient,
            authorizationId: after.current.id,
            accountLastFour: before.bankAccount?.accountLastFour ?? "----",
            effectiveOn,
          }),
        ),
      );
    },
  };
}

export type DraftAccountResult =
  | { kind: "changed"; cutoff: string }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

function outcome(result: StateChangeResult<DraftAccountRow>, now: Date): DraftAccountResult {
  if (result.kind === "not-found") return result;
  if (result.kind === "refused") return { kind: "refused", reason: result.reason };
  return { kind: "changed", cutoff: authorizationCutoff(companyDayOf(now)) };
}

export interface ChangeOptions {
  applicationId: string;
  caller: DraftAccountCaller;
  cipher: DataCipher;
  notice: NoticeSite;
  now: Date;
  /** The version of the draft account the page showed, when it showed one. */
  seenVersion?: string | null;
}

/** Whether `account` is the one already active (and authorized, when `authorized`). */
async function alreadyActive(db: Db, cipher: DataCipher, applicationId: string, account: DraftAccount) {
  const row = await readDraftAccountRow(db, applicationId);
  const tokens = bankAccountFingerprints(cipher, account.routingNumber, account.accountNumber);
  return { row, same: row?.bankAccount ? tokens.includes(row.bankAccount.fingerprint) : false };
}

/** Before the signature: the account deposits will be drawn from (a second one replaces the first). */
export async function giveDraftAccount(
  db: Db,
  options: ChangeOptions & { account: DraftAccount },
): Promise<DraftAccountResult> {
  const { row, same } = await alreadyActive(db, options.cipher, options.applicationId, options.account);
  if (same && row?.userId === options.caller.id)
    return { kind: "refused", reason: DRAFT_ACCOUNT_MESSAGES_OF_STATE.sameAccount };
  return change(db, "give", options, { ...options, signature: null });
}

/**
 * Once signed: a new account, and with it a new authorization on the same terms (the old one
 * superseded); after a revocation, a new authorization (the same account allowed).
 */
export async function replaceDraftAccount(
  db: Db,
  options: ChangeOptions & { account: DraftAccount; signature: AuthorizationSignature },
): Promise<DraftAccountResult> {
  const { row, same } = await alreadyActive(db, options.cipher, options.applicationId, options.account);
  if (same && row?.current?.status === "active" && row.userId === options.caller.id)
    return { kind: "refused", reason: DRAFT_ACCOUNT_MESSAGES_OF_STATE.sameAccount };
  return change(db, "replace", options, options);
}

/** The recurring authorization revoked: every deposit due from 3 business days on is cancelled. */
export function revokeDebitAuthorization(db: Db, options: ChangeOptions): Promise<DraftAccountResult> {
  return change(db, "revoke", options, { ...options, account: null, signature: null });
}

async function change(
  db: Db,
  action: DraftAccountAction,
  options: ChangeOptions,
  input: RecipeInput,
): Promise<DraftAccountResult> {
  const result = await changeState(db, draftAccountRecipe(input), {
    id: options.applicationId,
    action,
    caller: options.caller,
    seenVersion: options.seenVersion,
    now: options.now,
  });
  return outcome(result, options.now);
}
