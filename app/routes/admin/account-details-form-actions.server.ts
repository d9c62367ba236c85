import { data, type RouterContextProvider } from "react-router";
import {
  type AccountDetailsReply,
  accountDetailsForm,
  ACCOUNT_DETAILS_FAILURE as FAILURE,
  isAccountDetailsIntent,
  ACCOUNT_DETAILS_REFUSALS as R,
  ACCOUNT_DETAILS_SUCCESS as SUCCESS,
} from "#app/domain/account-details-form/form.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { changeAccountDetailsForm } from "#app/server/models/account-details-form/admin-changes.server.ts";

// The editor's POSTs (form field `intent`: "save" or "complete"), called after `requireAdmin`.
// The form's fields are checked with the wizard's rules again here (the browser is never
// trusted) and the model re-reads the form before it changes a thing. Each answer carries the
// spec's toast in `message` and, when refused, why in `formMessage`. A refusal because someone
// else changed the form sends no values back: the page shows the current ones, read again.

type Context = Readonly<RouterContextProvider>;

function reply(body: AccountDetailsReply, status: number) {
  return data(body, { status });
}

export async function accountDetailsAction(
  context: Context,
  admin: SessionUser,
  formId: string,
  form: FormData,
) {
  const intent = form.get("intent");
  if (!isAccountDetailsIntent(intent)) throw new Response("Unknown request", { status: 400 });
  const { db, env } = getServices(context);
  const submission = parseSubmission(accountDetailsForm, form);
  if (!submission.ok) {
    return reply(
      { ...refusedReply(intent, submission), message: FAILURE[intent], formMessage: R.fieldsRefused },
      400,
    );
  }
  const version = form.get("version");
  try {
    const result = await changeAccountDetailsForm(db, {
      formId,
      intent,
      actor: { id: admin.id, email: admin.email },
      seenVersion: typeof version === "string" ? version : "",
      values: submission.data,
      env,
    });
    if (result.kind === "changed") return reply({ intent, ok: true, message: SUCCESS[intent] }, 200);
    return reply(
      { intent, ok: false, message: FAILURE[intent], formMessage: result.reason },
      result.kind === "not-found" ? 404 : 409,
    );
  } catch (error) {
    logFailure(`account details ${intent} failed`, error, { adminId: admin.id, formId });
    return reply(
      { intent, ok: false, message: FAILURE[intent], formMessage: R.failed, values: submission.values },
      500,
    );
  }
}
