import type { Db } from "#app/server/db.server.ts";
import { replaceDraftAccount } from "#app/server/models/bank-account/bank-accounts.server.ts";
import { clearDueDeposits } from "#app/server/models/ledger/clear-due-deposits.server.ts";
import { clearDueCreditorPayments } from "#app/server/models/negotiation/due-work.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { TEST_DRAFT_ACCOUNT, TEST_NOTICE } from "./draft-account.ts";
import { type EnrolledCustomer, FIXTURE_ENV, insertEnrolledCustomer } from "./enrolled-fixtures.ts";
import { leaveAt } from "./money-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "./negotiation-fixtures.ts";
import { testCipher } from "./test-cipher.ts";
import { approveAs, confirmAs } from "./work-queue-fixtures.ts";

// A customer's programs of every kind a page shows (issue 43), through the real recipes, on the
// calendar of graduation.test.ts (first deposit Dec 15, 2026; $300 a month): one running, with a
// debt settled and Paid Off (its payment and fee cleared) and an offer waiting for an answer (its
// last day Feb 10, 2027); one completed (its last debt paid off, so it graduated by itself, its
// refund requested); one the customer left (its refund requested). For "today" Jan 21, 2027.

export const PROGRAM_KINDS_TODAY = "2027-01-21T15:00:00Z";

export interface ProgramKinds {
  running: EnrolledCustomer;
  /** The offer waiting for the customer's answer on the running program's second debt. */
  waitingOfferId: string;
  graduated: EnrolledCustomer;
  left: EnrolledCustomer;
}

const at = (moment: string) => new Date(moment);

async function record(
  db: Db,
  admin: { id: string; email: string },
  debtAccountId: string,
  input: ReturnType<typeof offer>,
  now: Date,
) {
  const recorded = await recordOffer(db, { debtAccountId, admin, offer: input, env: FIXTURE_ENV, now });
  if (recorded.kind !== "recorded") throw new Error(`offer refused: ${JSON.stringify(recorded)}`);
  return recorded.offerId;
}

/** Deposits of Dec 15 and Jan 15 cleared, then the settlement's payment of Jan 20 with its fee. */
async function saveAndPay(db: Db, customer: EnrolledCustomer) {
  for (const moment of ["2026-12-15T15:00:00Z", "2027-01-15T15:00:00Z"]) {
    await clearDueDeposits(db, {
      today: moment.slice(0, 10),
      now: at(moment),
      env: FIXTURE_ENV,
      accountId: customer.accountId,
    });
  }
  const paid = await clearDueCreditorPayments(db, {
    today: "2027-01-20",
    now: at("2027-01-20T15:00:00Z"),
    env: FIXTURE_ENV,
    accountId: customer.accountId,
  });
  if (paid.cleared !== 1) throw new Error(`the settlement's payment did not clear: ${JSON.stringify(paid)}`);
}

/** A settled-and-paid first debt ($1,000.25 settled for $300.00, paid Jan 20, 2027). */
async function settledFirstDebt(
  db: Db,
  admin: { id: string; email: string; role: "admin" },
  owner: { id: string; email: string },
  debts: number,
): Promise<EnrolledCustomer> {
  const customer = await insertNegotiatingCustomer(db, admin, {
    now: at("2026-11-20T15:00:00Z"),
    debts,
    monthlyDepositCents: 30_000n,
    firstDepositDate: "2026-12-15",
    owner,
  });
  const offerId = await record(
    db,
    admin,
    customer.debtIds[0] ?? "",
    offer(30_000n, [["2027-01-20", 30_000n]], "2026-12-01"),
    at("2026-11-20T15:00:00Z"),
  );
  await approveAs(db, offerId, customer, at("2026-11-20T15:00:00Z"));
  await confirmAs(db, offerId, admin, at("2026-11-20T15:00:00Z"));
  await saveAndPay(db, customer);
  return customer;
}

export async function insertProgramKinds(
  db: Db,
  admin: { id: string; email: string; role: "admin" },
  owner: { id: string; email: string },
): Promise<ProgramKinds> {
  // Completed: its one debt paid off on Jan 20, so it graduated by itself.
  const graduated = await settledFirstDebt(db, admin, owner, 1);
  // Left on Jan 18, 2027, after its first deposit.
  const left = await insertEnrolledCustomer(db, admin, {
    now: at("2026-11-20T15:00:00Z"),
    firstDepositDate: "2026-12-15",
    owner,
  });
  await clearDueDeposits(db, {
    today: "2026-12-15",
    now: at("2026-12-15T15:00:00Z"),
    env: FIXTURE_ENV,
    accountId: left.accountId,
  });
  await leaveAt(db, left, "2027-01-18T15:00:00Z");
  // Running: its first debt Paid Off, an offer on the second waiting for an answer.
  const running = await settledFirstDebt(db, admin, owner, 3);
  const waitingOfferId = await record(
    db,
    admin,
    running.debtIds[1] ?? "",
    offer(60_000n, [["2027-04-20", 60_000n]], "2027-02-10"),
    at(PROGRAM_KINDS_TODAY),
  );
  // Its draft account and debit authorization (issue 44), given after enrollment as a customer
  // enrolled before issue 44 gives one.
  const authorized = await replaceDraftAccount(db, {
    applicationId: running.applicationId,
    caller: { id: owner.id, email: owner.email },
    cipher: testCipher,
    notice: TEST_NOTICE,
    now: at(PROGRAM_KINDS_TODAY),
    account: TEST_DRAFT_ACCOUNT,
    signature: {
      typedName: "Ada Lovelace",
      clientAddress: "203.0.113.9",
      userAgent: "test",
      timeZone: "UTC",
    },
  });
  if (authorized.kind !== "changed") throw new Error(`no draft account: ${JSON.stringify(authorized)}`);
  return { running, waitingOfferId, graduated, left };
}
