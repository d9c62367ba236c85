import { and, eq, gt } from "drizzle-orm";
import { debtEligibility } from "#app/domain/debt-account/eligibility.ts";
import { centsOf } from "#app/domain/money.ts";
import { debtAccounts, debtNegotiations } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// Each enrolled debt's negotiation starts with the dedicated account (issue 24): in Approve
// Enrollment's transaction, one row per debt with a balance that the program settles (issue 43: a
// secured debt or a federal student loan gets none, so no offer can be recorded for it and the
// database's fee rule has nothing to charge under), at Enrolled, keeping the balance the debt was
// enrolled with (what its offers are measured against).

export async function openNegotiations(tx: Db, accountId: string, applicationId: string, now: Date) {
  const rows = await tx
    .select({
      id: debtAccounts.id,
      balance: debtAccounts.currentBalance,
      accountType: debtAccounts.accountType,
      loanDetail: debtAccounts.loanDetail,
    })
    .from(debtAccounts)
    .where(and(eq(debtAccounts.applicationId, applicationId), gt(debtAccounts.currentBalance, "0")));
  const debts = rows.filter((debt) => debtEligibility(debt).settles);
  if (debts.length === 0) return;
  await tx
    .insert(debtNegotiations)
    .values(
      debts.map((debt) => ({
        debtAccountId: debt.id,
        accountId,
        enrolledBalanceCents: centsOf(debt.balance),
        stageReachedAt: now,
      })),
    )
    .onConflictDoNothing();
}
