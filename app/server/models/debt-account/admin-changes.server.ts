import { and, count, eq, sql } from "drizzle-orm";
import {
  type DebtAccountChange,
  debtAccountRefusal,
  debtAccountsEditable,
  DEBT_ACCOUNT_REFUSALS as R,
} from "#app/domain/debt-account/editing.ts";
import { loanDetailProblem } from "#app/domain/debt-account/eligibility.ts";
import type { DebtAccountEditInput } from "#app/domain/debt-account/form.ts";
import { applications, auditLog, debtAccounts } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { isApplicationId } from "../application/customer-reads.server.ts";
import { applicationVersion } from "../application/lifecycle.server.ts";

// An admin's edit or delete of one debt account in the expanded application row (issue 10).
// Each runs in one transaction: it reads the application's state and version, refuses when the
// accounts are read-only (decisions.md), when the page's version is not the current one, or
// when the account is not this application's; then it moves the application's version on with
// a conditional UPDATE on the version just read (as application-lifecycle.server.ts does, so
// two people acting at once cannot both win), changes the account and writes one audit row.
// A refusal writes nothing.

export interface DebtAccountActor {
  id: string;
  email: string;
}

interface Target {
  applicationId: string;
  debtAccountId: string;
  actor: DebtAccountActor;
  /** The application's version (`updated_at` as text) the admin's page showed. */
  seenVersion: string;
}

export interface UpdateDebtAccountOptions extends Target {
  /** Already checked with `debtAccountEditForm` (the wizard's rules); the database checks again. */
  values: DebtAccountEditInput;
}

export type DeleteDebtAccountOptions = Target;

export type DebtAccountChangeResult =
  /** `version`: the application's new version, for the page to send with its next change. */
  | { kind: "changed"; version: string }
  /** The application, or this account in it, does not exist (or an id is malformed). */
  | { kind: "not-found"; reason: string }
  | { kind: "refused"; reason: string };

const accountColumns = {
  loanDetail: debtAccounts.loanDetail,
  originalCreditor: debtAccounts.originalCreditor,
  accountSold: debtAccounts.accountSold,
  accountType: debtAccounts.accountType,
  dateOpened: debtAccounts.dateOpened,
  openClosed: debtAccounts.openClosed,
  status: debtAccounts.status,
  currentBalance: debtAccounts.currentBalance,
  lastPaymentDate: debtAccounts.lastPaymentDate,
  paidOff: debtAccounts.paidOff,
  paymentFrequency: debtAccounts.paymentFrequency,
  paymentAmount: debtAccounts.paymentAmount,
  originalBalance: debtAccounts.originalBalance,
  term: debtAccounts.term,
};

type AccountRow = NonNullable<Awaited<ReturnType<typeof readAccount>>>;

interface Checked {
  ok: true;
  /** The version read, on which the change is made. */
  version: string;
  /** The account as it was before the change (the audit row's `before`). */
  account: AccountRow;
}

function readAccount(tx: Db, applicationId: string, debtAccountId: string) {
  return tx
    .select({ ...accountColumns, updatedAt: debtAccounts.updatedAt })
    .from(debtAccounts)
    .where(and(eq(debtAccounts.id, debtAccountId), eq(debtAccounts.applicationId, applicationId)))
    .then((rows) => rows[0]);
}

/**
 * The checks both changes share, inside the transaction: the application exists and may
 * change, the page saw its current version, and the account is one of its own.
 */
async function checkTarget(
  tx: Db,
  target: Target,
  change: DebtAccountChange,
): Promise<Checked | Exclude<DebtAccountChangeResult, { kind: "changed" }>> {
  const [application] = await tx
    .select({
      status: applications.status,
      isComplete: applications.isComplete,
      completionPercentage: applications.completionPercentage,
      version: applicationVersion,
    })
    .from(applications)
    .where(eq(applications.id, target.applicationId));
  if (!application) return { kind: "not-found", reason: R.applicationNotFound };
  const stale = target.seenVersion !== application.version;
  if (stale || !debtAccountsEditable(application)) {
    return { kind: "refused", reason: debtAccountRefusal(application, change, { stale }) };
  }
  const account = await readAccount(tx, target.applicationId, target.debtAccountId);
  if (!account) return { kind: "not-found", reason: R.accountNotFound };
  return { ok: true, version: application.version, account };
}

/**
 * Moves the application's version on, only if it is still `version`: a change that slipped in
 * since it was read refuses this one. The new updated_at is always later than the old one,
 * even within the same microsecond, so every open page sees a new version.
 */
async function bumpApplication(tx: Db, applicationId: string, version: string) {
  const [bumped] = await tx
    .update(applications)
    .set({
      updatedAt: sql`greatest(clock_timestamp(), ${applications.updatedAt} + interval '1 microsecond')`,
    })
    .where(and(eq(applications.id, applicationId), sql`${applications.updatedAt} = ${version}::timestamptz`))
    .returning({ version: applicationVersion, updatedAt: applications.updatedAt });
  return bumped;
}

/** The refusal when the application changed between the first read and the conditional bump. */
async function lateRefusal(tx: Db, applicationId: string, change: DebtAccountChange) {
  const [latest] = await tx
    .select({
      status: applications.status,
      isComplete: applications.isComplete,
      completionPercentage: applications.completionPercentage,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!latest) return { kind: "not-found" as const, reason: R.applicationNotFound };
  return { kind: "refused" as const, reason: debtAccountRefusal(latest, change, { stale: true }) };
}

function auditAccount(applicationId: string, account: AccountRow) {
  const { updatedAt, ...fields } = account;
  return { applicationId, ...fields, updatedAt: updatedAt.toISOString() };
}

function wellFormed(target: Target): boolean {
  return isApplicationId(target.applicationId) && isApplicationId(target.debtAccountId);
}

export async function updateDebtAccount(
  db: Db,
  options: UpdateDebtAccountOptions,
): Promise<DebtAccountChangeResult> {
  if (!wellFormed(options)) return malformed(options);
  const { applicationId, debtAccountId, actor, values } = options;
  return db.transaction(async (tx): Promise<DebtAccountChangeResult> => {
    const checked = await checkTarget(tx, options, "update");
    if (!("ok" in checked)) return checked;
    const bumped = await bumpApplication(tx, applicationId, checked.version);
    if (!bumped) return lateRefusal(tx, applicationId, "update");
    // A loan's kind is kept when the form leaves it empty and it still fits the type (the edit
    // form asks it only once its field is there: issue 43), and dropped when the type changes.
    const kept = loanDetailProblem(values.accountType, checked.account.loanDetail)
      ? null
      : checked.account.loanDetail;
    const [after] = await tx
      .update(debtAccounts)
      .set({ ...values, loanDetail: values.loanDetail ?? kept, updatedAt: bumped.updatedAt })
      .where(eq(debtAccounts.id, debtAccountId))
      .returning({ ...accountColumns, updatedAt: debtAccounts.updatedAt });
    if (!after) throw new Error("the debt account vanished inside its transaction");
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "debt_account_updated",
      targetType: "debt_account",
      targetId: debtAccountId,
      before: auditAccount(applicationId, checked.account),
      after: auditAccount(applicationId, after),
    });
    return { kind: "changed", version: bumped.version };
  });
}

export async function deleteDebtAccount(
  db: Db,
  options: DeleteDebtAccountOptions,
): Promise<DebtAccountChangeResult> {
  if (!wellFormed(options)) return malformed(options);
  const { applicationId, debtAccountId, actor } = options;
  return db.transaction(async (tx): Promise<DebtAccountChangeResult> => {
    const checked = await checkTarget(tx, options, "delete");
    if (!("ok" in checked)) return checked;
    // The wizard requires one account; an application keeps at least that one. A delete that
    // slipped in since this count moved the version, so the bump below refuses this one.
    const [held] = await tx
      .select({ value: count() })
      .from(debtAccounts)
      .where(eq(debtAccounts.applicationId, applicationId));
    if ((held?.value ?? 0) <= 1) return { kind: "refused", reason: R.lastAccount };
    const bumped = await bumpApplication(tx, applicationId, checked.version);
    if (!bumped) return lateRefusal(tx, applicationId, "delete");
    await tx.delete(debtAccounts).where(eq(debtAccounts.id, debtAccountId));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "debt_account_deleted",
      targetType: "debt_account",
      targetId: debtAccountId,
      before: auditAccount(applicationId, checked.account),
      after: null,
    });
    return { kind: "changed", version: bumped.version };
  });
}

function malformed(target: Target): DebtAccountChangeResult {
  return {
    kind: "not-found",
    reason: isApplicationId(target.applicationId) ? R.accountNotFound : R.applicationNotFound,
  };
}
