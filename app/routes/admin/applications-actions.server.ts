import { data, type RouterContextProvider } from "react-router";
import type { ApplicationsActionData } from "#app/domain/admin/application-views.ts";
import { declineForm } from "#app/domain/application/decline-form.ts";
import type { DeclineDetails } from "#app/domain/application/decline-rules.ts";
import {
  ACTION_FAILURE,
  ACTION_SUCCESS,
  LIFECYCLE_ACTIONS,
  type LifecycleAction,
} from "#app/domain/application/lifecycle.ts";
import { parseSubmission } from "#app/domain/forms.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";

// Applications Management's POSTs (form field `intent`). Each names the application and the
// version the admin saw; the life cycle decides again on the server, whatever the page offered.

type Context = Readonly<RouterContextProvider>;

const WITHOUT_VERSION =
  "This request did not say which state of the application it was made on. Reload the page to see its current state, then try again.";

const DECLINE_REFUSED = "The application was not declined: say why first.";

/** When the approval e-mail was not queued (it had been sent before): the spec's other success. */
const APPROVED_WITHOUT_EMAIL = "Application approved successfully";

function reply(body: ApplicationsActionData, status = 200) {
  return data(body, { status });
}

const isLifecycleAction = (value: unknown): value is LifecycleAction =>
  typeof value === "string" && (LIFECYCLE_ACTIONS as readonly string[]).includes(value);

export async function lifecycleAction(context: Context, admin: SessionUser, form: FormData) {
  const { db, env, clock } = getServices(context);
  const action = form.get("action");
  const applicationId = String(form.get("applicationId") ?? "");
  if (!isLifecycleAction(action)) throw new Response("Unknown action", { status: 400 });
  const refused = (formMessage: string, status: number) =>
    reply(
      { intent: "lifecycle", ok: false, message: ACTION_FAILURE[action], formMessage, applicationId },
      status,
    );
  // A decision is made on the state the admin saw: without its version there is nothing to check
  // it against, and it is refused like a stale one (issue 20), as every other edit is.
  const seenVersion = String(form.get("version") ?? "");
  if (!seenVersion) return refused(WITHOUT_VERSION, 409);
  // Decline App needs its reason from the short list (issue 21): the customer is told it.
  let decline: DeclineDetails | undefined;
  if (action === "decline") {
    const submission = parseSubmission(declineForm, form);
    if (!submission.ok) {
      return reply(
        {
          intent: "lifecycle",
          ok: false,
          message: ACTION_FAILURE[action],
          formMessage: DECLINE_REFUSED,
          fieldErrors: submission.fieldErrors,
          values: submission.values,
          applicationId,
        },
        400,
      );
    }
    decline = submission.data;
  }
  try {
    const result = await changeApplicationStatus(db, {
      applicationId,
      action,
      actor: { id: admin.id, email: admin.email, role: "admin" },
      seenVersion,
      decline,
      env,
      now: clock.now(),
    });
    if (result.kind === "not-found") return refused("This application no longer exists.", 404);
    if (result.kind === "refused") return refused(result.reason, 409);
    const message =
      action === "approve" && !result.emailQueued ? APPROVED_WITHOUT_EMAIL : ACTION_SUCCESS[action];
    return reply({ intent: "lifecycle", ok: true, message, applicationId });
  } catch (error) {
    logFailure("an application's status change failed", error, { action, applicationId });
    return refused("Nothing was changed. Please try again in a moment.", 500);
  }
}
