import { and, count, eq, sql } from "drizzle-orm";
import {
  DEPOSIT_OPERATION_TRANSITIONS,
  type DepositOperation,
  type DepositOperationState,
  depositOperationRefusal,
  retryDayProblem,
} from "#app/domain/ledger/deposit-operations.ts";
import type { ReturnReason } from "#app/domain/ledger/kinds.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import { applications, dedicatedAccounts, processorEvents, scheduledDeposits } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import {
  depositReceivedEmail,
  depositRetryEmail,
  depositReturnedEmail,
} from "../../email/program-emails.server.ts";
import type { Env } from "../../env.server.ts";
import { changeState, type StateRecipe } from "../../state-change.server.ts";
import { isApplicationId as isUuid } from "../application/customer-reads.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";
import { lockAccountOf } from "./account-lock.server.ts";
import { applyDepositCleared, applyDepositReturned } from "./deposit-events.server.ts";

// An admin's deposit operations (issue 45), each a change of state through the one recipe
// (state-change.server.ts): the account locked first, the deposit read and weighed by the table
// (domain/ledger/deposit-operations.ts), the change written by the same functions the processor's
// events use (deposit-events.server.ts), one audit row with the deposit's id, day, amount, code
// and reference, the customer's e-mail (rendered before the transaction), and the schedule
// following the projection. The processor's event id ("admin-clear-…", "admin-return-…") is
// recorded as the webhook's would be, so the deposit's entry names where it came from. The
// webhook itself stays outside: it is the processor's word, not an admin's change, and a real
// "deposit.cleared" after an admin's "received" is refused by the deposit's state.

export interface DepositOperationRow extends DepositOperationState {
  id: string;
  accountId: string;
  amountCents: bigint;
  processorReference: string | null;
  /** The retry this operation scheduled (schedule-retry only). */
  retry?: { id: string; dueOn: string };
  version: string;
}

export type DepositOperationInput =
  | { operation: "record-received"; reference?: string | undefined }
  | { operation: "record-return"; reason: ReturnReason; code: string }
  | { operation: "schedule-retry"; retryOn: string };

async function readDeposit(db: Db, id: string, today: string): Promise<DepositOperationRow | undefined> {
  const [row] = await db
    .select({
      id: scheduledDeposits.id,
      accountId: scheduledDeposits.accountId,
      status: scheduledDeposits.status,
      kind: scheduledDeposits.kind,
      dueOn: scheduledDeposits.dueOn,
      amountCents: scheduledDeposits.amountCents,
      returnCode: scheduledDeposits.returnCode,
      processorReference: scheduledDeposits.processorReference,
      settledAt: scheduledDeposits.settledAt,
      accountStatus: dedicatedAccounts.status,
      version: sql<string>`${scheduledDeposits.status} || ':' || coalesce(${scheduledDeposits.settledAt}::text, '')`,
    })
    .from(scheduledDeposits)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, scheduledDeposits.accountId))
    .where(eq(scheduledDeposits.id, id));
  if (!row) return undefined;
  const [retries] = await db
    .select({ n: count() })
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.retryOf, id));
  const { settledAt, accountStatus, ...rest } = row;
  return {
    ...rest,
    accountOpen: accountStatus === "open",
    settledOn: settledAt ? companyDayOf(settledAt) : null,
    retries: retries?.n ?? 0,
    today,
  };
}

const AUDIT_ACTIONS = {
  "record-received": "deposit_received_recorded",
  "record-return": "deposit_returned",
  "schedule-retry": "deposit_retry_scheduled",
} as const;

function recipe(
  env: Pick<Env, "site" | "publicUrl">,
  input: DepositOperationInput,
  admin: { id: string; email: string },
  today: string,
): StateRecipe<
  DepositOperationRow,
  DepositOperation,
  "admin",
  { id: string; email: string },
  RenderedOutgoingEmail | null
> {
  const read = (db: Db, id: string) => readDeposit(db, id, today);
  return {
    target: "scheduled_deposit",
    table: DEPOSIT_OPERATION_TRANSITIONS,
    isId: isUuid,
    lock: (tx, id) => lockAccountOf(tx, { depositId: id }),
    read,
    actorOf: () => "admin",
    async write(tx, row, _action, now) {
      if (input.operation === "record-received") {
        const eventId = `admin-clear-${row.id}`;
        const cleared = await applyDepositCleared(tx, {
          depositId: row.id,
          eventId,
          now,
          reference: input.reference,
        });
        if (!cleared) return undefined;
        await tx.insert(processorEvents).values({ id: eventId, type: "deposit.cleared", appliedAt: now });
        return read(tx, row.id);
      }
      if (input.operation === "record-return") {
        const eventId = `admin-return-${row.id}`;
        const returned = await applyDepositReturned(tx, {
          depositId: row.id,
          eventId,
          reason: input.reason,
          code: input.code,
          now,
          actor: admin,
        });
        if (!returned) return undefined;
        await tx.insert(processorEvents).values({ id: eventId, type: "deposit.returned", appliedAt: now });
        return read(tx, row.id);
      }
      const [retry] = await tx
        .insert(scheduledDeposits)
        .values({
          accountId: row.accountId,
          dueOn: input.retryOn,
          amountCents: row.amountCents,
          kind: "retry",
          retryOf: row.id,
        })
        .returning({ id: scheduledDeposits.id, dueOn: scheduledDeposits.dueOn });
      if (!retry) return undefined;
      const after = await read(tx, row.id);
      return after ? { ...after, retry } : undefined;
    },
    refusal: depositOperationRefusal,
    auditAction: (action) => AUDIT_ACTIONS[action],
    auditState: (row) => ({
      depositId: row.id,
      accountId: row.accountId,
      status: row.status,
      kind: row.kind,
      dueOn: row.dueOn,
      amountCents: String(row.amountCents),
      code: row.returnCode,
      reference: row.processorReference,
      retries: row.retries,
      ...(row.retry ? { retryId: row.retry.id, retryOn: row.retry.dueOn } : {}),
    }),
    async prepare(db, id) {
      const [to] = await db
        .select({
          email: applications.email,
          firstName: applications.firstName,
          lastName: applications.lastName,
          dueOn: scheduledDeposits.dueOn,
          amountCents: scheduledDeposits.amountCents,
        })
        .from(scheduledDeposits)
        .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, scheduledDeposits.accountId))
        .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
        .where(eq(scheduledDeposits.id, id));
      if (!to) return null;
      const programUrl = `${env.publicUrl}/dashboard/program`;
      const deposit = { ...to, depositId: id };
      if (input.operation === "record-received") {
        return renderOutgoing(depositReceivedEmail(env.site, programUrl, deposit));
      }
      if (input.operation === "record-return") {
        return renderOutgoing(
          depositReturnedEmail(env.site, programUrl, { ...deposit, reason: input.reason, code: input.code }),
        );
      }
      return renderOutgoing(depositRetryEmail(env.site, programUrl, { ...deposit, retryOn: input.retryOn }));
    },
    async after(tx, { after, prepared, now, caller }) {
      // A retry is one more deposit: the schedule follows the projection (a return already did).
      if (input.operation === "schedule-retry") {
        await reconcileSchedule(tx, { accountId: after.accountId, now, actor: caller });
      }
      if (prepared) await enqueueRendered(tx, prepared);
    },
  };
}

export type DepositOperationResult =
  | { kind: "changed"; deposit: DepositOperationRow }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

/**
 * An admin's operation on the deposit `depositId` of the account `accountId` (a deposit of another
 * account is not found), at `now` on the company's calendar.
 */
export async function runDepositOperation(
  db: Db,
  options: {
    accountId: string;
    depositId: string;
    input: DepositOperationInput;
    admin: { id: string; email: string };
    env: Pick<Env, "site" | "publicUrl">;
    now: Date;
    seenVersion?: string | null;
  },
): Promise<DepositOperationResult> {
  const { accountId, depositId, input, admin, now } = options;
  if (!isUuid(depositId) || !isUuid(accountId)) return { kind: "not-found" };
  const today = companyDayOf(now);
  const [owned] = await db
    .select({ id: scheduledDeposits.id })
    .from(scheduledDeposits)
    .where(and(eq(scheduledDeposits.id, depositId), eq(scheduledDeposits.accountId, accountId)));
  if (!owned) return { kind: "not-found" };
  if (input.operation === "schedule-retry") {
    const problem = retryDayProblem(input.retryOn, today);
    if (problem) return { kind: "refused", reason: `${problem}.` };
    const [taken] = await db
      .select({ id: scheduledDeposits.id })
      .from(scheduledDeposits)
      .where(and(eq(scheduledDeposits.accountId, accountId), eq(scheduledDeposits.dueOn, input.retryOn)));
    if (taken)
      return { kind: "refused", reason: "A deposit is already scheduled on that day: choose another." };
  }
  const result = await changeState(db, recipe(options.env, input, admin, today), {
    id: depositId,
    action: input.operation,
    caller: admin,
    seenVersion: options.seenVersion,
    now,
  });
  if (result.kind === "changed") return { kind: "changed", deposit: result.after };
  if (result.kind === "refused") return { kind: "refused", reason: result.reason };
  return result;
}
