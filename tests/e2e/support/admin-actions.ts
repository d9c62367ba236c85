import { SETTINGS_INTENTS } from "#app/domain/admin/settings.ts";
import { LIFECYCLE_ACTIONS } from "#app/domain/application/lifecycle.ts";
import { DEBT_ACCOUNT_INTENTS } from "#app/domain/debt-account/form.ts";
import { PAYMENT_METHOD_INTENTS } from "#app/domain/payment-method/form.ts";
import { NO_MESSAGE, NO_SUCH_ACCOUNT } from "./authorization-matrix.ts";

// Every admin action as a POST and its form, for the authorization matrix's refusal test
// (tests/e2e/authorization-matrix.spec.ts): none may run for a visitor or a customer.

/** Every admin action (a POST and its form), for the matrix's refusal test. */
export function adminActions(applicationId: string): { path: string; fields: Record<string, string> }[] {
  const lifecycle = LIFECYCLE_ACTIONS.filter((action) => action !== "cancel").map((action) => ({
    path: "/admin/applications",
    fields: { intent: "lifecycle", action, applicationId, version: "" },
  }));
  const debtAccounts = DEBT_ACCOUNT_INTENTS.map((intent) => ({
    path: "/admin/applications",
    fields: { intent, applicationId, debtAccountId: applicationId, version: "", originalCreditor: "Forged" },
  }));
  const mailbox = { path: `/admin/mailbox/${NO_MESSAGE}`, fields: { intent: "resend" } };
  // Payment Methods: tests/e2e/admin-payments.spec.ts also checks nothing changed for a real method.
  const paymentMethods = PAYMENT_METHOD_INTENTS.map((intent) => ({
    path: "/admin/payments",
    fields: { intent, userId: applicationId, paymentMethodId: applicationId, type: "bank" },
  }));
  // Admin Settings acts on the signed-in admin's own account only.
  const settings = SETTINGS_INTENTS.map((intent) => ({ path: "/admin/settings", fields: { intent } }));
  // The plan's terms (issue 22).
  const planTerms = {
    path: "/admin/applications",
    fields: {
      intent: "plan-terms",
      applicationId,
      termMonths: "24",
      monthlyDeposit: "1",
      firstDepositDate: "2030-01-01",
      revision: "1",
    },
  };
  // The money pages (issue 23): a refund's step, an adjustment, a returned deposit recorded, a new
  // monthly deposit, a debt moved up the settlement order; a deposit received, a retry (issue 45).
  const money = [
    { path: "/admin/money", fields: { intent: "refund-step", refundId: applicationId, step: "mark-sent" } },
    {
      path: `/admin/money/${NO_SUCH_ACCOUNT}`,
      fields: { intent: "post-adjustment", amount: "25.00", reason: "Forged" },
    },
    {
      path: `/admin/money/${NO_SUCH_ACCOUNT}`,
      fields: { intent: "record-return", depositId: applicationId, code: "R01" },
    },
    // Issue 45's deposit operations: a deposit recorded received, a retry of a returned one.
    {
      path: `/admin/money/${NO_SUCH_ACCOUNT}`,
      fields: { intent: "record-received", depositId: applicationId, reference: "FORGED-1" },
    },
    {
      path: `/admin/money/${NO_SUCH_ACCOUNT}`,
      fields: { intent: "schedule-retry", depositId: applicationId, retryOn: "2030-01-02" },
    },
    {
      path: `/admin/money/${NO_SUCH_ACCOUNT}`,
      fields: { intent: "reschedule-deposits", monthlyDeposit: "1.00", from: "2030-01-01" },
    },
    {
      path: `/admin/money/${NO_SUCH_ACCOUNT}`,
      fields: { intent: "settlement-order", debtId: applicationId },
    },
  ];
  // A debt's negotiation (issue 24): a stage, a removal, an offer recorded, withdrawn, confirmed.
  const negotiation = [
    { intent: "stage", change: "start-saving", version: "1" },
    { intent: "remove-debt", reason: "Forged", version: "1" },
    { intent: "record-offer", amount: "1.00", version: "1" },
    { intent: "withdraw-offer", offerId: applicationId, version: "1" },
    { intent: "confirm-offer", offerId: applicationId, version: "1" },
  ].map((fields) => ({ path: `/admin/negotiations/${NO_SUCH_ACCOUNT}`, fields }));
  // A conversation (issue 25): an answer, an assignment, done and reopened.
  const conversation = [
    { intent: "reply", body: "Forged" },
    { intent: "assign", version: "1" },
    { intent: "unassign", version: "1" },
    { intent: "mark-done", version: "1" },
    { intent: "reopen", version: "1" },
  ].map((fields) => ({ path: `/admin/messages/${NO_SUCH_ACCOUNT}`, fields }));
  // The demonstration's clock (issue 45): refused before its 404, as every admin action.
  const demo = { path: "/admin/demo", fields: { intent: "advance", days: "30" } };
  return [
    ...lifecycle,
    ...debtAccounts,
    mailbox,
    ...paymentMethods,
    ...settings,
    planTerms,
    ...money,
    ...negotiation,
    ...conversation,
    demo,
  ];
}
