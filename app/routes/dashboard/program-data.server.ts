import { applicationNumber } from "#app/domain/application/labels.ts";
import type { Loaded } from "#app/domain/dashboard/views.ts";
import { planView } from "#app/domain/enrollment/plan-view.ts";
import { PROGRAM_MESSAGES, type ProgramRoomData } from "#app/domain/enrollment/program-view.ts";
import { accountView } from "#app/domain/ledger/account-view.ts";
import { calendarDateIn, calendarMonthIn, formatDateTimeIn } from "#app/domain/time-zone.ts";
import type { Db } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { findPlansForCustomer } from "#app/server/models/enrollment/customer-reads.server.ts";
import { findAccountsForCustomer } from "#app/server/models/ledger/customer-reads.server.ts";
import { attempt } from "./room.server.ts";

// My Program's data (/dashboard/program; issues 22 and 23): the customer's dedicated accounts
// with their figures, and their plans, each with what the page and the agreement show, and
// whether it waits for their signature.

export function loadProgramRoom(db: Db, user: SessionUser, now: Date): Promise<Loaded<ProgramRoomData>> {
  return attempt("program", PROGRAM_MESSAGES.failedLoad, async () => {
    const [plans, accounts] = await Promise.all([
      findPlansForCustomer(db, user.id),
      findAccountsForCustomer(db, user.id),
    ]);
    const today = calendarDateIn(now, user.timeZone);
    return {
      accounts: accounts.map((account) =>
        accountView({ ...account, openedMonth: calendarMonthIn(account.openedAt, user.timeZone) }, today),
      ),
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
