import type { Dispatch } from "react";
import { devLinksNonce, useNonce } from "#app/components/nonce.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { STEP_COUNT, STEP_TITLES } from "#app/domain/application/steps.ts";
import { SecureNotice } from "./secure-notice.tsx";
import { SignInNotice } from "./sign-in-notice.tsx";
import type { StepProps } from "./step-props.ts";
import { AdditionalDetailsStep } from "./steps/additional-details.tsx";
import { BasicInformationStep } from "./steps/basic-information.tsx";
import { CreditScoreStep } from "./steps/credit-score.tsx";
import { DebtAccountsStep } from "./steps/debt-accounts.tsx";
import { DebtSelectionStep } from "./steps/debt-selection.tsx";
import { FinancialInformationStep } from "./steps/financial-information.tsx";
import { ReviewStep } from "./steps/review.tsx";
import { useApplicationWizard } from "./use-application-wizard.ts";
import {
  intentValue,
  serializeWizard,
  WIZARD_INTENT_FIELD,
  WIZARD_STATE_FIELD,
  type WizardFocus,
} from "./wizard-post.ts";
import { WizardProgress } from "./wizard-progress.tsx";
import type { WizardAction, WizardState } from "./wizard-state.ts";

const FIELDS_ID = "apply-wizard-fields";
/** Submit Application while the application is sent (spec section 4). */
export const PROCESSING_LABEL = "Processing...";

/**
 * Run as the page is read, when the browser runs scripts: the fields wait for React, so nothing
 * typed before it starts is lost. Without scripts the fields stay usable and the form posts.
 */
const WAIT_FOR_REACT = `document.getElementById("${FIELDS_ID}").disabled=true`;

interface ApplicationWizardProps {
  initial: WizardState;
  signedIn: boolean;
  /** "credit cards" when the visitor came from that home-page category tab. */
  categoryName?: string | undefined;
  /**
   * The answer to a post without React (docs/decisions/0053): its message, a refused review, and
   * whether the page's own script sent it (it keeps the answers in the tab).
   */
  posted?:
    | {
        notice?: string | undefined;
        needsSignIn: boolean;
        scripted: boolean;
        focus?: WizardFocus | undefined;
      }
    | undefined;
  /**
   * Sent without React, with the page's own script (decision 54): the fields are not held for
   * React, and the form is marked for the script.
   */
  ownScript?: boolean;
}

/** The seven-step application (spec section 2, "Application wizard"). */
export function ApplicationWizard({
  initial,
  signedIn,
  categoryName,
  posted,
  ownScript = false,
}: ApplicationWizardProps) {
  const hydrated = useHydrated();
  // In development React compares the nonce on hydration; the client reads it from the page.
  const nonce = useNonce() ?? devLinksNonce();
  const wizard = useApplicationWizard(initial);
  const { state, submitting } = wizard;
  // Edit buttons on the review move focus to the step they open, like Previous does.
  const dispatch: Dispatch<WizardAction> = (action) =>
    action.type === "goTo" ? wizard.goTo(action.step) : wizard.dispatch(action);
  const props: StepProps = { values: state.values, errors: state.errors, dispatch };
  const last = state.step === STEP_COUNT;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <form
        ref={wizard.formRef}
        method="post"
        noValidate
        onSubmit={wizard.onContinue}
        aria-labelledby="wizard-step-heading"
        data-apply-form={ownScript ? "" : undefined}
        data-posted={posted ? "" : undefined}
        data-focus={posted?.scripted ? posted.focus : undefined}
      >
        {/*
          Disabled while a submit is in flight, and, when the browser runs scripts, until React
          runs the wizard (WAIT_FOR_REACT below; the server's HTML leaves it enabled for a
          browser without them).
        */}
        <fieldset
          id={FIELDS_ID}
          disabled={(typeof document !== "undefined" && !hydrated) || submitting}
          className="min-w-0 space-y-6"
        >
          {/* The default button: Enter in a field continues, whichever buttons come first. */}
          <button
            type="submit"
            name={WIZARD_INTENT_FIELD}
            value={intentValue.continue}
            hidden
            tabIndex={-1}
          />
          {/* The answers, for a post without React; once React runs the wizard, it holds them. */}
          {hydrated ? null : <input type="hidden" name={WIZARD_STATE_FIELD} value={serializeWizard(state)} />}
          <WizardProgress step={state.step} />
          <h2
            id="wizard-step-heading"
            ref={wizard.headingRef}
            tabIndex={-1}
            // biome-ignore lint/a11y/noAutofocus: a posted page (no JavaScript) puts the focus where the wizard would.
            autoFocus={posted !== undefined && !posted.scripted && !posted.notice}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {STEP_TITLES[state.step - 1]}
          </h2>
          {posted?.notice ? (
            <p
              role="alert"
              tabIndex={-1}
              // biome-ignore lint/a11y/noAutofocus: a refused post (no JavaScript) reads its reason first.
              autoFocus={!posted.scripted}
              className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
            >
              {posted.notice}
            </p>
          ) : null}
          {state.step === 1 ? <BasicInformationStep {...props} categoryName={categoryName} /> : null}
          {state.step === 2 ? <CreditScoreStep {...props} /> : null}
          {state.step === 3 ? <FinancialInformationStep {...props} /> : null}
          {state.step === 4 ? <DebtSelectionStep {...props} /> : null}
          {state.step === 5 ? <DebtAccountsStep {...props} /> : null}
          {state.step === 6 ? <AdditionalDetailsStep {...props} /> : null}
          {last ? <ReviewStep {...props} askSsn={state.askSsnOnReview} /> : null}
          {last && !signedIn ? (
            <SignInNotice
              emphasised={wizard.needsSignIn || posted?.needsSignIn === true}
              newTab={posted !== undefined && !posted.scripted}
            />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
            {state.step > 1 ? (
              <Button
                type="submit"
                name={WIZARD_INTENT_FIELD}
                value={intentValue.previous}
                variant="secondary"
                onClick={(event) => {
                  event.preventDefault();
                  wizard.onPrevious();
                }}
              >
                Previous
              </Button>
            ) : (
              <span />
            )}
            <Button
              type="submit"
              name={WIZARD_INTENT_FIELD}
              value={intentValue.continue}
              size="lg"
              data-final={last ? "" : undefined}
            >
              {last ? (submitting ? PROCESSING_LABEL : "Submit Application") : "Continue"}
            </Button>
          </div>
        </fieldset>
        {ownScript ? null : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, not data.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WAIT_FOR_REACT }} />
        )}
      </form>
      <SecureNotice />
    </div>
  );
}
