import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { AuditTargetType } from "#app/domain/audit/actions.ts";
import {
  applications,
  auditLog,
  debtAccounts,
  debtNegotiations,
  dedicatedAccounts,
  users,
} from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// The customer page's own reads (issue 45): who the customer is, the ids of what is theirs (each
// section then calls the read its own page uses), and the audit of all of it in one query on
// audit_log_target_idx.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCustomerId = (id: string) => UUID.test(id);

/** Whether the id names a customer: a user with an application, or any user who is not an admin. */
export async function findCustomer(db: Db, userId: string): Promise<{ id: string } | null> {
  if (!isCustomerId(userId)) return null;
  const [row] = await db
    .select({
      id: users.id,
      isAdmin: sql<boolean>`exists (select 1 from admin_users au where au.id = "users"."id")`,
      hasApplications: sql<boolean>`exists (select 1 from applications a where a.user_id = "users"."id")`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || (row.isAdmin && !row.hasApplications)) return null;
  return { id: row.id };
}

/** The customer's applications, newest first, each with its dedicated account's id (or null). */
export function findApplicationsOfCustomer(db: Db, userId: string) {
  return db
    .select({
      id: applications.id,
      enrollmentStatus: applications.enrollmentStatus,
      accountId: dedicatedAccounts.id,
    })
    .from(applications)
    .leftJoin(dedicatedAccounts, eq(dedicatedAccounts.applicationId, applications.id))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** The debts of these applications that are in negotiation (a row in debt_negotiations), in their order. */
export async function findNegotiatedDebtIds(db: Db, applicationIds: readonly string[]): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ id: debtNegotiations.debtAccountId })
    .from(debtNegotiations)
    .innerJoin(debtAccounts, eq(debtAccounts.id, debtNegotiations.debtAccountId))
    .where(inArray(debtAccounts.applicationId, [...applicationIds]))
    .orderBy(asc(debtAccounts.createdAt), asc(debtAccounts.position), asc(debtAccounts.id));
  return rows.map((row) => row.id);
}

/**
 * The latest audit entries about the customer: their login, applications, dedicated accounts,
 * debts and their offers, documents, conversation, notes and tasks.
 */
export async function findAuditForCustomer(db: Db, userId: string, limit = 50) {
  const apps = sql`select a.id from applications a where a.user_id = ${userId}`;
  const targets: [AuditTargetType, ReturnType<typeof sql>][] = [
    ["user", sql`select ${userId}::text`],
    ["application", sql`select a.id::text from applications a where a.user_id = ${userId}`],
    [
      "dedicated_account",
      sql`select d.id::text from dedicated_accounts d where d.application_id in (${apps})`,
    ],
    ["debt_account", sql`select d.id::text from debt_accounts d where d.application_id in (${apps})`],
    [
      "settlement_offer",
      sql`select o.id::text from settlement_offers o join debt_accounts d on d.id = o.debt_account_id where d.application_id in (${apps})`,
    ],
    ["document", sql`select d.id::text from documents d where d.user_id = ${userId}`],
    ["conversation", sql`select c.id::text from conversations c where c.customer_id = ${userId}`],
    ["customer_note", sql`select n.id::text from customer_notes n where n.customer_id = ${userId}`],
    ["admin_task", sql`select t.id::text from admin_tasks t where t.customer_id = ${userId}`],
  ];
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      or(
        ...targets.map(([type, ids]) =>
          and(eq(auditLog.targetType, type), sql`${auditLog.targetId} in (${ids})`),
        ),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
