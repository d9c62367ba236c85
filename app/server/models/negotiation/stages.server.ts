import { DEBT_STAGE_LABELS } from "#app/domain/negotiation/kinds.ts";
import {
  STAGE_ACTION_TARGET,
  STAGE_MESSAGES,
  STAGE_TRANSITIONS,
  type StageAction,
} from "#app/domain/negotiation/stages.ts";
import type { Db } from "../../db.server.ts";
import { changeState, type StateRecipe } from "../../state-change.server.ts";
import { isApplicationId as isUuid } from "../application/customer-reads.server.ts";
import { lockAccountOf } from "../ledger/account-lock.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";
import { type DebtStateRow, moveStage, readDebtState } from "./debt-state.server.ts";
import { withdrawLiveOffers } from "./offer-lifecycle.server.ts";

// An admin moves an enrolled debt's negotiation (issue 24): to Saving, to Negotiating, out of the
// program (with a reason), or records a creditor's offer (record-offer.server.ts). One recipe
// (state-change.server.ts): the transition table, the version the admin's page showed, the audit
// row, and the change's own work in the same transaction. Removing a debt that waits on an offer
// withdraws the offer.

export interface StageCaller {
  id: string;
  email: string;
}

export interface StageHooks<Prepared> {
  prepare?(db: Db): Promise<Prepared>;
  /** In the change's transaction, after the stage moved and its audit row: may throw to refuse. */
  after?(tx: Db, row: DebtStateRow, prepared: Prepared): Promise<void>;
}

export function debtStageRecipe<Prepared = undefined>(
  removedReason: string | null,
  hooks: StageHooks<Prepared> = {},
): StateRecipe<DebtStateRow, StageAction, "admin", StageCaller, Prepared> {
  return {
    target: "debt_account",
    table: STAGE_TRANSITIONS,
    isId: isUuid,
    lock: (tx, id) => lockAccountOf(tx, { debtAccountId: id }),
    read: readDebtState,
    actorOf: () => "admin",
    async write(tx, row, action, now) {
      const target = STAGE_ACTION_TARGET[action];
      const moved = await moveStage(
        tx,
        row.debtAccountId,
        target,
        now,
        row.version,
        action === "remove" ? removedReason : null,
      );
      return moved ? readDebtState(tx, row.debtAccountId) : undefined;
    },
    refusal(row, action, stale) {
      if (stale) return STAGE_MESSAGES.stale;
      if (!row.accountOpen) return STAGE_MESSAGES.closed;
      if ((action === "start-negotiating" || action === "record-offer") && !row.negotiationsApproved)
        return STAGE_MESSAGES.negotiationsFirst;
      if (action === "record-offer") return STAGE_MESSAGES.offerNotNegotiating;
      return STAGE_MESSAGES.notNow(DEBT_STAGE_LABELS[row.stage]);
    },
    auditAction: (action) => (action === "remove" ? "debt_removed" : "debt_stage_changed"),
    auditState: (row) => ({
      stage: row.stage,
      accountId: row.accountId,
      ...(row.removedReason ? { removedReason: row.removedReason } : {}),
    }),
    ...(hooks.prepare
      ? { prepare: (db: Db) => (hooks.prepare as NonNullable<typeof hooks.prepare>)(db) }
      : {}),
    async after(tx, change) {
      if (change.action === "remove" && change.before.stage === "approval_needed")
        await withdrawLiveOffers(tx, { debtAccountId: change.before.debtAccountId }, change.now);
      // A debt removed is no longer saved for: the schedule follows (issue 43).
      if (change.action === "remove")
        await reconcileSchedule(tx, {
          accountId: change.before.accountId,
          now: change.now,
          actor: change.caller,
        });
      await hooks.after?.(tx, change.after, change.prepared);
    },
  };
}

export type StageChangeResult =
  | { kind: "changed"; debt: DebtStateRow; message: string }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string; debt: DebtStateRow };

/** Start Saving, Start negotiating or Remove (with its reason), as the admin's page saw the debt. */
export async function changeDebtStage(
  db: Db,
  input: {
    debtAccountId: string;
    action: Exclude<StageAction, "record-offer">;
    admin: StageCaller;
    seenVersion?: string | null | undefined;
    removedReason?: string | null;
    now: Date;
  },
): Promise<StageChangeResult> {
  if (input.action === "remove") {
    const reason = input.removedReason?.trim() ?? "";
    const refusal = !reason
      ? STAGE_MESSAGES.reasonRequired
      : reason.length > 500
        ? STAGE_MESSAGES.reasonTooLong
        : null;
    if (refusal) {
      const debt = isUuid(input.debtAccountId) ? await readDebtState(db, input.debtAccountId) : undefined;
      return debt ? { kind: "refused", reason: refusal, debt } : { kind: "not-found" };
    }
  }
  const result = await changeState(db, debtStageRecipe(input.removedReason?.trim() ?? null), {
    id: input.debtAccountId,
    action: input.action,
    caller: input.admin,
    seenVersion: input.seenVersion,
    now: input.now,
  });
  if (result.kind === "not-found") return result;
  if (result.kind === "refused") return { kind: "refused", reason: result.reason, debt: result.current };
  return {
    kind: "changed",
    debt: result.after,
    message: STAGE_MESSAGES.changed(DEBT_STAGE_LABELS[result.after.stage]),
  };
}
