import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { isoDay } from "#app/domain/application/dates.ts";
import { APPLICATION_MESSAGES as M, refusalMessage, submitFailed } from "#app/domain/application/messages.ts";
import { applicationSchema, applicationSteps, firstStepWithError } from "#app/domain/application/schema.ts";
import { STEP_COUNT } from "#app/domain/application/steps.ts";
import { fieldErrors } from "#app/domain/forms.ts";
import { clearDraft, loadDraft, saveDraft } from "./draft-storage.ts";
import { submitApplication } from "./submit-application.ts";
import { type WizardState, wizardReducer } from "./wizard-state.ts";

/**
 * The wizard's behaviour (spec section 4, "Wizard"): forward only when the step validates,
 * back freely, submit from the last step once, and keep the answers in this tab.
 */
export function useApplicationWizard(initial: WizardState) {
  const [state, dispatch] = useReducer(wizardReducer, initial);
  const [submitting, setSubmitting] = useState(false);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [focus, setFocus] = useState<{ target: "heading" | "error" | "ssn" } | null>(null);
  const inFlight = useRef(false);
  const restored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();

  // Answers kept in this tab come back after signing in or reloading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restore once, on the first client render
  useEffect(() => {
    const draft = loadDraft(initial);
    if (draft) dispatch({ type: "restore", state: draft });
    // Back on the review after signing in: the SSN, asked at the top, takes the focus (issue 21).
    if (draft?.askSsnOnReview) setFocus({ target: "ssn" });
    restored.current = true;
  }, []);

  useEffect(() => {
    if (restored.current) saveDraft(state);
  }, [state]);

  // Keyboard and screen-reader users follow the change: a new step's heading, or the first error.
  useEffect(() => {
    if (!focus) return;
    if (focus.target === "heading") headingRef.current?.focus();
    else if (focus.target === "ssn") {
      const ssn = formRef.current?.querySelector<HTMLElement>("input[name='ssnLastFour']");
      ssn?.focus();
      ssn?.scrollIntoView({ block: "center" });
    } else formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-invalid]")?.focus();
  }, [focus]);

  const goTo = useCallback((step: number) => {
    dispatch({ type: "goTo", step });
    setFocus({ target: "heading" });
  }, []);

  const fail = useCallback((errors: Record<string, string>, step: number | undefined, toast: string) => {
    dispatch({ type: "fail", errors, step });
    notify("error", toast, toast);
    setFocus({ target: "error" });
  }, []);

  async function submit() {
    if (inFlight.current) return;
    const checked = applicationSchema(isoDay(new Date())).safeParse(state.values);
    if (!checked.success) {
      const errors = fieldErrors(checked.error);
      // The SSN asked again sits at the top of the review: its error keeps the applicant there.
      const { ssnLastFour: _asked, ...elsewhere } = errors;
      const step = firstStepWithError(state.askSsnOnReview ? elsewhere : errors);
      fail(errors, step, refusalMessage(errors));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    const result = await submitApplication(state.submissionId, state.values);
    if (result.ok) {
      clearDraft();
      notify("success", M.submitted);
      navigate("/apply/success");
      return;
    }
    inFlight.current = false;
    setSubmitting(false);
    if (result.reason === "sign-in") {
      setNeedsSignIn(true);
      notify("error", M.signInRequired);
    } else if (result.reason === "invalid" && result.fieldErrors) {
      const toast = refusalMessage(result.fieldErrors);
      fail(
        result.fieldErrors,
        firstStepWithError(result.fieldErrors),
        toast === M.stepInvalid ? submitFailed(result.message) : toast,
      );
    } else {
      const generic = !result.message || result.message === M.submitFailedGeneric;
      notify("error", generic ? M.submitFailedGeneric : submitFailed(result.message));
    }
  }

  function onContinue(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step === STEP_COUNT) {
      void submit();
      return;
    }
    const checked = applicationSteps(isoDay(new Date()))[state.step - 1]?.safeParse(state.values);
    if (checked && !checked.success) {
      fail(fieldErrors(checked.error), undefined, M.stepInvalid);
      return;
    }
    goTo(state.step + 1);
  }

  return {
    state,
    dispatch,
    submitting,
    needsSignIn,
    formRef,
    headingRef,
    onContinue,
    goTo,
    onPrevious: () => goTo(state.step - 1),
  };
}
