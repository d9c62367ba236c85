import type { AuditAction } from "#app/domain/audit/actions.ts";
import { auditLog } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// An admin's change to a dedicated account, on record (issue 23): a returned deposit recorded,
// an adjustment posted. In the change's own transaction.

export async function auditAccount(
  tx: Db,
  admin: { id: string; email: string },
  action: AuditAction,
  accountId: string,
  after: Record<string, unknown>,
  before: Record<string, unknown> | null = null,
) {
  await tx.insert(auditLog).values({
    actorId: admin.id,
    actorEmail: admin.email,
    action,
    targetType: "dedicated_account",
    targetId: accountId,
    before,
    after,
  });
}
