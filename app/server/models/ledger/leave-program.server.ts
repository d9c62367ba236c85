import { and, eq, notInArray, sql } from "drizzle-orm";
import {
  type AccountState,
  LEAVE_MESSAGES,
  LEAVE_TRANSITIONS,
  type LeaveAction,
  type LeaveActor,
} from "#app/domain/ledger/program-exit.ts";
import { applications, debtNegotiations, dedicatedAccounts, refunds } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import { refundEmail } from "../../email/program-emails.server.ts";
import type { Env } from "../../env.server.ts";
import { changeState, type StateRecipe } from "../../state-change.server.ts";
import { isApplicationId as isUuid } from "../application/customer-reads.server.ts";
import { type ClosingRefund, closeAccount, refundClosedAccount } from "../program/close-account.server.ts";
import { lockAccountOf } from "./account-lock.server.ts";

// Leaving the program (issue 23): one recipe (state-change.server.ts) on the dedicated account,
// taken by its owner. In one transaction, the account's row locked first (account-lock.server.ts:
// a deposit posting at that moment waits, or is waited for, never deadlocks): the account closes
// as "left" and is refunded the way every program's account closes (program/close-account.server
// .ts, graduation's too: issue 43), every debt still in progress closes as "Left the program"
// (Paid Off and Removed stay as they are, issue 41), the application reads "cancelled" in every
// list unless it is complete (never, issue 43), the audit row and the e-mail, which names the
// refund and so is rendered here, with the balance as locked (the recipient is read before).

export interface LeaveCaller {
  id: string;
  email: string;
  role: "admin" | "customer";
}

interface AccountRow extends AccountState {
  id: string;
  applicationId: string;
  userId: string | null;
  balanceCents: bigint;
  version: string;
}

interface Prepared {
  email: (refund: ClosingRefund) => Promise<RenderedOutgoingEmail>;
}

const columns = {
  id: dedicatedAccounts.id,
  status: dedicatedAccounts.status,
  applicationId: dedicatedAccounts.applicationId,
  userId: applications.userId,
  balanceCents: dedicatedAccounts.balanceCents,
  version: sql<string>`${dedicatedAccounts.updatedAt}::text`,
};

async function readAccount(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(dedicatedAccounts)
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(eq(dedicatedAccounts.id, id));
  return row;
}

function recipe(
  env: Pick<Env, "site" | "publicUrl">,
): StateRecipe<AccountRow, LeaveAction, LeaveActor, LeaveCaller, Prepared> {
  return {
    target: "dedicated_account",
    table: LEAVE_TRANSITIONS,
    isId: isUuid,
    lock: (tx, id) => lockAccountOf(tx, { accountId: id }),
    read: readAccount,
    actorOf: (row, caller) => (caller.role === "admin" ? "admin" : row.userId === caller.id ? "owner" : null),
    async write(tx, row, _action, now) {
      const closed = await closeAccount(tx, { accountId: row.id, now, reason: "left", version: row.version });
      return closed ? readAccount(tx, row.id) : undefined;
    },
    refusal: (row) => (row.status === "closed" ? LEAVE_MESSAGES.alreadyLeft : LEAVE_MESSAGES.failed),
    auditAction: () => "program_ended",
    auditState: (row) => ({
      status: row.status,
      applicationId: row.applicationId,
      balanceCents: String(row.balanceCents),
    }),
    async prepare(db, id, _action, _caller) {
      const [row] = await db
        .select({
          email: applications.email,
          firstName: applications.firstName,
          lastName: applications.lastName,
        })
        .from(dedicatedAccounts)
        .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
        .where(eq(dedicatedAccounts.id, id));
      return {
        email: (refund: ClosingRefund) =>
          renderOutgoing(
            refundEmail(env.site, `${env.publicUrl}/dashboard/program`, {
              email: row?.email ?? "",
              firstName: row?.firstName ?? "",
              lastName: row?.lastName ?? "",
              refundId: refund.refundId,
              amountCents: refund.amountCents,
              dueOn: refund.dueOn,
              state: "requested",
            }),
          ),
      };
    },
    async after(tx, { after: closed, now, prepared }) {
      // The balance as locked by this transaction: what is refunded, and what the e-mail says.
      const refund = await refundClosedAccount(tx, {
        accountId: closed.id,
        balanceCents: closed.balanceCents,
        now,
      });
      // Debts still in progress close for what happened; Paid Off and Removed keep their history.
      await tx
        .update(debtNegotiations)
        .set({ stage: "left_program", stageReachedAt: now, version: sql`${debtNegotiations.version} + 1` })
        .where(
          and(
            eq(debtNegotiations.accountId, closed.id),
            notInArray(debtNegotiations.stage, ["paid_off", "removed", "left_program"]),
          ),
        );
      // A completed application is never turned into cancelled (its account is closed by then, and
      // the CHECK applications_completed_never_cancelled backs this condition).
      await tx
        .update(applications)
        .set({ status: "cancelled", updatedAt: now })
        .where(and(eq(applications.id, closed.applicationId), eq(applications.isComplete, false)));
      await enqueueRendered(tx, await prepared.email(refund));
    },
  };
}

export type LeaveResult =
  | { kind: "left"; refundCents: bigint; dueOn: string }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

/** The customer leaves the program of `accountId` (theirs, or it looks absent). */
export async function leaveProgram(
  db: Db,
  options: { accountId: string; caller: LeaveCaller; env: Pick<Env, "site" | "publicUrl">; now: Date },
): Promise<LeaveResult> {
  const result = await changeState(db, recipe(options.env), {
    id: options.accountId,
    action: "leave",
    caller: options.caller,
    now: options.now,
  });
  if (result.kind === "not-found") return result;
  if (result.kind === "refused") return { kind: "refused", reason: result.reason };
  const [row] = await db
    .select({ amountCents: refunds.amountCents, dueOn: refunds.dueOn })
    .from(refunds)
    .where(eq(refunds.accountId, options.accountId));
  return { kind: "left", refundCents: row?.amountCents ?? 0n, dueOn: row?.dueOn ?? "" };
}
