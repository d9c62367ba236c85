import type { RouterContextProvider } from "react-router";
import { STATUS_LABELS } from "#app/domain/application/labels.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { byIntent, type IntentHandlers, reply } from "./room.server.ts";

// My Applications' one form: cancel a pending application (spec section 4), for the session's
// user only, whatever the form says; the answer is the toast and the sentence under the button.

type Context = Readonly<RouterContextProvider>;

async function cancel(context: Context, user: SessionUser, form: FormData) {
  const { db, env, clock } = getServices(context);
  const applicationId = String(form.get("applicationId") ?? "");
  const failed = (detail: string, status: number) =>
    reply({ intent: "cancel", ok: false, message: M.failedCancel, formMessage: detail }, status);
  try {
    const result = await changeApplicationStatus(db, {
      applicationId,
      action: "cancel",
      actor: { id: user.id, email: user.email, role: "customer" },
      env,
      now: clock.now(),
    });
    if (result.kind === "changed")
      return reply({ intent: "cancel", ok: true, message: M.applicationCancelled });
    if (result.kind === "not-found") return failed(M.applicationNotFound, 404);
    return failed(
      `This application is ${statusInSentence(result.application.status)} and can no longer be canceled.`,
      409,
    );
  } catch (error) {
    logFailure("canceling an application failed", error, { userId: user.id });
    return failed("Please try again in a moment.", 500);
  }
}

export function applicationsIntents(context: Context, user: SessionUser): IntentHandlers {
  return { cancel: (form) => cancel(context, user, form) };
}

export function applicationsAction(request: Request, context: Context, user: SessionUser) {
  return byIntent(request, applicationsIntents(context, user));
}

/** A status as a sentence says it: the spec's label 'Cancelled' reads "canceled" in US English. */
function statusInSentence(status: keyof typeof STATUS_LABELS): string {
  return status === "cancelled" ? "canceled" : STATUS_LABELS[status].toLowerCase();
}
