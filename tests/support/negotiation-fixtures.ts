import { eq } from "drizzle-orm";
import type { OfferInput } from "#app/domain/negotiation/offer-form.ts";
import type { Db } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { changeDebtStage } from "#app/server/models/negotiation/stages.server.ts";
import { debtNegotiations } from "#db/schema.ts";
import { type EnrolledCustomer, FIXTURE_ENV, insertEnrolledCustomer } from "./enrolled-fixtures.ts";

// An enrolled customer whose negotiations an admin approved and whose debts are all in
// Negotiating (issue 24), and the pieces of an offer. Through the real recipes.

export async function insertNegotiatingCustomer(
  db: Db,
  admin: { id: string; email: string },
  options: {
    now: Date;
    debts?: number;
    firstDepositDate?: string;
    monthlyDepositCents?: bigint;
    termMonths?: number;
    owner?: { id: string; email: string };
  },
): Promise<EnrolledCustomer> {
  const customer = await insertEnrolledCustomer(db, admin, options);
  const approved = await changeApplicationStatus(db, {
    applicationId: customer.applicationId,
    action: "approve-negotiations",
    actor: { ...admin, role: "admin" },
    env: FIXTURE_ENV,
    now: options.now,
  });
  if (approved.kind !== "changed") throw new Error(`negotiations refused: ${JSON.stringify(approved)}`);
  for (const debtAccountId of customer.debtIds) {
    const moved = await changeDebtStage(db, {
      debtAccountId,
      action: "start-negotiating",
      admin,
      now: options.now,
    });
    if (moved.kind !== "changed") throw new Error(`negotiating refused: ${JSON.stringify(moved)}`);
  }
  return customer;
}

export function offer(amountCents: bigint, payments: [string, bigint][], expiresOn: string): OfferInput {
  return {
    amountCents,
    expiresOn,
    creditorReference: "SETTLE-1",
    notes: null,
    payments: payments.map(([dueOn, cents]) => ({ dueOn, amountCents: cents })),
  };
}

export async function stageOf(db: Db, debtAccountId: string) {
  const [row] = await db
    .select({ stage: debtNegotiations.stage, version: debtNegotiations.version })
    .from(debtNegotiations)
    .where(eq(debtNegotiations.debtAccountId, debtAccountId));
  return row;
}

/** Removes every debt of a customer still in negotiation, so Mark as Complete may follow. */
export async function removeAllDebts(
  db: Db,
  admin: { id: string; email: string },
  debtIds: string[],
  now: Date,
) {
  for (const debtAccountId of debtIds) {
    await changeDebtStage(db, {
      debtAccountId,
      action: "remove",
      admin,
      removedReason: "Test: resolved",
      now,
    });
  }
}
