import { and, eq, sql } from "drizzle-orm";
import { REFUND_STATE_LABELS } from "#app/domain/ledger/kinds.ts";
import {
  REFUND_NEXT_STATE,
  REFUND_TRANSITIONS,
  type RefundAction,
  type RefundStateRow,
} from "#app/domain/ledger/program-exit.ts";
import { applications, dedicatedAccounts, refunds } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import { refundEmail } from "../../email/program-emails.server.ts";
import type { Env } from "../../env.server.ts";
import { changeState, type StateRecipe } from "../../state-change.server.ts";
import { isApplicationId as isUuid } from "../application/customer-reads.server.ts";

// A leaving customer's refund, step by step (issue 23): an admin marks it sent, then completed,
// each through the one recipe for changes of state, with its audit row and the customer's
// e-mail (rendered before the transaction). Two admins at once: the second is told its state.

interface RefundRow extends RefundStateRow {
  id: string;
  accountId: string;
  amountCents: bigint;
  dueOn: string;
  version: string;
}

const columns = {
  id: refunds.id,
  accountId: refunds.accountId,
  state: refunds.state,
  amountCents: refunds.amountCents,
  dueOn: refunds.dueOn,
  version: sql<string>`${refunds.updatedAt}::text`,
};

async function readRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select(columns).from(refunds).where(eq(refunds.id, id));
  return row;
}

export interface RefundCaller {
  id: string | null;
  email: string;
  /** "processor": the demonstration's simulated processor (daily-jobs.server.ts). */
  role: "admin" | "customer" | "processor";
}

function recipe(
  env: Pick<Env, "site" | "publicUrl">,
): StateRecipe<RefundRow, RefundAction, "admin" | "processor", RefundCaller, RenderedOutgoingEmail | null> {
  return {
    target: "refund",
    table: REFUND_TRANSITIONS,
    isId: isUuid,
    read: readRefund,
    actorOf: (_row, caller) =>
      caller.role === "admin" ? "admin" : caller.role === "processor" ? "processor" : null,
    async write(tx, row, action, now) {
      const state = REFUND_NEXT_STATE[action];
      const [written] = await tx
        .update(refunds)
        .set({ state, updatedAt: now, ...(state === "sent" ? { sentAt: now } : { completedAt: now }) })
        .where(and(eq(refunds.id, row.id), sql`${refunds.updatedAt} = ${row.version}::timestamptz`))
        .returning(columns);
      return written;
    },
    refusal: (row, _action, stale) =>
      stale
        ? `This refund was changed a moment ago: it is now ${REFUND_STATE_LABELS[row.state].toLowerCase()}.`
        : `This refund is ${REFUND_STATE_LABELS[row.state].toLowerCase()}, so this step does not apply.`,
    auditAction: (action) => (action === "mark-sent" ? "refund_issued" : "refund_completed"),
    auditState: (row) => ({
      refundId: row.id,
      state: row.state,
      amountCents: String(row.amountCents),
      dueOn: row.dueOn,
    }),
    async prepare(db, id, action) {
      const [row] = await db
        .select({
          amountCents: refunds.amountCents,
          dueOn: refunds.dueOn,
          email: applications.email,
          firstName: applications.firstName,
          lastName: applications.lastName,
        })
        .from(refunds)
        .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, refunds.accountId))
        .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
        .where(eq(refunds.id, id));
      if (!row) return null;
      return renderOutgoing(
        refundEmail(env.site, `${env.publicUrl}/dashboard/program`, {
          ...row,
          refundId: id,
          state: REFUND_NEXT_STATE[action],
        }),
      );
    },
    async after(tx, { prepared }) {
      if (prepared) await enqueueRendered(tx, prepared);
    },
  };
}

export type RefundStepResult =
  | { kind: "changed"; state: RefundRow["state"] }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

export async function moveRefund(
  db: Db,
  options: {
    refundId: string;
    action: RefundAction;
    caller: RefundCaller;
    seenVersion?: string | null;
    env: Pick<Env, "site" | "publicUrl">;
    now: Date;
  },
): Promise<RefundStepResult> {
  const result = await changeState(db, recipe(options.env), {
    id: options.refundId,
    action: options.action,
    caller: options.caller,
    seenVersion: options.seenVersion,
    now: options.now,
  });
  if (result.kind === "changed") return { kind: "changed", state: result.after.state };
  if (result.kind === "refused") return { kind: "refused", reason: result.reason };
  return result;
}
