import { eq } from "drizzle-orm";
import { dedicatedAccounts } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import type { Env } from "../../env.server.ts";
import { changeApplicationStatus } from "../application/lifecycle.server.ts";
import { PROCESSOR_ACTOR } from "../negotiation/creditor-payments.server.ts";

// Completion follows the last payoff (docs/decisions/0060): once the payment that pays a debt off
// has cleared (its own transaction, committed), the system asks the life cycle to complete the
// application, in a transaction of its own: the same recipe and graduation an admin's Mark as
// Complete runs. The life cycle refuses it, harmlessly, while any enrolled debt is neither Paid Off
// nor Removed, or when an admin completed it first; a failure here never undoes the payment.

/** Whether the program of `accountId` graduated now. */
export async function graduateIfDone(
  db: Db,
  input: { accountId: string; now: Date; env: Pick<Env, "site" | "publicUrl"> },
): Promise<boolean> {
  const [account] = await db
    .select({ applicationId: dedicatedAccounts.applicationId, status: dedicatedAccounts.status })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.id, input.accountId));
  if (!account) return false;
  if (account.status !== "open") return false;
  const result = await changeApplicationStatus(db, {
    applicationId: account.applicationId,
    action: "complete",
    actor: { id: null, email: PROCESSOR_ACTOR, role: "system" },
    env: input.env,
    now: input.now,
  });
  return result.kind === "changed";
}
