import { data, type RouterContextProvider } from "react-router";
import {
  adjustmentForm,
  isRefundAction,
  MONEY_MESSAGES as M,
  type MoneyReply,
  REFUND_STEP_SUCCESS,
  returnForm,
} from "#app/domain/admin/money.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { isClearedDepositOf } from "#app/server/models/ledger/admin-reads.server.ts";
import { postAdjustment } from "#app/server/models/ledger/postings.server.ts";
import { applyProcessorEvent } from "#app/server/models/ledger/processor.server.ts";
import { moveRefund } from "#app/server/models/ledger/refunds.server.ts";
import { businessToday } from "./money-data.server.ts";

// The money pages' POSTs (issue 23), called by the routes' actions after `requireAdmin`. Each
// form is read again here (the browser is never trusted): a refund's step is decided by its
// state machine, an adjustment by the form's rules and then the database (never below zero), a
// returned deposit only for a cleared deposit of the account the address names.

type Context = Readonly<RouterContextProvider>;

function reply(body: MoneyReply, status = 200) {
  return data(body, { status });
}

/** 'Mark as sent' / 'Mark as completed' on /admin/money. */
export async function refundStepAction(context: Context, admin: SessionUser, form: FormData) {
  const intent = "refund-step";
  const refundId = String(form.get("refundId") ?? "");
  const step = form.get("step");
  if (!isRefundAction(step)) return reply({ intent, ok: false, message: M.unknownStep }, 400);
  const { db, env, clock } = getServices(context);
  try {
    const result = await moveRefund(db, {
      refundId,
      action: step,
      caller: { id: admin.id, email: admin.email, role: "admin" },
      env,
      now: clock.now(),
    });
    if (result.kind === "changed") return reply({ intent, ok: true, message: REFUND_STEP_SUCCESS[step] });
    if (result.kind === "not-found") return reply({ intent, ok: false, message: M.refundNotFound }, 404);
    return reply({ intent, ok: false, message: result.reason }, 409);
  } catch (error) {
    logFailure("moving a refund failed", error, { refundId, step });
    return reply({ intent, ok: false, message: M.refundFailed }, 500);
  }
}

/** 'Post adjustment' on /admin/money/:accountId. */
export async function adjustmentAction(
  context: Context,
  admin: SessionUser,
  accountId: string,
  form: FormData,
) {
  const intent = "post-adjustment";
  const submission = parseSubmission(adjustmentForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply(intent, submission), message: M.adjustmentRefused }, 400);
  }
  const { values } = submission;
  const refused = (formMessage: string, status: number) =>
    reply({ intent, ok: false, message: M.adjustmentRefused, formMessage, values }, status);
  const { db, clock } = getServices(context);
  try {
    const result = await postAdjustment(
      db,
      { id: admin.id, email: admin.email },
      {
        accountId,
        amountCents: submission.data.amount,
        reason: submission.data.reason,
        effectiveOn: businessToday(clock.now()),
        now: clock.now(),
      },
    );
    if (result.kind === "posted") return reply({ intent, ok: true, message: M.adjustmentPosted });
    if (result.kind === "balance-too-low") return refused(M.balanceTooLow, 409);
    if (result.kind === "closed") return refused(M.accountClosed, 409);
    return refused(M.accountNotFound, 404);
  } catch (error) {
    logFailure("posting an adjustment failed", error, { accountId, adminId: admin.id });
    return reply({ intent, ok: false, message: M.adjustmentFailed, values }, 500);
  }
}

/** 'Record returned deposit' on /admin/money/:accountId: applied as the processor's event would be. */
export async function recordReturnAction(
  context: Context,
  admin: SessionUser,
  accountId: string,
  form: FormData,
) {
  const intent = "record-return";
  const submission = parseSubmission(returnForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply(intent, submission), message: M.returnRefused }, 400);
  }
  const { values } = submission;
  const refused = (formMessage: string, status: number) =>
    reply({ intent, ok: false, message: M.returnRefused, formMessage, values }, status);
  const depositId = submission.data.depositId.toLowerCase();
  const { db, env, clock } = getServices(context);
  try {
    // Only a cleared deposit of this very account: another account's id is refused here.
    if (!(await isClearedDepositOf(db, accountId, depositId))) return refused(M.notClearedDeposit, 409);
    const now = clock.now();
    const result = await applyProcessorEvent(
      db,
      {
        id: `admin-return-${depositId}`,
        type: "deposit.returned",
        created: Math.floor(now.getTime() / 1000),
        data: { depositId, reason: submission.data.reason },
      },
      { now, env, admin: { id: admin.id, email: admin.email } },
    );
    if (result.kind === "applied") return reply({ intent, ok: true, message: M.returnRecorded });
    if (result.kind === "duplicate") return refused(M.alreadyReturned, 409);
    return refused(result.reason, result.status);
  } catch (error) {
    logFailure("recording a returned deposit failed", error, { accountId, depositId });
    return reply({ intent, ok: false, message: M.returnFailed, values }, 500);
  }
}
