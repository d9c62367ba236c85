import { and, eq } from "drizzle-orm";
import type { Db } from "#app/server/db.server.ts";
import { applyProcessorEvent } from "#app/server/models/ledger/processor.server.ts";
import { runSimulatedProcessor } from "#app/server/models/ledger/simulator.server.ts";
import { approveOffer, confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { applications, scheduledDeposits } from "#db/schema.ts";
import type { TestClock } from "./clock.ts";
import { type EnrolledCustomer, FIXTURE_ENV } from "./enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "./negotiation-fixtures.ts";
import { testCipher } from "./test-cipher.ts";

// A program's months for the reports (issue 45), through the real recipes and the simulated
// processor, on the days of `clock`: a customer saves $600 a month from March 2026; both debts settle
// (Creditor 1 in two payments, May 10 and Jun 10; Creditor 2 in one, Jun 12), each fee charged with
// its first cleared payment; the April deposit comes back. The days are in the past on purpose: a
// ledger entry's posting time is the database's own clock (created_at defaults to now()), the
// settlement's and the payment's are the program's, and a fee must read as posted after its payment.

const LETTER = {
  fileName: "settlement.pdf",
  mediaType: "application/pdf" as const,
  bytes: Buffer.from("%PDF-1.4\n%%EOF\n"),
};

async function settle(
  db: Db,
  clock: TestClock,
  admin: { id: string; email: string },
  customer: EnrolledCustomer,
  debtAccountId: string,
  terms: ReturnType<typeof offer>,
): Promise<string> {
  const recorded = await recordOffer(db, {
    debtAccountId,
    admin,
    offer: terms,
    env: FIXTURE_ENV,
    now: clock.now(),
  });
  if (recorded.kind !== "recorded") throw new Error(JSON.stringify(recorded));
  const [app] = await db.select().from(applications).where(eq(applications.id, customer.applicationId));
  clock.advance({ hours: 2 });
  const approved = await approveOffer(db, {
    offerId: recorded.offerId,
    caller: customer.owner,
    typedName: `${app?.firstName} ${app?.lastName}`,
    clientAddress: "203.0.113.9",
    userAgent: "report-fixtures",
    now: clock.now(),
  });
  if (approved.kind !== "changed") throw new Error(JSON.stringify(approved));
  clock.advance({ hours: 2 });
  const confirmed = await confirmOffer(db, testCipher, {
    offerId: recorded.offerId,
    caller: { ...admin, role: "admin" },
    letter: LETTER,
    now: clock.now(),
  });
  if (confirmed.kind !== "changed") throw new Error(JSON.stringify(confirmed));
  return recorded.offerId;
}

/** The simulated processor's job on `day` at 10:00 US Eastern (14:00 UTC in summer time). */
async function runDay(db: Db, clock: TestClock, day: string) {
  clock.set(`${day}T14:00:00Z`);
  await runSimulatedProcessor(db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
}

export interface SettledProgram {
  customer: EnrolledCustomer;
  offers: string[];
}

/**
 * `customers` such programs on the same days (the processor's job runs once a day for all). The
 * first settlement's creditor reference may be given (a formula, to see the export neutralise it).
 */
export async function insertSettledPrograms(
  db: Db,
  clock: TestClock,
  admin: { id: string; email: string; role: "admin" },
  { customers = 1, reference = "SETTLE-1" }: { customers?: number; reference?: string } = {},
): Promise<SettledProgram[]> {
  clock.set("2026-03-02T15:00:00Z");
  const programs: SettledProgram[] = [];
  for (let i = 0; i < customers; i++) {
    const customer = await insertNegotiatingCustomer(db, admin, {
      now: clock.now(),
      debts: 2,
      monthlyDepositCents: 60_000n,
      firstDepositDate: "2026-03-06",
    });
    const terms = offer(
      45_000n,
      [
        ["2026-05-11", 20_000n],
        ["2026-06-10", 25_000n],
      ],
      "2026-03-20",
    );
    const first = await settle(db, clock, admin, customer, customer.debtIds[0] as string, {
      ...terms,
      creditorReference: reference,
    });
    programs.push({ customer, offers: [first] });
  }
  await runDay(db, clock, "2026-03-06");
  await runDay(db, clock, "2026-04-06");
  // Each April deposit comes back (the bank's word, through the processor's one entry).
  clock.set("2026-04-20T15:00:00Z");
  for (const { customer } of programs) {
    const [april] = await db
      .select({ id: scheduledDeposits.id })
      .from(scheduledDeposits)
      .where(
        and(eq(scheduledDeposits.accountId, customer.accountId), eq(scheduledDeposits.dueOn, "2026-04-06")),
      );
    if (!april) throw new Error("no April deposit");
    const returned = await applyProcessorEvent(
      db,
      {
        id: `report-fixture-return-${april.id}`,
        type: "deposit.returned",
        created: Math.floor(clock.now().getTime() / 1000),
        data: { depositId: april.id, reason: "insufficient_funds" },
      },
      { now: clock.now(), env: FIXTURE_ENV },
    );
    if (returned.kind !== "applied") throw new Error(JSON.stringify(returned));
  }
  await runDay(db, clock, "2026-05-06");
  await runDay(db, clock, "2026-05-11");
  clock.set("2026-05-15T15:00:00Z");
  for (const program of programs) {
    const second = await settle(
      db,
      clock,
      admin,
      program.customer,
      program.customer.debtIds[1] as string,
      offer(90_000n, [["2026-06-12", 90_000n]], "2026-05-30"),
    );
    program.offers.push(second);
  }
  await runDay(db, clock, "2026-06-08");
  await runDay(db, clock, "2026-06-10");
  await runDay(db, clock, "2026-06-12");
  return programs;
}
