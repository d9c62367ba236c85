import { APPLICATION_MESSAGES } from "#app/domain/application/messages.ts";
import type { SubmissionResponse } from "#app/domain/application/submission.ts";
import { z } from "#app/domain/zod.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { readJsonBody } from "#app/server/json-body.server.ts";
import { storeFromWizard } from "#app/server/models/application/store-from-wizard.server.ts";
import type { Route } from "./+types/applications";

// POST /api/applications: the browser wizard's submit. The application is checked and stored
// by `storeFromWizard`, which the posted review page (/apply) uses too.

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
  const outcome = await storeFromWizard(context, { userId: user.id, ...request_.data });
  return reply(outcome.body, outcome.status, outcome.headers);
}
