import type { RouterContextProvider } from "react-router";
import { contractCompany } from "#app/config/company.ts";
import { AGREEMENT_MESSAGES, sameName } from "#app/domain/enrollment/agreement.ts";
import { SIGNING_FORM_MESSAGES, signingForm } from "#app/domain/enrollment/signing-form.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { LEAVE_MESSAGES } from "#app/domain/ledger/program-exit.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import { signAgreement } from "#app/server/models/enrollment/agreement.server.ts";
import { findPlansForCustomer } from "#app/server/models/enrollment/customer-reads.server.ts";
import { leaveProgram } from "#app/server/models/ledger/leave-program.server.ts";
import {
  giveDraftAccountAction,
  replaceDraftAccountAction,
  revokeAuthorizationAction,
} from "./bank-account-actions.server.ts";
import { approveOfferAction, declineOfferAction } from "./program-offer-actions.server.ts";
import { aboutSubject, byIntent, reply } from "./room.server.ts";

// My Program's forms: the signature (issue 22), leaving the program (issue 23), and the answers
// to a creditor's offer (issue 24, program-offer-actions.server.ts). For the
// signature the typed name must be the application's (case and spaces aside), the consent box
// ticked, and the plan still at the revision the page showed; the server decides all of it again
// (the browser is never trusted).

type Context = Readonly<RouterContextProvider>;

const INTENT = "sign-agreement";
const FAILED = "Your agreement was not signed.";

async function sign(request: Request, context: Context, user: SessionUser, form: FormData) {
  const { db, clock, cipher, env, documentSigner } = getServices(context);
  const submission = parseSubmission(signingForm, form);
  const { values } = submission;
  if (!submission.ok) {
    return reply({ ...refusedReply(INTENT, submission), message: FAILED }, 400);
  }
  const applicationId = String(form.get("applicationId") ?? "");
  const plans = isApplicationId(applicationId) ? await findPlansForCustomer(db, user.id) : [];
  const plan = plans.find((candidate) => candidate.applicationId === applicationId);
  // Another customer's application, or none: exactly like one that does not exist.
  if (!plan)
    return reply(
      { intent: INTENT, ok: false, message: FAILED, formMessage: AGREEMENT_MESSAGES.notOpen },
      404,
    );
  if (!sameName(submission.data.typedName, plan.firstName, plan.lastName)) {
    return reply(
      {
        intent: INTENT,
        ok: false,
        message: FAILED,
        fieldErrors: { typedName: SIGNING_FORM_MESSAGES.nameMismatch },
        values,
      },
      400,
    );
  }
  try {
    const result = await signAgreement(db, {
      applicationId,
      caller: { id: user.id, email: user.email, role: "customer" },
      seenRevision: submission.data.revision,
      now: clock.now(),
      typedName: submission.data.typedName,
      clientAddress: getRequestInfo(context).clientAddress,
      userAgent: request.headers.get("user-agent"),
      timeZone: user.timeZone,
      cipher,
      company: contractCompany(env.company, env.site),
      signer: await documentSigner(),
      notice: { site: env.site, programUrl: `${env.publicUrl}/dashboard/program` },
    });
    if (result.kind === "changed")
      return reply({ intent: INTENT, ok: true, message: AGREEMENT_MESSAGES.signed });
    if (result.kind === "not-found") {
      return reply(
        { intent: INTENT, ok: false, message: FAILED, formMessage: AGREEMENT_MESSAGES.notOpen },
        404,
      );
    }
    if (result.kind === "unavailable") {
      return reply(
        { intent: INTENT, ok: false, message: FAILED, formMessage: AGREEMENT_MESSAGES.unavailable, values },
        503,
      );
    }
    return reply({ intent: INTENT, ok: false, message: FAILED, formMessage: result.reason, values }, 409);
  } catch (error) {
    logFailure("signing an agreement failed", error, { applicationId });
    return reply(
      { intent: INTENT, ok: false, message: FAILED, formMessage: AGREEMENT_MESSAGES.failed, values },
      500,
    );
  }
}

const LEAVE = "leave-program";

/** Leaving the program (issue 23): the customer's own open account, or it looks absent. */
async function leave(context: Context, user: SessionUser, form: FormData) {
  const { db, clock, env } = getServices(context);
  const accountId = String(form.get("accountId") ?? "");
  try {
    const result = await leaveProgram(db, {
      accountId,
      caller: { id: user.id, email: user.email, role: "customer" },
      env,
      now: clock.now(),
    });
    if (result.kind === "left") return reply({ intent: LEAVE, ok: true, message: LEAVE_MESSAGES.done });
    if (result.kind === "not-found") {
      return reply(
        { intent: LEAVE, ok: false, message: LEAVE_MESSAGES.failed, formMessage: LEAVE_MESSAGES.notFound },
        404,
      );
    }
    return reply({ intent: LEAVE, ok: false, message: result.reason }, 409);
  } catch (error) {
    logFailure("leaving the program failed", error, { accountId });
    return reply({ intent: LEAVE, ok: false, message: LEAVE_MESSAGES.failed }, 500);
  }
}

/**
 * A form of which the page shows one per plan, account or offer: its answer names that one (the
 * hidden field `field`), so a page posted without React shows it on that form only.
 */
function about(field: string, handle: (form: FormData) => Promise<ReturnType<typeof reply>>) {
  return async (form: FormData) => aboutSubject(String(form.get(field) ?? ""), await handle(form));
}

export function programAction(request: Request, context: Context, user: SessionUser) {
  return byIntent(request, {
    [INTENT]: about("applicationId", (form) => sign(request, context, user, form)),
    [LEAVE]: about("accountId", (form) => leave(context, user, form)),
    "approve-offer": about("offerId", (form) => approveOfferAction(request, context, user, form)),
    "decline-offer": about("offerId", (form) => declineOfferAction(context, user, form)),
    "draft-account": about("applicationId", (form) => giveDraftAccountAction(context, user, form)),
    "replace-account": about("applicationId", (form) =>
      replaceDraftAccountAction(request, context, user, form),
    ),
    "revoke-authorization": about("applicationId", (form) => revokeAuthorizationAction(context, user, form)),
  });
}
