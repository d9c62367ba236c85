import { data, type RouterContextProvider } from "react-router";
import type { MoneyReply } from "#app/domain/admin/money.ts";
import {
  orderAfterMoveUp,
  rescheduledMessage,
  rescheduleForm,
  SCHEDULE_MESSAGES as S,
  settlementOrderForm,
} from "#app/domain/admin/money-schedule.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findSettlement } from "#app/server/models/ledger/admin-reads.server.ts";
import { rescheduleDeposits, setSettlementOrder } from "#app/server/models/ledger/schedule.server.ts";
import { businessToday } from "./money-data.server.ts";

// The program's changes on /admin/money/:accountId (issue 23), called by the route's action after
// `requireAdmin`: a new monthly deposit from a day on (today at the earliest, in the business's
// calendar), and a debt moved up one place in the settlement order. Each form is read again here;
// the order is read again from the database and only the debt to move comes from the browser.

type Context = Readonly<RouterContextProvider>;

function reply(body: MoneyReply, status = 200) {
  return data(body, { status });
}

/** 'Change monthly deposit'. */
export async function rescheduleAction(
  context: Context,
  admin: SessionUser,
  accountId: string,
  form: FormData,
) {
  const intent = "reschedule-deposits";
  const submission = parseSubmission(rescheduleForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply(intent, submission), message: S.rescheduleRefused }, 400);
  }
  const { values } = submission;
  const refused = (formMessage: string, status: number) =>
    reply({ intent, ok: false, message: S.rescheduleRefused, formMessage, values }, status);
  const { db, clock } = getServices(context);
  const cents = submission.data.monthlyDeposit;
  try {
    const result = await rescheduleDeposits(
      db,
      { id: admin.id, email: admin.email },
      {
        accountId,
        monthlyDepositCents: cents,
        from: submission.data.from,
        today: businessToday(clock.now()),
        now: clock.now(),
      },
    );
    if (result.kind === "changed") {
      return reply({ intent, ok: true, message: rescheduledMessage(result.replaced, cents) });
    }
    if (result.kind === "in-the-past") {
      const fieldErrors = { from: S.fromInPast };
      return reply({ intent, ok: false, message: S.rescheduleRefused, fieldErrors, values }, 400);
    }
    if (result.kind === "closed") return refused(S.accountClosed, 409);
    return refused(S.accountNotFound, 404);
  } catch (error) {
    logFailure("rescheduling deposits failed", error, { accountId, adminId: admin.id });
    return reply({ intent, ok: false, message: S.rescheduleFailed, values }, 500);
  }
}

/** 'Move up' in the settlement order: the named debt changes places with the one above it. */
export async function settlementOrderAction(
  context: Context,
  admin: SessionUser,
  accountId: string,
  form: FormData,
) {
  const intent = "settlement-order";
  const submission = parseSubmission(settlementOrderForm, form);
  if (!submission.ok) {
    const refusal = refusedReply(intent, submission);
    return reply({ ...refusal, message: S.orderRefused, formMessage: S.debtRequired }, 400);
  }
  const refused = (formMessage: string, status: number) =>
    reply({ intent, ok: false, message: S.orderRefused, formMessage }, status);
  const { debtId } = submission.data;
  const { db } = getServices(context);
  try {
    const found = await findSettlement(db, accountId);
    if (!found) return refused(S.accountNotFound, 404);
    if (!found.open) return refused(S.accountClosed, 409);
    const moved = orderAfterMoveUp(found.settlement, debtId);
    if (moved.kind === "first") return refused(S.alreadyFirst, 409);
    if (moved.kind === "unknown") return refused(S.notThisAccount, 409);
    const result = await setSettlementOrder(
      db,
      { id: admin.id, email: admin.email },
      { accountId, order: moved.order, now: getServices(context).clock.now() },
    );
    if (result.kind === "changed") return reply({ intent, ok: true, message: S.orderSaved });
    if (result.kind === "closed") return refused(S.accountClosed, 409);
    if (result.kind === "invalid") return refused(S.debtsChanged, 409);
    return refused(S.accountNotFound, 404);
  } catch (error) {
    logFailure("changing the settlement order failed", error, { accountId, debtId });
    return reply({ intent, ok: false, message: S.orderFailed }, 500);
  }
}
