import { eq } from "drizzle-orm";
import { depositSchedule } from "#app/domain/enrollment/plan.ts";
import { dedicatedAccounts, enrollmentPlans, scheduledDeposits } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { debitsRevokedFrom } from "../bank-account/draft-account-reads.server.ts";
import { openNegotiations } from "../negotiation/open.server.ts";
import { reconcileSchedule } from "../projection/reconcile-schedule.server.ts";

// The dedicated account opens when enrollment is approved (issue 23; decisions.md, "Dedicated
// account"): in the approval's transaction, empty, each debt the plan enrolls at Enrolled (issue
// 24), and the signed plan's deposits (its day, on a business day, and amount) through the
// program's end month: the term's deposits, trimmed by the one rule every change of the
// projection follows (issue 43: reconcile-schedule.server.ts). Approved twice (it cannot be), it
// would open once.

export async function openAccountAtEnrollment(
  tx: Db,
  applicationId: string,
  now: Date,
  actor: { id: string | null; email: string },
): Promise<string | null> {
  const [plan] = await tx
    .select({
      termMonths: enrollmentPlans.termMonths,
      monthlyDepositCents: enrollmentPlans.monthlyDepositCents,
      firstDepositDate: enrollmentPlans.firstDepositDate,
    })
    .from(enrollmentPlans)
    .where(eq(enrollmentPlans.applicationId, applicationId));
  if (!plan) return null;
  const [account] = await tx
    .insert(dedicatedAccounts)
    .values({ applicationId, openedAt: now, updatedAt: now })
    .onConflictDoNothing({ target: dedicatedAccounts.applicationId })
    .returning({ id: dedicatedAccounts.id });
  if (!account) return null;
  // A debit authorization revoked between the signature and enrollment (issue 44): nothing is
  // drawn from its effective day on.
  const revokedFrom = await debitsRevokedFrom(tx, applicationId);
  const rows = depositSchedule(plan)
    .filter((deposit) => revokedFrom === null || deposit.date < revokedFrom)
    .map((deposit) => ({
      accountId: account.id,
      dueOn: deposit.date,
      amountCents: deposit.amountCents,
    }));
  if (rows.length > 0) await tx.insert(scheduledDeposits).values(rows);
  await openNegotiations(tx, account.id, applicationId, now);
  await reconcileSchedule(tx, { accountId: account.id, now, actor });
  return account.id;
}
