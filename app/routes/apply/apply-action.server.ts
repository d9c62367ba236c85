import { data, type RouterContextProvider } from "react-router";
import { isoDay } from "#app/domain/application/dates.ts";
import { APPLICATION_MESSAGES as M, refusalMessage, submitFailed } from "#app/domain/application/messages.ts";
import { applicationSteps, firstStepWithError } from "#app/domain/application/schema.ts";
import { clampStep, STEP_COUNT } from "#app/domain/application/steps.ts";
import type { PostedWizard } from "#app/domain/application/wizard/format.ts";
import { moveWizard, readWizardPost } from "#app/domain/application/wizard/moves.ts";
import type { WizardState } from "#app/domain/application/wizard/state.ts";
import { applyContactHeader, clearApplyContact } from "#app/server/apply-contact.server.ts";
import { getServices } from "#app/server/context.server.ts";
import { redirectWithFlash } from "#app/server/flash.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { storeFromWizard } from "#app/server/models/application/store-from-wizard.server.ts";

// What a button of /apply does (docs/decisions/0053), posted by React's fetcher or, without
// JavaScript, as a page: the wizard's one step machine (moveWizard) checks each step with the
// application's schema, and the review is stored by the same function as POST /api/applications.
// The answer is the same for both: a fetcher reads it as data, a posted page renders it.

export type { PostedWizard };

const page = (posted: PostedWizard, status = 200, headers?: HeadersInit) =>
  data({ posted }, headers ? { status, headers } : { status });

/**
 * A visitor shown the review takes step 1's answers to the sign-up form its notice opens (issue
 * 43): a cookie of the server's (apply-contact.server.ts), set only when those answers pass step
 * 1's check. A signed-in applicant needs none.
 */
async function contactForSignUp(
  request: Request,
  context: Readonly<RouterContextProvider>,
  state: WizardState,
  today: string,
  visitor?: boolean,
): Promise<HeadersInit | undefined> {
  if (state.step !== STEP_COUNT || !applicationSteps(today)[0].safeParse(state.values).success)
    return undefined;
  if (!(visitor ?? (await getOptionalUser(request, context)) === null)) return undefined;
  const { secret, env } = getServices(context);
  const { firstName, lastName, email, phone } = state.values;
  const contact = {
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    email: email.trim(),
    phone: phone.trim(),
  };
  return { "Set-Cookie": await applyContactHeader(secret, env.https, contact) };
}

export async function applyWizardAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  start: WizardState,
) {
  const form = await request.formData();
  const { state, intent } = readWizardPost(form, start);
  // The server's own day: an applicant's date of birth is checked against it.
  const today = isoDay(new Date());
  const move = moveWizard(state, intent, today);
  if (move.kind === "page") {
    return page(
      { state: move.state, notice: move.notice, focus: move.focus },
      move.notice ? 422 : 200,
      await contactForSignUp(request, context, move.state, today),
    );
  }

  const user = await getOptionalUser(request, context);
  if (!user) {
    return page(
      { state: move.state, notice: M.signInRequired, needsSignIn: true },
      401,
      await contactForSignUp(request, context, move.state, today, true),
    );
  }
  const outcome = await storeFromWizard(context, {
    userId: user.id,
    submissionId: move.state.submissionId,
    application: move.state.values,
  });
  const { body } = outcome;
  if (body.ok) {
    const { secret, env } = getServices(context);
    // Step 1's answers kept for a sign-up are done with.
    const cleared = await clearApplyContact(secret, env.https, request);
    return redirectWithFlash(
      secret,
      "/apply/success",
      { type: "success", message: M.submitted },
      new Headers(cleared ? { "Set-Cookie": cleared } : {}),
    );
  }
  if (body.reason === "invalid" && body.fieldErrors) {
    const errors = body.fieldErrors;
    const toast = refusalMessage(errors);
    const step = clampStep(firstStepWithError(errors));
    return page(
      {
        state: { ...move.state, errors, step },
        notice: toast === M.stepInvalid ? submitFailed(body.message) : toast,
        focus: "error",
      },
      outcome.status,
    );
  }
  const generic = !body.message || body.message === M.submitFailedGeneric;
  return page(
    { state: move.state, notice: generic ? M.submitFailedGeneric : submitFailed(body.message) },
    outcome.status,
  );
}
