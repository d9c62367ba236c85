import type { RouterContextProvider } from "react-router";
import { APPLICATION_MESSAGES } from "#app/domain/application/messages.ts";
import { applicationSchema } from "#app/domain/application/schema.ts";
import type { SubmissionResponse } from "#app/domain/application/submission.ts";
import { fieldErrors } from "#app/domain/forms.ts";
import { getServices } from "#app/server/context.server.ts";
import { logFailure, logger } from "#app/server/logger.server.ts";
import { submitApplication } from "./submit.server.ts";

// The wizard's submit, whichever way it arrives: as JSON from the browser's wizard
// (POST /api/applications) or as the posted review page (the /apply action, decision 53). The
// whole application is checked again with the wizard's own schema; the owner is the signed-in
// user, the status is always pending, and anything else sent is dropped.

export interface WizardSubmission {
  userId: string;
  submissionId: string;
  application: unknown;
}

/** The answer, its HTTP status, and any header it needs. */
export interface StoredOutcome {
  body: SubmissionResponse;
  status: number;
  headers?: Record<string, string>;
}

export async function storeFromWizard(
  context: Readonly<RouterContextProvider>,
  { userId, submissionId, application }: WizardSubmission,
): Promise<StoredOutcome> {
  const checked = applicationSchema().safeParse(application);
  if (!checked.success) {
    return {
      body: {
        ok: false,
        reason: "invalid",
        message: "Some answers need correcting.",
        fieldErrors: fieldErrors(checked.error),
      },
      status: 422,
    };
  }
  try {
    const { db, env, cipher } = getServices(context);
    const result = await submitApplication(db, cipher, {
      userId,
      submissionId,
      application: checked.data,
      limits: env.limits.applications,
    });
    if (result.kind === "limited") {
      // The wizard shows the message as "Error submitting application: {message}" (spec section 8).
      const { refusal } = result;
      logger.info({ userId, limit: refusal.limit }, "application refused: account at its limit");
      const body = { ok: false, reason: "failed", message: refusal.message } as const;
      return refusal.limit === "per-hour"
        ? { body, status: 429, headers: { "Retry-After": String(refusal.retryAfterSeconds) } }
        : { body, status: 409 };
    }
    if (result.kind === "conflict") {
      const message =
        "This application was already submitted from another account. Please start a new application.";
      return { body: { ok: false, reason: "failed", message }, status: 409 };
    }
    logger.info({ applicationId: result.id, repeated: result.kind === "repeated" }, "application submitted");
    return { body: { ok: true, applicationId: result.id }, status: result.kind === "created" ? 201 : 200 };
  } catch (error) {
    logFailure("storing an application failed", error, { userId });
    return {
      body: { ok: false, reason: "failed", message: APPLICATION_MESSAGES.submitFailedGeneric },
      status: 500,
    };
  }
}
