import { type FormEvent, useEffect, useReducer, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { APPLICATION_MESSAGES as M } from "#app/domain/application/messages.ts";
import { STEP_COUNT } from "#app/domain/application/steps.ts";
import {
  intentValue,
  serializeWizard,
  WIZARD_INTENT_FIELD,
  WIZARD_STATE_FIELD,
  type WizardFocus,
  type WizardReply,
} from "#app/domain/application/wizard/format.ts";
import { type WizardState, wizardReducer } from "#app/domain/application/wizard/state.ts";
import { loadDraft, saveDraft } from "./draft-storage.ts";
import { useStepHistory } from "./use-step-history.ts";

/**
 * The wizard in the browser (spec section 4, "Wizard"). What is typed is kept here and in this
 * tab (draft-storage.ts); every button posts the form through one fetcher to the route's action,
 * in the posted pages' own format (docs/decisions/0053), and the server's answer is applied as it
 * comes: the next state, a message as a toast, where the focus goes, a sign-in to ask for. No
 * move is decided here, and nothing is checked before sending: the server checks every step.
 */
export function useApplicationWizard(initial: WizardState) {
  const [state, dispatch] = useReducer(wizardReducer, initial);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [focus, setFocus] = useState<{ target: WizardFocus } | null>(null);
  const fetcher = useFetcher<WizardReply>({ key: "apply-wizard" });
  const restored = useRef(false);
  /** Set as a post leaves, before React shows it: a second click in the same moment sends nothing. */
  const sending = useRef<{ final: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = fetcher.state !== "idle";

  function send(data: FormData) {
    if (sending.current || busy) return;
    data.set(WIZARD_STATE_FIELD, serializeWizard(state));
    const final = state.step === STEP_COUNT && data.get(WIZARD_INTENT_FIELD) === intentValue.continue;
    sending.current = { final };
    // Only a stored application (a redirect to its confirmation, with its flash) reads anything again.
    void fetcher.submit(data, {
      method: "post",
      preventScrollReset: true,
      ...(final ? {} : { defaultShouldRevalidate: false }),
    });
  }

  const history = useStepHistory((step) => {
    const form = formRef.current;
    if (!form || step === state.step) return;
    // Back or Forward to another step's entry: the server opens it, as Edit does.
    const data = new FormData(form);
    data.set(WIZARD_INTENT_FIELD, intentValue.edit(step));
    send(data);
  });

  /** Every button of the form, Enter in a field included: its `intent` and the step's fields, posted. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    send(new FormData(event.currentTarget, submitter));
  }

  // Answers kept in this tab come back after signing in or reloading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restore once, on the first client render
  useEffect(() => {
    const draft = loadDraft(initial);
    if (draft) dispatch({ type: "restore", state: draft });
    history.show(draft?.step ?? initial.step, true);
    // Back on the review after signing in: the SSN, asked at the top, takes the focus (issue 21).
    if (draft?.askSsnOnReview) setFocus({ target: "ssn" });
    restored.current = true;
  }, []);

  useEffect(() => {
    if (restored.current) saveDraft(state);
  }, [state]);

  // The server's answer. A lost send (client-action.ts) changes nothing: the answers stay as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer is applied once, when it arrives
  useEffect(() => {
    const reply = fetcher.data;
    const sent = sending.current;
    if (!reply) return;
    if (!("posted" in reply)) {
      notify("error", sent?.final ? M.submitFailedGeneric : M.sendFailed);
      // Sent for Back or Forward: the address goes back to naming the step still on screen.
      history.show(state.step, true);
      return;
    }
    const { posted } = reply;
    dispatch({ type: "restore", state: posted.state });
    setNeedsSignIn(posted.needsSignIn === true);
    if (posted.notice) notify("error", posted.notice, posted.notice);
    if (posted.focus) setFocus({ target: posted.focus });
    history.show(posted.state.step);
  }, [fetcher.data]);

  // After the answer above (effects run in order), or a post the router gave up (a navigation).
  useEffect(() => {
    if (fetcher.state === "idle") sending.current = null;
  }, [fetcher.state]);

  // Keyboard and screen-reader users follow the change: a new step's heading, the first error,
  // an account added or the one before a removed one, or the SSN asked again.
  useEffect(() => {
    const form = formRef.current;
    if (!focus || !form) return;
    const { target } = focus;
    if (target === "heading") headingRef.current?.focus();
    else if (target === "ssn") {
      const ssn = form.querySelector<HTMLElement>("input[name='ssnLastFour']");
      ssn?.focus();
      ssn?.scrollIntoView({ block: "center" });
    } else if (target === "error") {
      form.querySelector<HTMLElement>("[aria-invalid='true'], [data-invalid]")?.focus();
    } else {
      const index = target.slice("account-".length);
      form.querySelector<HTMLElement>(`[name^='debtAccounts.${index}.']`)?.focus();
    }
  }, [focus]);

  return {
    state,
    dispatch,
    busy,
    /** The review is being sent (the fetcher holds what it sent): its button says so. */
    processing:
      busy &&
      state.step === STEP_COUNT &&
      fetcher.formData?.get(WIZARD_INTENT_FIELD) === intentValue.continue,
    needsSignIn,
    formRef,
    headingRef,
    onSubmit,
  };
}
