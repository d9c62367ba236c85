import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { bankAccounts, debitAuthorizations } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

/**
 * Each application's latest recurring authorization: the active one when there is one (at most one,
 * a unique index), else the newest. The one read of "the authorization now" (the facts' `debitsRevoked`
 * too: read-facts.server.ts).
 */
export function latestRecurringAuthorizations(db: Db, applicationIds: readonly string[]) {
  return db
    .selectDistinctOn([debitAuthorizations.applicationId], {
      applicationId: debitAuthorizations.applicationId,
      id: debitAuthorizations.id,
      status: debitAuthorizations.status,
      amountCents: debitAuthorizations.amountCents,
      firstDebitOn: debitAuthorizations.firstDebitOn,
      draftDay: debitAuthorizations.draftDay,
      maxDebits: debitAuthorizations.maxDebits,
      createdAt: debitAuthorizations.createdAt,
      revokedAt: debitAuthorizations.revokedAt,
      revokeEffectiveOn: debitAuthorizations.revokeEffectiveOn,
      consentId: debitAuthorizations.consentId,
      accountLastFour: bankAccounts.accountLastFour,
    })
    .from(debitAuthorizations)
    .innerJoin(bankAccounts, eq(bankAccounts.id, debitAuthorizations.bankAccountId))
    .where(
      and(
        inArray(debitAuthorizations.applicationId, [...applicationIds]),
        eq(debitAuthorizations.kind, "recurring"),
      ),
    )
    .orderBy(
      asc(debitAuthorizations.applicationId),
      sql`${debitAuthorizations.status} = 'active' desc`,
      desc(debitAuthorizations.createdAt),
      desc(debitAuthorizations.id),
    );
}
