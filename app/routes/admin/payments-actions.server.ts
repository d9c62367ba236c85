import { data, type RouterContextProvider } from "react-router";
import {
  PAYMENT_METHOD_MESSAGES as M,
  PAYMENT_METHOD_REFUSALS as R,
} from "#app/domain/admin/payment-methods.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import {
  type PaymentMethodIntent,
  type PaymentMethodReply,
  paymentMethodForm,
} from "#app/domain/payment-method/form.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  addPaymentMethod,
  deletePaymentMethod,
  type PaymentMethodChangeResult,
  setDefaultPaymentMethod,
} from "#app/server/models/payment-method/admin-changes.server.ts";

// Payment Methods' POSTs (issue 12), called by the route's action after `requireAdmin`. The Add
// form is checked with the spec's rules again here (the browser is never trusted); what the
// check gives back holds no full card or account number and no CVV, and no reply, log line or
// audit row ever carries them (`paymentMethodForm.secret`). Make default and Remove name the
// payment method; the model re-reads it under its owner's lock before changing anything.

type Context = Readonly<RouterContextProvider>;

const SUCCESS: Record<PaymentMethodIntent, string> = {
  "add-payment-method": M.added,
  "set-default-payment-method": M.defaultSet,
  "delete-payment-method": M.deleted,
};

const FAILURE: Record<PaymentMethodIntent, string> = {
  "add-payment-method": M.failedAdd,
  "set-default-payment-method": M.failedDefault,
  "delete-payment-method": M.failedDelete,
};

function reply(body: PaymentMethodReply, status: number) {
  return data(body, { status });
}

function answer(
  intent: PaymentMethodIntent,
  result: PaymentMethodChangeResult,
  values?: PaymentMethodReply["values"],
) {
  if (result.kind === "changed") {
    return reply(
      { intent, ok: true, message: SUCCESS[intent], paymentMethodId: result.paymentMethodId },
      200,
    );
  }
  return reply(
    {
      intent,
      ok: false,
      message: FAILURE[intent],
      formMessage: result.reason,
      ...(values ? { values } : {}),
    },
    result.kind === "not-found" ? 404 : 409,
  );
}

export async function addPaymentMethodAction(context: Context, admin: SessionUser, form: FormData) {
  const intent = "add-payment-method";
  const submission = parseSubmission(paymentMethodForm, form);
  if (!submission.ok) {
    return reply(
      { ...refusedReply(intent, submission), message: FAILURE[intent], formMessage: R.fieldsRefused },
      400,
    );
  }
  const actor = { id: admin.id, email: admin.email };
  try {
    const result = await addPaymentMethod(getServices(context).db, { actor, method: submission.data });
    return answer(intent, result, submission.values);
  } catch (error) {
    // Only ids: the holder's name and the digits are personal data.
    logFailure("adding a payment method failed", error, {
      adminId: admin.id,
      userId: submission.data.userId,
    });
    return reply(
      { intent, ok: false, message: FAILURE[intent], formMessage: R.failed, values: submission.values },
      500,
    );
  }
}

export async function changePaymentMethodAction(
  context: Context,
  admin: SessionUser,
  intent: Exclude<PaymentMethodIntent, "add-payment-method">,
  form: FormData,
) {
  const value = form.get("paymentMethodId");
  const paymentMethodId = typeof value === "string" ? value : "";
  const target = { actor: { id: admin.id, email: admin.email }, paymentMethodId };
  const { db } = getServices(context);
  try {
    const result =
      intent === "set-default-payment-method"
        ? await setDefaultPaymentMethod(db, target)
        : await deletePaymentMethod(db, target);
    return answer(intent, result);
  } catch (error) {
    logFailure(`${intent} failed`, error, { adminId: admin.id, paymentMethodId });
    return reply({ intent, ok: false, message: FAILURE[intent], formMessage: R.failed }, 500);
  }
}
