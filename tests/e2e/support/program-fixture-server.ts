import { and, eq } from "drizzle-orm";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import { z } from "#app/domain/zod.ts";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { clearDueDeposits } from "#app/server/models/ledger/clear-due-deposits.server.ts";
import { clearDueCreditorPayments, expireOffers } from "#app/server/models/negotiation/due-work.server.ts";
import { approveOffer, confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { changeDebtStage } from "#app/server/models/negotiation/stages.server.ts";
import {
  adminUsers,
  applications,
  debtAccounts,
  debtNegotiations,
  dedicatedAccounts,
  enrollmentPlans,
  jobRuns,
  settlementOffers,
  users,
} from "#db/schema.ts";
import { plainPdf } from "#tests/support/hostile-pdfs.ts";

// The program's fixtures for the end-to-end journeys (issue 23), in the e2e server's process:
// a signed plan's first deposit moved into the past before Approve Enrollment (so the schedule
// has days already due), and the simulated processor run for one customer's account as the
// built-in job would run it on a day; every debt of a customer removed from negotiation (issue
// 24), so Mark as Complete is offered without a whole negotiation in the journey; a creditor's
// offer recorded straight through the recipe (one past its last day, which no form takes); an offer
// approved by its customer and confirmed by an admin (issue 45). Only tests/e2e/support/fixture-server.ts calls this.

const firstDeposit = z.object({
  applicationId: z.uuid(),
  firstDepositDate: z.iso.date(),
  // Cents, as digits: a larger deposit, so a settlement can be paid at once (issue 45's reports).
  monthlyDepositCents: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .optional(),
});
const run = z.object({ applicationId: z.uuid(), today: z.iso.date().optional() });
const hold = z.object({ seconds: z.int().min(0).max(900) });

const settleFixture = z.object({ applicationId: z.uuid(), creditor: z.string() });

const offerFixture = z.object({
  applicationId: z.uuid(),
  creditor: z.string(),
  amountCents: z.string(),
  expiresOn: z.iso.date(),
  payments: z.array(z.object({ dueOn: z.iso.date(), amountCents: z.string() })),
});

/** An admin of the e2e database to act as (the fixtures' recipes audit someone). */
async function anAdmin(db: Db) {
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.id))
    .limit(1);
  if (!admin) throw new Error("no admin in the e2e database");
  return admin;
}

export async function handleProgramFixture(
  db: Db,
  env: Pick<Env, "site" | "publicUrl">,
  path: string,
  body: unknown,
  cipher?: DataCipher,
): Promise<{ handled: boolean; result?: unknown }> {
  if (path === "/program/first-deposit") {
    const { applicationId, firstDepositDate, monthlyDepositCents } = firstDeposit.parse(body);
    const rows = await db
      .update(enrollmentPlans)
      .set({
        firstDepositDate,
        ...(monthlyDepositCents ? { monthlyDepositCents: BigInt(monthlyDepositCents) } : {}),
      })
      .where(eq(enrollmentPlans.applicationId, applicationId))
      .returning({ id: enrollmentPlans.id });
    return { handled: true, result: rows[0] ?? null };
  }
  if (path === "/program/hold-simulator") {
    // The simulator's next run put off (issue 45's deposit operations: a deposit due and still
    // scheduled, for an admin to record received, stays so while the spec runs); 0 lets it run.
    const { seconds } = hold.parse(body);
    const nextRunAt = new Date(Date.now() + seconds * 1000);
    await db
      .insert(jobRuns)
      .values({ job: "simulated-processor", nextRunAt })
      .onConflictDoUpdate({ target: jobRuns.job, set: { nextRunAt } });
    return { handled: true, result: { nextRunAt } };
  }
  if (path === "/program/run-processor") {
    const { applicationId, today } = run.parse(body);
    const [account] = await db
      .select({ id: dedicatedAccounts.id })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.applicationId, applicationId));
    if (!account) throw new Error("no dedicated account for this application");
    const now = new Date();
    const day = today ?? calendarDateIn(now, timeZoneOf(null));
    const result = await clearDueDeposits(db, { now, env, today: day, accountId: account.id });
    // Then the day's payments to creditors (issue 24), as the job runs them after the deposits.
    const payments = await clearDueCreditorPayments(db, { now, env, today: day, accountId: account.id });
    const expired = await expireOffers(db, { today: day, now, accountId: account.id });
    return {
      handled: true,
      result: { ...result, payments: payments.cleared, expired, accountId: account.id },
    };
  }
  if (path === "/program/offer") {
    const input = offerFixture.parse(body);
    const [debt] = await db
      .select({ id: debtAccounts.id })
      .from(debtAccounts)
      .where(
        and(
          eq(debtAccounts.applicationId, input.applicationId),
          eq(debtAccounts.originalCreditor, input.creditor),
        ),
      );
    const admin = await anAdmin(db);
    if (!debt) throw new Error("no such creditor on this application");
    await changeDebtStage(db, {
      debtAccountId: debt.id,
      action: "start-negotiating",
      admin,
      now: new Date(),
    });
    const result = await recordOffer(db, {
      debtAccountId: debt.id,
      admin,
      offer: {
        amountCents: BigInt(input.amountCents),
        expiresOn: input.expiresOn,
        creditorReference: `E2E-${input.creditor}`,
        notes: null,
        payments: input.payments.map((payment) => ({
          dueOn: payment.dueOn,
          amountCents: BigInt(payment.amountCents),
        })),
      },
      env,
      now: new Date(),
    });
    return {
      handled: true,
      result: {
        kind: result.kind,
        ...(result.kind === "recorded" ? { offerId: result.offerId } : {}),
        ...(result.kind === "refused" ? { reason: result.reason } : {}),
        debtAccountId: debt.id,
      },
    };
  }
  if (path === "/program/settle") {
    // The customer approves the offer waiting on their debt of `creditor` with their name, and an
    // admin confirms it with the creditor's letter (issue 45's reports need a fee without the
    // negotiation's own journey, which negotiation-journey.spec.ts walks through the pages).
    const { applicationId, creditor } = settleFixture.parse(body);
    if (!cipher) throw new Error("no data key to store the letter with");
    const [live] = await db
      .select({
        offerId: settlementOffers.id,
        userId: applications.userId,
        email: applications.email,
        firstName: applications.firstName,
        lastName: applications.lastName,
      })
      .from(settlementOffers)
      .innerJoin(debtAccounts, eq(debtAccounts.id, settlementOffers.debtAccountId))
      .innerJoin(applications, eq(applications.id, debtAccounts.applicationId))
      .where(
        and(
          eq(applications.id, applicationId),
          eq(debtAccounts.originalCreditor, creditor),
          eq(settlementOffers.status, "awaiting_approval"),
        ),
      );
    if (!live?.userId) throw new Error("no offer waiting on this creditor's debt");
    const approved = await approveOffer(db, {
      offerId: live.offerId,
      caller: { id: live.userId, email: live.email, role: "customer" },
      typedName: `${live.firstName} ${live.lastName}`,
      clientAddress: "203.0.113.45",
      userAgent: "e2e fixture",
      now: new Date(),
    });
    if (approved.kind !== "changed") return { handled: true, result: { kind: approved.kind } };
    const confirmed = await confirmOffer(db, cipher, {
      offerId: live.offerId,
      caller: { ...(await anAdmin(db)), role: "admin" },
      letter: {
        fileName: "settlement-letter.pdf",
        mediaType: "application/pdf",
        bytes: await plainPdf("Settled"),
      },
      now: new Date(),
    });
    return { handled: true, result: { kind: confirmed.kind, offerId: live.offerId } };
  }
  if (path === "/program/remove-debts") {
    const { applicationId } = run.parse(body);
    const admin = await anAdmin(db);
    const debts = await db
      .select({ id: debtNegotiations.debtAccountId })
      .from(debtNegotiations)
      .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, debtNegotiations.accountId))
      .where(eq(dedicatedAccounts.applicationId, applicationId));
    for (const debt of debts) {
      await changeDebtStage(db, {
        debtAccountId: debt.id,
        action: "remove",
        admin,
        removedReason: "Resolved outside this journey",
        now: new Date(),
      });
    }
    return { handled: true, result: { removed: debts.length } };
  }
  return { handled: false };
}
