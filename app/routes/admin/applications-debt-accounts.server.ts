import { data, type RouterContextProvider } from "react-router";
import { DEBT_ACCOUNT_TOASTS as T } from "#app/domain/admin/debt-accounts.ts";
import { DEBT_ACCOUNT_REFUSALS as R } from "#app/domain/debt-account/editing.ts";
import {
  type DebtAccountIntent,
  type DebtAccountReply,
  debtAccountEditForm,
} from "#app/domain/debt-account/form.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  type DebtAccountChangeResult,
  deleteDebtAccount,
  updateDebtAccount,
} from "#app/server/models/debt-account/admin-changes.server.ts";

// The expanded application row's debt-account POSTs (issue 10), called by the Applications
// Management action after `requireAdmin` for the intents "update-debt-account" and
// "delete-debt-account". The form names the application, the account and the application's
// version the page showed; the account's fields are checked with the wizard's rules again here
// (the browser is never trusted), and the model re-reads everything before it changes a thing.
// Each answer carries the spec's toast in `message` and, when refused, why in `formMessage`.

type Context = Readonly<RouterContextProvider>;

const SUCCESS: Record<DebtAccountIntent, string> = {
  "update-debt-account": T.updated,
  "delete-debt-account": T.deleted,
};

const FAILURE: Record<DebtAccountIntent, string> = {
  "update-debt-account": T.failedUpdate,
  "delete-debt-account": T.failedDelete,
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function reply(body: DebtAccountReply, status: number) {
  return data(body, { status });
}

type Values = DebtAccountReply["values"];

function answer(
  intent: DebtAccountIntent,
  debtAccountId: string,
  result: DebtAccountChangeResult,
  values: Values,
) {
  if (result.kind === "changed")
    return reply({ intent, debtAccountId, ok: true, message: SUCCESS[intent] }, 200);
  return reply(
    {
      intent,
      debtAccountId,
      ok: false,
      message: FAILURE[intent],
      formMessage: result.reason,
      // A refused edit is shown as it was sent.
      ...(values ? { values } : {}),
    },
    result.kind === "not-found" ? 404 : 409,
  );
}

export async function debtAccountAction(
  context: Context,
  admin: SessionUser,
  intent: DebtAccountIntent,
  form: FormData,
) {
  const { db } = getServices(context);
  const applicationId = text(form, "applicationId");
  const debtAccountId = text(form, "debtAccountId");
  const target = {
    applicationId,
    debtAccountId,
    seenVersion: text(form, "version"),
    actor: { id: admin.id, email: admin.email },
  };
  const submission = intent === "update-debt-account" ? parseSubmission(debtAccountEditForm, form) : null;
  if (submission && !submission.ok) {
    return reply(
      {
        ...refusedReply(intent, submission),
        debtAccountId,
        message: FAILURE[intent],
        formMessage: R.fieldsRefused,
      },
      400,
    );
  }
  try {
    const result = submission
      ? await updateDebtAccount(db, { ...target, values: submission.data })
      : await deleteDebtAccount(db, target);
    return answer(intent, debtAccountId, result, submission?.values);
  } catch (error) {
    // The ids reached the database, so they are well-formed ids, not free text.
    logFailure(`${intent} failed`, error, { adminId: admin.id, applicationId, debtAccountId });
    return reply(
      {
        intent,
        debtAccountId,
        ok: false,
        message: FAILURE[intent],
        formMessage: R.failed,
        ...(submission ? { values: submission.values } : {}),
      },
      500,
    );
  }
}
