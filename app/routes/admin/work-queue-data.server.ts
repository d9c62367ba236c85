import {
  inactiveBefore,
  readyMonth,
  WORK_QUEUE_LIMIT,
  WORK_QUEUE_MESSAGES,
  type WorkQueueCountView,
  workQueueCountViews,
} from "#app/domain/admin/work-queue.ts";
import { type WorkQueuePageData, workQueueView } from "#app/domain/admin/work-queue-views.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findLegalNoticesToReview } from "#app/server/models/document/uploads.server.ts";
import { findRefundsDue } from "#app/server/models/ledger/admin-reads.server.ts";
import {
  findOffersAwaitingConfirmation,
  findOffersAwaitingCustomer,
  findRecentReturnedDeposits,
  findUnsignedAgreements,
  workQueueCounts,
} from "#app/server/models/negotiation/work-queue.server.ts";
import { findPaymentsShort } from "#app/server/models/negotiation/work-queue-payments.server.ts";
import {
  findDepositsAtRisk,
  findGraduatesToClose,
  findInactiveCustomers,
  findReadyToNegotiate,
} from "#app/server/models/negotiation/work-queue-program.server.ts";
import { myTasks } from "#app/server/models/operator/tasks.server.ts";

// What /admin/work-queue and the admin dashboard's Work Queue panel show (issue 24), shaped for
// display here. The day is the company's (US Eastern), whoever reads the page: offers expire and
// payments fall due on its calendar.

/**
 * Every section's first rows and the counts, on the company's day at `now`, "My tasks" being
 * `adminId`'s; moments in the admin's `timeZone`.
 */
export async function loadWorkQueue(
  db: Db,
  now: Date,
  timeZone: string,
  adminId: string | null = null,
): Promise<WorkQueuePageData> {
  const today = companyDayOf(now);
  try {
    const [
      counts,
      offersAwaiting,
      offersUnconfirmed,
      paymentsShort,
      returnedDeposits,
      refunds,
      legalNotices,
      unsignedAgreements,
      tasks,
      atRisk,
      ready,
      graduates,
      inactive,
    ] = await Promise.all([
      workQueueCounts(db, today, adminId, now),
      findOffersAwaitingCustomer(db, today),
      findOffersAwaitingConfirmation(db),
      findPaymentsShort(db, today),
      findRecentReturnedDeposits(db, today),
      findRefundsDue(db, WORK_QUEUE_LIMIT),
      findLegalNoticesToReview(db, WORK_QUEUE_LIMIT),
      findUnsignedAgreements(db, today),
      adminId
        ? myTasks(db, adminId, now, WORK_QUEUE_LIMIT).then((rows) =>
            rows.map((task) => ({
              id: task.id,
              userId: task.customerId,
              title: task.title,
              dueOn: task.dueOn,
              customer: task.customerName,
            })),
          )
        : Promise.resolve([]),
      findDepositsAtRisk(db),
      findReadyToNegotiate(db, readyMonth(today)),
      findGraduatesToClose(db),
      findInactiveCustomers(db, inactiveBefore(now)),
    ]);
    const found = {
      counts,
      offersAwaiting,
      offersUnconfirmed,
      paymentsShort,
      returnedDeposits,
      refundsDue: refunds.rows,
      legalNotices: legalNotices.notices,
      unsignedAgreements,
      myTasks: tasks,
      depositsAtRisk: atRisk,
      readyToNegotiate: ready,
      graduatesToClose: graduates,
      inactiveCustomers: inactive,
    };
    return { ok: true, sections: workQueueView(found, today, timeZone) };
  } catch (error) {
    logFailure("reading the work queue failed", error);
    return { ok: false, message: WORK_QUEUE_MESSAGES.failed };
  }
}

export type WorkQueueCountsData = { ok: true; value: WorkQueueCountView[] } | { ok: false; message: string };

/** The count per section for the admin dashboard (`adminId`'s tasks), or the panel's message when they could not be read. */
export async function loadWorkQueueCounts(
  db: Db,
  now: Date,
  adminId: string | null = null,
): Promise<WorkQueueCountsData> {
  try {
    return {
      ok: true,
      value: workQueueCountViews(await workQueueCounts(db, companyDayOf(now), adminId, now)),
    };
  } catch (error) {
    logFailure("reading the work queue's counts failed", error);
    return { ok: false, message: WORK_QUEUE_MESSAGES.panelFailed };
  }
}
