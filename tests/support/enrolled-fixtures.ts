import { eq } from "drizzle-orm";
import { DEFAULT_SITE } from "#app/config/site.ts";
import type { Db } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { dedicatedAccounts, enrollmentPlans } from "#db/schema.ts";
import { insertApplicationWithAccounts } from "./debt-account-fixtures.ts";
import { insertUser } from "./user-fixtures.ts";

// A customer whose enrollment is approved (issue 23): an application with debts, approved by an
// admin through the real life cycle (which makes the plan), its plan marked signed (the signing
// itself, PDF and consents, is tested in enrollment-agreement.test.ts), then Approve Enrollment,
// which opens the dedicated account and its schedule. The plan's first deposit may be set.

export const FIXTURE_ENV = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };

export interface EnrolledCustomer {
  owner: { id: string; email: string; role: "customer" };
  applicationId: string;
  accountId: string;
  debtIds: string[];
}

export async function insertEnrolledCustomer(
  db: Db,
  admin: { id: string; email: string },
  options: {
    now: Date;
    firstDepositDate?: string;
    debts?: number;
    monthlyDepositCents?: bigint;
    /** The longest term the plan authorizes (24-48; 36 by default). */
    termMonths?: number;
    /** A signed-in user of the test's (a new one otherwise). */
    owner?: { id: string; email: string };
  },
): Promise<EnrolledCustomer> {
  const owner = options.owner ?? (await insertUser(db, { timeZone: "America/Phoenix" }));
  const { application, accounts } = await insertApplicationWithAccounts(db, {
    userId: owner.id,
    email: owner.email,
    count: options.debts ?? 2,
  });
  const caller = { ...admin, role: "admin" as const };
  const approve = await changeApplicationStatus(db, {
    applicationId: application.id,
    action: "approve",
    actor: caller,
    env: FIXTURE_ENV,
    now: options.now,
  });
  if (approve.kind !== "changed") throw new Error(`approval refused: ${JSON.stringify(approve)}`);
  await db
    .update(enrollmentPlans)
    .set({
      signedRevision: 1,
      signedAt: options.now,
      ...(options.firstDepositDate ? { firstDepositDate: options.firstDepositDate } : {}),
      ...(options.monthlyDepositCents ? { monthlyDepositCents: options.monthlyDepositCents } : {}),
      ...(options.termMonths ? { termMonths: options.termMonths } : {}),
    })
    .where(eq(enrollmentPlans.applicationId, application.id));
  const enroll = await changeApplicationStatus(db, {
    applicationId: application.id,
    action: "approve-enrollment",
    actor: caller,
    env: FIXTURE_ENV,
    now: options.now,
  });
  if (enroll.kind !== "changed") throw new Error(`enrollment refused: ${JSON.stringify(enroll)}`);
  const [account] = await db
    .select({ id: dedicatedAccounts.id })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.applicationId, application.id));
  if (!account) throw new Error("no dedicated account was opened");
  return {
    owner: { id: owner.id, email: owner.email, role: "customer" },
    applicationId: application.id,
    accountId: account.id,
    debtIds: accounts.map((debt) => debt.id),
  };
}
