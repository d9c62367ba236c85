import type { RouterContextProvider } from "react-router";
import { DRAFT_ACCOUNT_MESSAGES_OF_STATE as M } from "#app/domain/bank-account/authorization.ts";
import { draftAccountForm, replaceAccountForm } from "#app/domain/bank-account/draft-account-form.ts";
import { sameName } from "#app/domain/enrollment/agreement.ts";
import { SIGNING_FORM_MESSAGES } from "#app/domain/enrollment/signing-form.ts";
import { formatDate } from "#app/domain/format.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  type ChangeOptions,
  type DraftAccountResult,
  giveDraftAccount,
  replaceDraftAccount,
  revokeDebitAuthorization,
} from "#app/server/models/bank-account/bank-accounts.server.ts";
import { findPlansForCustomer } from "#app/server/models/enrollment/customer-reads.server.ts";
import { reply } from "./room.server.ts";

// My Program's draft account forms (issue 44; decision 0065): the account given before the
// signature, a new account (with its new authorization) once signed, and the authorization
// revoked. The server checks everything again; a refused form never sends a number back (the
// numbers are the form's secret fields), and nothing here logs a value typed.

type Context = Readonly<RouterContextProvider>;

const FAILED = "Your bank account was not changed.";

/** The version of the draft account the page showed (a change since refuses the form). */
const seenVersion = (form: FormData) => String(form.get("version") ?? "") || null;

function noticeOf(context: Context) {
  const { env } = getServices(context);
  return { site: env.site, programUrl: `${env.publicUrl}/dashboard/program` };
}

function answer(
  intent: "draft-account" | "replace-account" | "revoke-authorization",
  result: DraftAccountResult,
) {
  if (result.kind === "changed") {
    const message =
      intent === "draft-account"
        ? M.given
        : intent === "replace-account"
          ? `${M.replaced} Deposits due before ${formatDate(result.cutoff)} may still be drawn from the account you had.`
          : `Your debit authorization is revoked. No deposits will be drawn on or after ${formatDate(result.cutoff)}.`;
    return reply({ intent, ok: true, message });
  }
  if (result.kind === "not-found")
    return reply({ intent, ok: false, message: FAILED, formMessage: M.notOpen }, 404);
  return reply({ intent, ok: false, message: FAILED, formMessage: result.reason }, 409);
}

type Intent = "draft-account" | "replace-account" | "revoke-authorization";

/** The change for the customer's own application, its answer, and a failure logged by ids alone. */
async function acting(
  context: Context,
  user: SessionUser,
  intent: Intent,
  applicationId: string,
  what: string,
  run: (options: ChangeOptions) => Promise<DraftAccountResult>,
) {
  const { clock, cipher } = getServices(context);
  try {
    const result = await run({
      applicationId,
      caller: { id: user.id, email: user.email },
      cipher,
      notice: noticeOf(context),
      now: clock.now(),
    });
    return answer(intent, result);
  } catch (error) {
    logFailure(`${what} failed`, error, { applicationId });
    return reply({ intent, ok: false, message: FAILED, formMessage: M.failed }, 500);
  }
}

/** The application is the customer's own (another's, or none, looks absent). */
async function ownApplication(context: Context, user: SessionUser, form: FormData) {
  const { db } = getServices(context);
  const applicationId = String(form.get("applicationId") ?? "");
  const plans = await findPlansForCustomer(db, user.id);
  return plans.find((plan) => plan.applicationId === applicationId) ?? null;
}

export async function giveDraftAccountAction(context: Context, user: SessionUser, form: FormData) {
  const intent = "draft-account";
  const submission = parseSubmission(draftAccountForm, form);
  if (!submission.ok) return reply({ ...refusedReply(intent, submission), message: FAILED }, 400);
  const plan = await ownApplication(context, user, form);
  if (!plan) return reply({ intent, ok: false, message: FAILED, formMessage: M.notOpen }, 404);
  const { db } = getServices(context);
  return acting(context, user, intent, plan.applicationId, "giving a draft account", (options) =>
    giveDraftAccount(db, { ...options, account: submission.data }),
  );
}

export async function replaceDraftAccountAction(
  request: Request,
  context: Context,
  user: SessionUser,
  form: FormData,
) {
  const intent = "replace-account";
  const submission = parseSubmission(replaceAccountForm, form);
  if (!submission.ok) return reply({ ...refusedReply(intent, submission), message: FAILED }, 400);
  const plan = await ownApplication(context, user, form);
  if (!plan) return reply({ intent, ok: false, message: FAILED, formMessage: M.notOpen }, 404);
  if (!sameName(submission.data.typedName, plan.firstName, plan.lastName)) {
    return reply(
      {
        intent,
        ok: false,
        message: FAILED,
        fieldErrors: { typedName: SIGNING_FORM_MESSAGES.nameMismatch },
        values: submission.values,
      },
      400,
    );
  }
  const { db } = getServices(context);
  const { typedName, ...account } = submission.data;
  const signature = {
    typedName,
    clientAddress: getRequestInfo(context).clientAddress,
    userAgent: request.headers.get("user-agent"),
    timeZone: user.timeZone,
  };
  return acting(context, user, intent, plan.applicationId, "replacing a draft account", (options) =>
    replaceDraftAccount(db, { ...options, seenVersion: seenVersion(form), account, signature }),
  );
}

export async function revokeAuthorizationAction(context: Context, user: SessionUser, form: FormData) {
  const intent = "revoke-authorization";
  const plan = await ownApplication(context, user, form);
  if (!plan) return reply({ intent, ok: false, message: FAILED, formMessage: M.notOpen }, 404);
  const { db } = getServices(context);
  return acting(context, user, intent, plan.applicationId, "revoking a debit authorization", (options) =>
    revokeDebitAuthorization(db, { ...options, seenVersion: seenVersion(form) }),
  );
}
