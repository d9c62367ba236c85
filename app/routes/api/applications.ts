import { APPLICATION_MESSAGES } from "#app/domain/application/messages.ts";
import { applicationSchema } from "#app/domain/application/schema.ts";
import type { SubmissionResponse } from "#app/domain/application/submission.ts";
import { fieldErrors } from "#app/domain/forms.ts";
import { z } from "#app/domain/zod.ts";
import { getServices } from "#app/server/context.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { readJsonBody } from "#app/server/json-body.server.ts";
import { logFailure, logger } from "#app/server/logger.server.ts";
import { submitApplication } from "#app/server/models/application/submit.server.ts";
import type { Route } from "./+types/applications";

// POST /api/applications: the wizard's submit. The whole application is checked again
// here with the wizard's own schema; the owner comes from the session, the status is
// always pending, and anything else the browser adds is dropped.

/**
 * 50 debt accounts with every field at its longest fit in well under this (55,530 bytes);
 * the server refuses a larger body before this route runs (server/request-body.ts).
 */
const MAX_BODY_BYTES = 128 * 1024;

const envelope = z.object({ submissionId: z.uuid(), application: z.record(z.string(), z.unknown()) });

function reply(body: SubmissionResponse, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

const failed = (message: string, status: number) => reply({ ok: false, reason: "failed", message }, status);

export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const user = await getOptionalUser(request, context);
  if (!user) {
    return reply({ ok: false, reason: "sign-in", message: APPLICATION_MESSAGES.signInRequired }, 401);
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return failed(
      body.status === 413 ? "The application is too large." : "The request could not be read.",
      body.status,
    );
  }
  const request_ = envelope.safeParse(body.value);
  if (!request_.success) return failed("The request could not be read.", 400);
  const checked = applicationSchema().safeParse(request_.data.application);
  if (!checked.success) {
    return reply(
      {
        ok: false,
        reason: "invalid",
        message: "Some answers need correcting.",
        fieldErrors: fieldErrors(checked.error),
      },
      422,
    );
  }
  try {
    const { db, env, cipher } = getServices(context);
    const result = await submitApplication(db, cipher, {
      userId: user.id,
      submissionId: request_.data.submissionId,
      application: checked.data,
      limits: env.limits.applications,
    });
    if (result.kind === "limited") {
      // The wizard shows the message as "Error submitting application: {message}" (spec section 8).
      const { refusal } = result;
      logger.info({ userId: user.id, limit: refusal.limit }, "application refused: account at its limit");
      const body = { ok: false, reason: "failed", message: refusal.message } as const;
      return refusal.limit === "per-hour"
        ? reply(body, 429, { "Retry-After": String(refusal.retryAfterSeconds) })
        : reply(body, 409);
    }
    if (result.kind === "conflict") {
      return failed(
        "This application was already submitted from another account. Please start a new application.",
        409,
      );
    }
    logger.info({ applicationId: result.id, repeated: result.kind === "repeated" }, "application submitted");
    return reply({ ok: true, applicationId: result.id }, result.kind === "created" ? 201 : 200);
  } catch (error) {
    logFailure("storing an application failed", error, { userId: user.id });
    return reply({ ok: false, reason: "failed", message: APPLICATION_MESSAGES.submitFailedGeneric }, 500);
  }
}
