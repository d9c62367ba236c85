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
  const { db, clock, cipher } = getServices(context);
  try {
    const result = await giveDraftAccount(db, {
      applicationId: plan.applicationId,
      caller: { id: user.id, email: user.email },
      cipher,
      notice: noticeOf(context),
      now: clock.now(),
      account: submission.data,
    });
    return answer(intent, result);
  } catch (error) {
    logFailure("giving a draft account failed", error, { applicationId: plan.applicationId });
    return reply({ intent, ok: false, message: FAILED, formMessage: M.failed }, 500);
  }
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
  const { db, clock, cipher } = getServices(context);
  try {
    const { typedName, ...account } = submission.data;
    const result = await replaceDraftAccount(db, {
      applicationId: plan.applicationId,
      caller: { id: user.id, email: user.email },
      cipher,
      notice: noticeOf(context),
      now: clock.now(),
      seenVersion: String(form.get("version") ?? "") || null,
      account,
      signature: {
        typedName,
        clientAddress: getRequestInfo(context).clientAddress,
        userAgent: request.headers.get("user-agent"),
        timeZone: user.timeZone,
      },
    });
    return answer(intent, result);
  } catch (error) {
    logFailure("replacing a draft account failed", error, { applicationId: plan.applicationId });
    return reply({ intent, ok: false, message: FAILED, formMessage: M.failed }, 500);
  }
}

export async function revokeAuthorizationAction(context: Context, user: SessionUser, form: FormData) {
  const intent = "revoke-authorization";
  const plan = await ownApplication(context, user, form);
  if (!plan) return reply({ intent, ok: false, message: FAILED, formMessage: M.notOpen }, 404);
  const { db, clock, cipher } = getServices(context);
  try {
    const result = await revokeDebitAuthorization(db, {
      applicationId: plan.applicationId,
      caller: { id: user.id, email: user.email },
      cipher,
      notice: noticeOf(context),
      now: clock.now(),
      seenVersion: String(form.get("version") ?? "") || null,
    });
    return answer(intent, result);
  } catch (error) {
    logFailure("revoking a debit authorization failed", error, { applicationId: plan.applicationId });
    return reply({ intent, ok: false, message: FAILED, formMessage: M.failed }, 500);
  }
}
