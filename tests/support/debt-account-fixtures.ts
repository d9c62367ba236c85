import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#app/server/db.server.ts";
import { applicationVersion } from "#app/server/models/application/lifecycle.server.ts";
import { applications, auditLog, debtAccounts } from "#db/schema.ts";
import { insertApplication, type NewApplication } from "./fixtures.ts";

// Applications with debt accounts, for the admin's debt-account tests.

export type NewDebtAccount = typeof debtAccounts.$inferInsert;

/** Inserts an application with `count` debt accounts (creditors "Creditor 1", "Creditor 2"…). */
export async function insertApplicationWithAccounts(
  db: Db,
  { count = 2, ...overrides }: Partial<NewApplication> & { count?: number } = {},
) {
  const application = await insertApplication(db, overrides);
  const accounts = await db
    .insert(debtAccounts)
    .values(
      Array.from(
        { length: count },
        (_, position): NewDebtAccount => ({
          applicationId: application.id,
          originalCreditor: `Creditor ${position + 1}`,
          accountType: "Credit Card",
          currentBalance: `${(position + 1) * 1000}.25`,
          position,
        }),
      ),
    )
    .returning();
  return { application, accounts };
}

/** The application's version as a page shows it (`updated_at` as text). */
export async function versionOf(db: Db, applicationId: string): Promise<string> {
  const [row] = await db
    .select({ version: applicationVersion })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) throw new Error("no such application");
  return row.version;
}

/** Everything an admin's debt-account change may touch, to check a refusal changed nothing. */
export async function debtAccountSnapshot(db: Db, applicationId: string) {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  const accounts = await db
    .select()
    .from(debtAccounts)
    .where(eq(debtAccounts.applicationId, applicationId))
    .orderBy(asc(debtAccounts.position));
  const audit = await db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, ["debt_account_updated", "debt_account_deleted"]));
  return { application, accounts, audit };
}
