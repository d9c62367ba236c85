import { data, type RouterContextProvider } from "react-router";
import {
  adjustmentForm,
  isRefundAction,
  MONEY_MESSAGES as M,
  type MoneyIntent,
  type MoneyReply,
  REFUND_STEP_SUCCESS,
  receivedForm,
  retryForm,
  returnForm,
} from "#app/domain/admin/money.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { reasonOfCode } from "#app/domain/ledger/ach-returns.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  type DepositOperationInput,
  runDepositOperation,
} from "#app/server/models/ledger/deposit-operations.server.ts";
import { postAdjustment } from "#app/server/models/ledger/postings.server.ts";
import { moveRefund } from "#app/server/models/ledger/refunds.server.ts";
import { businessToday } from "./money-data.server.ts";

// The money pages' POSTs (issue 23), called by the routes' actions after `requireAdmin`. Each
// form is read again here (the browser is never trusted): a refund's step is decided by its
// state machine, an adjustment by the form's rules and then the database (never below zero), a
// deposit operation (received, returned, retried: issue 45) by its table, only for a deposit of
// the account the address names.

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

/** The answer to a deposit operation, in the money page's reply shape. */
async function depositOperation(
  context: Context,
  admin: SessionUser,
  accountId: string,
  submitted: { intent: MoneyIntent; depositId: string; values: Record<string, string> },
  input: DepositOperationInput,
  words: { done: string; refused: string; failed: string },
) {
  const { intent, depositId, values } = submitted;
  const { db, env, clock } = getServices(context);
  const refused = (formMessage: string, status: number) =>
    reply({ intent, ok: false, message: words.refused, formMessage, values }, status);
  try {
    const result = await runDepositOperation(db, {
      accountId,
      depositId: depositId.toLowerCase(),
      input,
      admin: { id: admin.id, email: admin.email },
      env,
      now: clock.now(),
    });
    if (result.kind === "changed") return reply({ intent, ok: true, message: words.done });
    if (result.kind === "not-found") return refused(M.depositNotFound, 404);
    return refused(result.reason, 409);
  } catch (error) {
    logFailure("a deposit operation failed", error, { accountId, depositId, intent });
    return reply({ intent, ok: false, message: words.failed, values }, 500);
  }
}

/** 'Record returned deposit' on /admin/money/:accountId: the bank's ACH code, an e-mail, the schedule following. */
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
  const { code, depositId } = submission.data;
  return depositOperation(
    context,
    admin,
    accountId,
    { intent, depositId, values: submission.values },
    { operation: "record-return", code, reason: reasonOfCode(code) },
    { done: M.returnRecorded, refused: M.returnRefused, failed: M.returnFailed },
  );
}

/** 'Record deposit received' on /admin/money/:accountId (a processor without webhooks). */
export async function recordReceivedAction(
  context: Context,
  admin: SessionUser,
  accountId: string,
  form: FormData,
) {
  const intent = "record-received";
  const submission = parseSubmission(receivedForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply(intent, submission), message: M.receivedRefused }, 400);
  }
  return depositOperation(
    context,
    admin,
    accountId,
    { intent, depositId: submission.data.depositId, values: submission.values },
    { operation: "record-received", reference: submission.data.reference },
    { done: M.receivedRecorded, refused: M.receivedRefused, failed: M.receivedFailed },
  );
}

/** 'Schedule a retry' of a returned deposit on /admin/money/:accountId. */
export async function scheduleRetryAction(
  context: Context,
  admin: SessionUser,
  accountId: string,
  form: FormData,
) {
  const intent = "schedule-retry";
  const submission = parseSubmission(retryForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply(intent, submission), message: M.retryRefused }, 400);
  }
  return depositOperation(
    context,
    admin,
    accountId,
    { intent, depositId: submission.data.depositId, values: submission.values },
    { operation: "schedule-retry", retryOn: submission.data.retryOn },
    { done: M.retryScheduled, refused: M.retryRefused, failed: M.retryFailed },
  );
}
