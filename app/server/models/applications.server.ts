import { eq } from "drizzle-orm";
import type { ApplicationInput } from "#app/domain/application/schema.ts";
import { applications, debtAccounts } from "#db/schema.ts";
import type { Db } from "../db.server.ts";

// Storing a submitted application (spec section 7, "Insert into applications" and "Insert
// into debt_accounts as a batch"), done better than the sketch (decisions.md): the
// application and its debt accounts are stored in one transaction, and the wizard run's
// submission id makes a retried or double-clicked submit find the first one.

export interface SubmitApplicationOptions {
  userId: string;
  /** One per wizard run (the idempotency key). */
  submissionId: string;
  /** Already checked by `applicationSchema`. */
  application: ApplicationInput;
}

export type SubmitApplicationResult =
  | { kind: "created"; id: string }
  | { kind: "repeated"; id: string }
  /** The submission id belongs to another account's application. */
  | { kind: "conflict" };

export async function submitApplication(
  db: Db,
  { userId, submissionId, application }: SubmitApplicationOptions,
): Promise<SubmitApplicationResult> {
  const { debtAccounts: accounts, agreeToTerms: _agreed, ...fields } = application;
  return db.transaction(async (tx) => {
    // ON CONFLICT waits for a concurrent insert of the same submission id to commit, so two
    // simultaneous submits of one run cannot both get here with a new row.
    const [inserted] = await tx
      .insert(applications)
      .values({ ...fields, userId, submissionId, status: "pending" })
      .onConflictDoNothing({ target: applications.submissionId })
      .returning({ id: applications.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: applications.id, userId: applications.userId })
        .from(applications)
        .where(eq(applications.submissionId, submissionId));
      return existing && existing.userId === userId
        ? { kind: "repeated", id: existing.id }
        : { kind: "conflict" };
    }
    await tx
      .insert(debtAccounts)
      .values(accounts.map((account) => ({ ...account, applicationId: inserted.id })));
    return { kind: "created", id: inserted.id };
  });
}
