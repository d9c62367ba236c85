import { and, asc, eq } from "drizzle-orm";
import { type GraduationView, graduationView } from "#app/domain/projection/graduation-view.ts";
import { projectProgramState } from "#app/domain/projection/program-projection.ts";
import { timeZoneOf } from "#app/domain/time-zone.ts";
import { applications, auditLog, dedicatedAccounts, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import { programCompletedEmail } from "../../email/program-emails.server.ts";
import type { Env } from "../../env.server.ts";
import { lockAccountOf } from "../ledger/account-lock.server.ts";
import { readProgramFacts } from "../projection/read-facts.server.ts";
import { closeAccount, refundClosedAccount } from "./close-account.server.ts";

// Graduation (decisions.md, "The program's ending, and one truth"; issue 43; docs/decisions/0060):
// when the application is marked complete (by an admin, or by the system once the last enrolled
// debt is paid off), in the same transaction and with the account's row already locked: the
// dedicated account closes as "graduated" and is refunded what is left, the way leaving refunds it
// (every future deposit canceled, the refund due in 7 business days and tracked), the completion
// e-mail with the graduation summary is queued, and one audit row says what was closed. The
// summary is computed from the ledger whenever it is read (graduation-summary.ts); the e-mail's
// figures are the projection's, as locked.

/** The completion e-mail, prepared before the transaction; rendered inside it with the figures as locked. */
export type CompletionEmail = (summary: GraduationView) => Promise<RenderedOutgoingEmail>;

export async function prepareCompletionEmail(
  db: Db,
  applicationId: string,
  env: Pick<Env, "site" | "publicUrl">,
): Promise<{ email: CompletionEmail; timeZone: string } | null> {
  const [to] = await db
    .select({
      email: applications.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      timeZone: users.timeZone,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, applicationId));
  if (!to) return null;
  return {
    timeZone: timeZoneOf(to.timeZone),
    email: (summary) =>
      renderOutgoing(
        programCompletedEmail(env.site, `${env.publicUrl}/dashboard/program`, {
          ...to,
          applicationId,
          summary,
        }),
      ),
  };
}

export type GraduationResult =
  | { kind: "graduated"; accountId: string; refundCents: bigint; dueOn: string; cancelledDeposits: number }
  /** No open dedicated account (never enrolled, or already closed): nothing to close. */
  | { kind: "no-account" };

/** In the completion's transaction, the account's row already locked (account-lock.server.ts). */
export async function graduate(
  tx: Db,
  input: {
    applicationId: string;
    now: Date;
    actor: { id: string | null; email: string };
    completion: { email: CompletionEmail; timeZone: string } | null;
  },
): Promise<GraduationResult> {
  const { now } = input;
  const [account] = await tx
    .select({
      id: dedicatedAccounts.id,
      status: dedicatedAccounts.status,
      balanceCents: dedicatedAccounts.balanceCents,
    })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.applicationId, input.applicationId));
  if (!account) return { kind: "no-account" };
  if (account.status !== "open") return { kind: "no-account" };
  if (!(await closeAccount(tx, { accountId: account.id, now, reason: "graduated" })))
    return { kind: "no-account" };
  const refund = await refundClosedAccount(tx, {
    accountId: account.id,
    balanceCents: account.balanceCents,
    now,
  });
  const [facts] = await readProgramFacts(tx, { accountId: account.id }, now);
  if (!facts) throw new Error("the program's facts could not be read");
  if (input.completion) {
    const summary = graduationView(facts, projectProgramState(facts), input.completion.timeZone);
    await enqueueRendered(tx, await input.completion.email(summary));
  }
  await tx.insert(auditLog).values({
    actorId: input.actor.id,
    actorEmail: input.actor.email,
    action: "program_graduated",
    targetType: "dedicated_account",
    targetId: account.id,
    before: { status: "open", balanceCents: String(account.balanceCents) },
    after: {
      status: "closed",
      closedReason: "graduated",
      refundCents: String(refund.amountCents),
      refundDueOn: refund.dueOn,
      depositsCanceled: refund.cancelledDeposits,
    },
    createdAt: now,
  });
  return {
    kind: "graduated",
    accountId: account.id,
    refundCents: refund.amountCents,
    dueOn: refund.dueOn,
    cancelledDeposits: refund.cancelledDeposits,
  };
}

/**
 * Programs completed before graduation existed (issue 43): their application is complete and
 * their account still open, deposits still scheduled. Each graduates now, in a transaction of its
 * own (the account locked first), as Mark as Complete would have: the refund of what is left, the
 * completion e-mail, the audit row. How many graduated.
 */
export async function graduateCompletedPrograms(
  db: Db,
  input: { now: Date; env: Pick<Env, "site" | "publicUrl"> },
): Promise<number> {
  const waiting = await db
    .select({ applicationId: dedicatedAccounts.applicationId })
    .from(dedicatedAccounts)
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(and(eq(dedicatedAccounts.status, "open"), eq(applications.isComplete, true)))
    .orderBy(asc(dedicatedAccounts.id));
  let graduated = 0;
  for (const { applicationId } of waiting) {
    const completion = await prepareCompletionEmail(db, applicationId, input.env);
    const result = await db.transaction(async (tx) => {
      await lockAccountOf(tx, { applicationId });
      return graduate(tx, {
        applicationId,
        now: input.now,
        actor: { id: null, email: "graduate-completed" },
        completion,
      });
    });
    if (result.kind === "graduated") graduated += 1;
  }
  return graduated;
}
