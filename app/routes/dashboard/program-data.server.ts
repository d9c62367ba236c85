import { applicationNumber } from "#app/domain/application/labels.ts";
import type { Loaded } from "#app/domain/dashboard/views.ts";
import { planView } from "#app/domain/enrollment/plan-view.ts";
import { PROGRAM_MESSAGES, type ProgramRoomData } from "#app/domain/enrollment/program-view.ts";
import { accountView } from "#app/domain/ledger/account-view.ts";
import type { TaxRate } from "#app/domain/negotiation/kinds.ts";
import { negotiationParts } from "#app/domain/negotiation/program-view.ts";
import { calendarDateIn, calendarMonthIn, formatDateTimeIn } from "#app/domain/time-zone.ts";
import type { Db } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { findPlansForCustomer } from "#app/server/models/enrollment/customer-reads.server.ts";
import { findAccountsForCustomer } from "#app/server/models/ledger/customer-reads.server.ts";
import { findNegotiationsForAccounts } from "#app/server/models/negotiation/customer-reads.server.ts";
import { attempt } from "./room.server.ts";

// My Program's data (/dashboard/program; issues 22 and 23): the customer's dedicated accounts
// with their figures, and their plans, each with what the page and the agreement show, and
// whether it waits for their signature; each debt's negotiation (issue 24), its offers waiting
// for an answer and its settlement's forgiven debt at the tax rate the customer picked.

export function loadProgramRoom(
  db: Db,
  user: SessionUser,
  now: Date,
  taxRate: TaxRate,
): Promise<Loaded<ProgramRoomData>> {
  return attempt("program", PROGRAM_MESSAGES.failedLoad, async () => {
    const [plans, accounts] = await Promise.all([
      findPlansForCustomer(db, user.id),
      findAccountsForCustomer(db, user.id),
    ]);
    const { negotiations, offers } = await findNegotiationsForAccounts(
      db,
      accounts.map((account) => account.id),
    );
    const today = calendarDateIn(now, user.timeZone);
    return {
      taxRate,
      accounts: accounts.map((account) => {
        const record = { ...account, openedMonth: calendarMonthIn(account.openedAt, user.timeZone) };
        const upcoming = account.deposits.filter((deposit) => deposit.status === "scheduled");
        const parts = negotiationParts({
          figures: {
            today,
            balanceCents: account.balanceCents,
            entries: account.entries,
            scheduled: upcoming.map((deposit) => ({ date: deposit.dueOn, amountCents: deposit.amountCents })),
            order: account.settlementOrder,
            openedMonth: record.openedMonth,
          },
          debts: account.debts,
          negotiations: negotiations
            .filter((negotiation) => negotiation.accountId === account.id)
            .map((negotiation) => ({
              debtAccountId: negotiation.debtAccountId,
              stage: negotiation.stage,
              reachedOn: calendarDateIn(negotiation.stageReachedAt, user.timeZone),
            })),
          offers: offers.filter((offer) => offer.accountId === account.id),
          taxRate,
        });
        return accountView(record, today, parts);
      }),
      plans: plans.map((stored) => ({
        applicationId: stored.applicationId,
        number: `#${applicationNumber(stored.applicationId)}`,
        plan: planView(stored.plan, stored.revision),
        signedAt: stored.signedAt ? formatDateTimeIn(stored.signedAt, user.timeZone) : null,
        fullName: `${stored.firstName} ${stored.lastName}`,
        awaitingSignature: stored.signedAt === null && stored.enrollmentStatus === "pending",
      })),
    };
  });
}
