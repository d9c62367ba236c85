import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import {
  type AccountState,
  LEAVE_MESSAGES,
  LEAVE_TRANSITIONS,
  type LeaveAction,
  type LeaveActor,
  refundAmount,
  refundDueOn,
} from "#app/domain/ledger/program-exit.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import {
  applications,
  creditorPayments,
  debtNegotiations,
  dedicatedAccounts,
  ledgerEntries,
  refunds,
  scheduledDeposits,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import { refundEmail } from "../../email/program-emails.server.ts";
import type { Env } from "../../env.server.ts";
import { changeState, type StateRecipe } from "../../state-change.server.ts";
import { isApplicationId as isUuid } from "../application/customer-reads.server.ts";
import { withdrawLiveOffers } from "../negotiation/offer-lifecycle.server.ts";
import { lockAccountOf } from "./account-lock.server.ts";

// Leaving the program (issue 23): one recipe (state-change.server.ts) on the dedicated account,
// taken by its owner. In one transaction, the account's row locked first (account-lock.server.ts:
// a deposit posting at that moment waits, or is waited for, never deadlocks): the account closes,
// every scheduled deposit is canceled, the refund is created with its due day and posted out of
// the balance, every debt still in progress closes as "Left the program" (Paid Off and Removed
// stay as they are, issue 41), the application reads "cancelled" in every list, the audit row and
// the e-mail, which names the refund and so is rendered here, with the balance as locked (the
// recipient is read before the transaction).

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
  dueOn: string;
  requestDay: string;
  email: (refundId: string, amountCents: bigint) => Promise<RenderedOutgoingEmail>;
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
  now: Date,
): StateRecipe<AccountRow, LeaveAction, LeaveActor, LeaveCaller, Prepared> {
  return {
    target: "dedicated_account",
    table: LEAVE_TRANSITIONS,
    isId: isUuid,
    lock: (tx, id) => lockAccountOf(tx, { accountId: id }),
    read: readAccount,
    actorOf: (row, caller) => (caller.role === "admin" ? "admin" : row.userId === caller.id ? "owner" : null),
    async write(tx, row, _action, now) {
      const [closed] = await tx
        .update(dedicatedAccounts)
        .set({ status: "closed", closedAt: now, closedReason: "left", updatedAt: now })
        .where(
          and(
            eq(dedicatedAccounts.id, row.id),
            sql`${dedicatedAccounts.updatedAt} = ${row.version}::timestamptz`,
          ),
        )
        .returning({ id: dedicatedAccounts.id });
      if (!closed) return undefined;
      return readAccount(tx, row.id);
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
      const requestDay = calendarDateIn(now, timeZoneOf(null));
      const dueOn = refundDueOn(requestDay);
      return {
        dueOn,
        requestDay,
        email: (refundId: string, amountCents: bigint) =>
          renderOutgoing(
            refundEmail(env.site, `${env.publicUrl}/dashboard/program`, {
              email: row?.email ?? "",
              firstName: row?.firstName ?? "",
              lastName: row?.lastName ?? "",
              refundId,
              amountCents,
              dueOn,
              state: "requested",
            }),
          ),
      };
    },
    async after(tx, { after: closed, now, prepared }) {
      // The balance as locked by this transaction: what is refunded, and what the e-mail says.
      const amountCents = refundAmount(closed.balanceCents);
      await tx
        .update(scheduledDeposits)
        .set({ status: "cancelled", settledAt: now })
        .where(and(eq(scheduledDeposits.accountId, closed.id), eq(scheduledDeposits.status, "scheduled")));
      // Offers in play are withdrawn (issue 24), and no payment to a creditor is left scheduled,
      // even under a settlement already part paid: nothing more is paid from a closed account.
      await withdrawLiveOffers(tx, { accountId: closed.id }, now);
      await tx
        .update(creditorPayments)
        .set({ status: "cancelled" })
        .where(
          and(
            eq(creditorPayments.accountId, closed.id),
            inArray(creditorPayments.status, ["planned", "scheduled"]),
          ),
        );
      const [refund] = await tx
        .insert(refunds)
        .values({
          accountId: closed.id,
          amountCents,
          dueOn: prepared.dueOn,
          requestedAt: now,
          updatedAt: now,
        })
        .returning({ id: refunds.id });
      if (!refund) throw new Error("the refund was not created");
      if (amountCents > 0n) {
        await tx.insert(ledgerEntries).values({
          accountId: closed.id,
          kind: "refund",
          amountCents: -amountCents,
          effectiveOn: prepared.requestDay,
        });
      }
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
      await tx
        .update(applications)
        .set({ status: "cancelled", updatedAt: now })
        .where(eq(applications.id, closed.applicationId));
      await enqueueRendered(tx, await prepared.email(refund.id, amountCents));
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
  const result = await changeState(db, recipe(options.env, options.now), {
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
