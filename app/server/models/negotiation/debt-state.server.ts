import { and, eq, sql } from "drizzle-orm";
import { type DebtStage, FINAL_STAGES } from "#app/domain/negotiation/kinds.ts";
import type { DebtStageState } from "#app/domain/negotiation/stages.ts";
import { applications, debtAccounts, debtNegotiations, dedicatedAccounts } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// One enrolled debt's negotiation as the recipes read it (issue 24): its stage and version, the
// account's state and the application's, and who the customer is.

export interface DebtStateRow extends DebtStageState {
  debtAccountId: string;
  accountId: string;
  applicationId: string;
  userId: string | null;
  creditor: string;
  enrolledBalanceCents: bigint;
  stageReachedAt: Date;
  removedReason: string | null;
  version: string;
}

export const debtStateColumns = {
  debtAccountId: debtNegotiations.debtAccountId,
  accountId: debtNegotiations.accountId,
  applicationId: dedicatedAccounts.applicationId,
  userId: applications.userId,
  creditor: debtAccounts.originalCreditor,
  enrolledBalanceCents: debtNegotiations.enrolledBalanceCents,
  stage: debtNegotiations.stage,
  stageReachedAt: debtNegotiations.stageReachedAt,
  removedReason: debtNegotiations.removedReason,
  accountOpen: sql<boolean>`${dedicatedAccounts.status} = 'open'`,
  negotiationsApproved: sql<boolean>`${applications.negotiationsStatus} = 'approved'`,
  version: sql<string>`${debtNegotiations.version}::text`,
};

export async function readDebtState(db: Db, debtAccountId: string): Promise<DebtStateRow | undefined> {
  const [row] = await db
    .select(debtStateColumns)
    .from(debtNegotiations)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, debtNegotiations.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .innerJoin(debtAccounts, eq(debtAccounts.id, debtNegotiations.debtAccountId))
    .where(eq(debtNegotiations.debtAccountId, debtAccountId));
  return row;
}

/**
 * Moves a debt to `stage`, on the condition it is still at `version` (null: whatever its
 * version): true when it moved. Every move adds one to the version.
 */
export async function moveStage(
  tx: Db,
  debtAccountId: string,
  stage: DebtStage,
  now: Date,
  version: string | null,
  removedReason: string | null = null,
): Promise<boolean> {
  const moved = await tx
    .update(debtNegotiations)
    .set({
      stage,
      stageReachedAt: now,
      removedReason,
      version: sql`${debtNegotiations.version} + 1`,
    })
    .where(
      and(
        eq(debtNegotiations.debtAccountId, debtAccountId),
        version === null ? undefined : sql`${debtNegotiations.version} = ${Number(version)}`,
      ),
    )
    .returning({ id: debtNegotiations.debtAccountId });
  // A debt reaching Paid Off or Removed may let Mark as Complete be offered: the application's
  // version moves, so the admins' open lists hear of it and a page showing the old state is stale.
  if (moved.length > 0 && FINAL_STAGES.includes(stage)) {
    await tx
      .update(applications)
      .set({ updatedAt: now })
      .where(
        sql`${applications.id} = (select application_id from debt_accounts where id = ${debtAccountId})`,
      );
  }
  return moved.length > 0;
}
