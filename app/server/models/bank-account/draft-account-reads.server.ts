import { and, eq, inArray } from "drizzle-orm";
import type { DraftAccountFactsInput } from "#app/domain/bank-account/draft-account-view.ts";
import { bankAccounts, consents } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { latestRecurringAuthorizations } from "./authorization-reads.server.ts";

// The reads of the draft account and its authorization (issue 44, docs/decisions/0065): what a
// page, the agreement and the projection's facts show of them, by last fours only. The changes are
// bank-accounts.server.ts's recipes.

/** The active account an application's agreement is signed with, or null. */
export async function findActiveBankAccount(db: Db, applicationId: string) {
  const [row] = await db
    .select({
      id: bankAccounts.id,
      holderName: bankAccounts.holderName,
      accountType: bankAccounts.accountType,
      accountLastFour: bankAccounts.accountLastFour,
      routingLastFour: bankAccounts.routingLastFour,
    })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.applicationId, applicationId), eq(bankAccounts.status, "active")));
  return row ?? null;
}

/** What a page shows of an application's draft account and authorization: last fours only. */
export type DraftAccountFacts = DraftAccountFactsInput;

/** The draft account and latest recurring authorization of each application. */
export async function findDraftAccounts(
  db: Db,
  applicationIds: readonly string[],
  /** The signature's consent facts (the admin's view); the customer's page reads no consents. */
  { consent = false }: { consent?: boolean } = {},
): Promise<Map<string, DraftAccountFacts>> {
  const found = new Map<string, DraftAccountFacts>();
  if (applicationIds.length === 0) return found;
  const [accounts, authorizations] = await Promise.all([
    db
      .select({
        id: bankAccounts.id,
        applicationId: bankAccounts.applicationId,
        holderName: bankAccounts.holderName,
        accountType: bankAccounts.accountType,
        accountLastFour: bankAccounts.accountLastFour,
        routingLastFour: bankAccounts.routingLastFour,
        givenAt: bankAccounts.createdAt,
      })
      .from(bankAccounts)
      .where(
        and(inArray(bankAccounts.applicationId, [...applicationIds]), eq(bankAccounts.status, "active")),
      ),
    latestRecurringAuthorizations(db, applicationIds),
  ]);
  const consentRows =
    consent && authorizations.length > 0
      ? await db
          .select({
            id: consents.id,
            typedName: consents.typedName,
            clientAddress: consents.clientAddress,
            userAgent: consents.userAgent,
          })
          .from(consents)
          .where(
            inArray(
              consents.id,
              authorizations.map((row) => row.consentId),
            ),
          )
      : [];
  const consentOf = new Map(consentRows.map((row) => [row.id, row]));
  const accountOf = new Map(accounts.map((row) => [row.applicationId, row]));
  const authorizationOf = new Map(authorizations.map((row) => [row.applicationId, row]));
  for (const applicationId of applicationIds) {
    const account = accountOf.get(applicationId);
    const authorization = authorizationOf.get(applicationId);
    if (!account && !authorization) continue;
    found.set(applicationId, {
      version: `${account?.id ?? "none"}.${authorization?.id ?? "none"}.${authorization?.status ?? "none"}`,
      bankAccount: account
        ? {
            holderName: account.holderName,
            accountType: account.accountType,
            accountLastFour: account.accountLastFour,
            routingLastFour: account.routingLastFour,
            givenAt: account.givenAt,
          }
        : null,
      authorization: authorization
        ? {
            id: authorization.id,
            status: authorization.status,
            amountCents: authorization.amountCents,
            firstDebitOn: authorization.firstDebitOn,
            draftDay: authorization.draftDay,
            maxDebits: authorization.maxDebits,
            createdAt: authorization.createdAt,
            revokedAt: authorization.revokedAt,
            revokeEffectiveOn: authorization.revokeEffectiveOn,
            accountLastFour: authorization.accountLastFour,
            consent: consentFacts(consentOf.get(authorization.consentId)),
          }
        : null,
    });
  }
  return found;
}

function consentFacts(
  row: { typedName: string; clientAddress: string | null; userAgent: string | null } | undefined,
) {
  return row
    ? { typedName: row.typedName, clientAddress: row.clientAddress, userAgent: row.userAgent }
    : null;
}

/** The day from which a revoked authorization stops deposits, while it stays the latest: or null. */
export async function debitsRevokedFrom(tx: Db, applicationId: string): Promise<string | null> {
  const [current] = await latestRecurringAuthorizations(tx, [applicationId]);
  return current?.status === "revoked" ? current.revokeEffectiveOn : null;
}
