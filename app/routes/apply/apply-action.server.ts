import { data, type RouterContextProvider } from "react-router";
import { moveWizard, readWizardPost, type WizardFocus } from "#app/components/apply/wizard-post.ts";
import type { WizardState } from "#app/components/apply/wizard-state.ts";
import { isoDay } from "#app/domain/application/dates.ts";
import { APPLICATION_MESSAGES as M, refusalMessage, submitFailed } from "#app/domain/application/messages.ts";
import { firstStepWithError } from "#app/domain/application/schema.ts";
import { clampStep } from "#app/domain/application/steps.ts";
import { getServices } from "#app/server/context.server.ts";
import { redirectWithFlash } from "#app/server/flash.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { storeFromWizard } from "#app/server/models/application/store-from-wizard.server.ts";

// The wizard as posted pages (docs/decisions/0053): what a button of /apply does when the
// browser runs no script. Each step is checked by the server with the browser wizard's own
// schema; the review is stored by the same function as POST /api/applications.

/** What the page shows after a post: the wizard's state, and the message the browser would toast. */
export interface PostedWizard {
  state: WizardState;
  notice?: string | undefined;
  /** The review was sent by a visitor who is not signed in. */
  needsSignIn?: boolean;
  /** Sent by the page's own script, which keeps the answers in the tab (decision 54). */
  scripted?: boolean;
  /** Where the page's own script puts the focus. */
  focus?: WizardFocus | undefined;
}

const page = (posted: PostedWizard, status = 200) => data({ posted }, { status });

export async function applyWizardAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  start: WizardState,
) {
  const form = await request.formData();
  const { state, intent, scripted } = readWizardPost(form, start);
  // The server's own day; the browser's wizard uses the applicant's (a day's difference at most).
  const move = moveWizard(state, intent, isoDay(new Date()));
  if (move.kind === "page") {
    return page(
      { state: move.state, notice: move.notice, scripted, focus: move.focus },
      move.notice ? 422 : 200,
    );
  }

  const user = await getOptionalUser(request, context);
  if (!user) return page({ state: move.state, notice: M.signInRequired, needsSignIn: true, scripted }, 401);
  const outcome = await storeFromWizard(context, {
    userId: user.id,
    submissionId: move.state.submissionId,
    application: move.state.values,
  });
  const { body } = outcome;
  if (body.ok) {
    return redirectWithFlash(getServices(context).secret, "/apply/success", {
      type: "success",
      message: M.submitted,
    });
  }
  if (body.reason === "invalid" && body.fieldErrors) {
    const errors = body.fieldErrors;
    const toast = refusalMessage(errors);
    const step = clampStep(firstStepWithError(errors));
    return page(
      {
        state: { ...move.state, errors, step },
        notice: toast === M.stepInvalid ? submitFailed(body.message) : toast,
        scripted,
        focus: "error",
      },
      outcome.status,
    );
  }
  const generic = !body.message || body.message === M.submitFailedGeneric;
  return page(
    { state: move.state, notice: generic ? M.submitFailedGeneric : submitFailed(body.message), scripted },
    outcome.status,
  );
}
