import { and, eq, inArray, sql } from "drizzle-orm";
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

// Leaving the program (issue 23): one recipe (state-change.server.ts) on the dedicated account,
// taken by its owner. In one transaction: the account closes (its row locked by that write, so no
// posting runs beside it), every scheduled deposit is canceled, the refund is created with its
// due day and posted out of the balance, the application reads "cancelled" in every list, the
// audit row and the e-mail. The e-mail is rendered before the transaction with the balance then;
// if a posting moved the balance in between, the recipe runs again with the new figure.

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
  amountCents: bigint;
  dueOn: string;
  requestDay: string;
  email: (refundId: string) => Promise<RenderedOutgoingEmail>;
}

class BalanceMoved extends Error {}

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
    read: readAccount,
    actorOf: (row, caller) => (caller.role === "admin" ? "admin" : row.userId === caller.id ? "owner" : null),
    async write(tx, row, _action, now) {
      const [closed] = await tx
        .update(dedicatedAccounts)
        .set({ status: "closed", closedAt: now, updatedAt: now })
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
          balanceCents: dedicatedAccounts.balanceCents,
          email: applications.email,
          firstName: applications.firstName,
          lastName: applications.lastName,
        })
        .from(dedicatedAccounts)
        .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
        .where(eq(dedicatedAccounts.id, id));
      const requestDay = calendarDateIn(now, timeZoneOf(null));
      const amountCents = refundAmount(row?.balanceCents ?? 0n);
      const dueOn = refundDueOn(requestDay);
      return {
        amountCents,
        dueOn,
        requestDay,
        email: (refundId: string) =>
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
      if (refundAmount(closed.balanceCents) !== prepared.amountCents) throw new BalanceMoved();
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
          amountCents: prepared.amountCents,
          dueOn: prepared.dueOn,
          requestedAt: now,
          updatedAt: now,
        })
        .returning({ id: refunds.id });
      if (!refund) throw new Error("the refund was not created");
      if (prepared.amountCents > 0n) {
        await tx.insert(ledgerEntries).values({
          accountId: closed.id,
          kind: "refund",
          amountCents: -prepared.amountCents,
          effectiveOn: prepared.requestDay,
        });
      }
      await tx
        .update(applications)
        .set({ status: "cancelled", updatedAt: now })
        .where(eq(applications.id, closed.applicationId));
      await enqueueRendered(tx, await prepared.email(refund.id));
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
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await changeState(db, recipe(options.env, options.now), {
        id: options.accountId,
        action: "leave",
        caller: options.caller,
        now: options.now,
      });
      if (result.kind === "not-found") return result;
      if (result.kind === "refused") return { kind: "refused", reason: result.reason };
      const refund = refundAmount(result.after.balanceCents);
      const [row] = await db
        .select({ dueOn: refunds.dueOn })
        .from(refunds)
        .where(eq(refunds.accountId, options.accountId));
      return { kind: "left", refundCents: refund, dueOn: row?.dueOn ?? "" };
    } catch (error) {
      if (!(error instanceof BalanceMoved) || attempt >= 2) throw error;
    }
  }
}
