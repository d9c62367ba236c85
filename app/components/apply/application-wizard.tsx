import { devLinksNonce, useNonce } from "#app/components/nonce.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { STEP_COUNT, STEP_TITLES } from "#app/domain/application/steps.ts";
import {
  intentValue,
  type PostedWizard,
  serializeWizard,
  WIZARD_INTENT_FIELD,
  WIZARD_STATE_FIELD,
} from "#app/domain/application/wizard/format.ts";
import type { WizardState } from "#app/domain/application/wizard/state.ts";
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
import { WizardProgress } from "./wizard-progress.tsx";

const FIELDS_ID = "apply-wizard-fields";
/** Submit Application while the application is sent (spec section 4). */
const PROCESSING_LABEL = "Processing...";

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
   * The answer to the page posted by a browser without JavaScript (docs/decisions/0053), shown on
   * the page itself. With JavaScript, the answers come to the wizard's fetcher instead.
   */
  posted?: Pick<PostedWizard, "notice" | "needsSignIn"> | undefined;
}

/** The seven-step application (spec section 2, "Application wizard"). */
export function ApplicationWizard({ initial, signedIn, categoryName, posted }: ApplicationWizardProps) {
  const hydrated = useHydrated();
  // In development React compares the nonce on hydration; the client reads it from the page.
  const nonce = useNonce() ?? devLinksNonce();
  const wizard = useApplicationWizard(initial);
  const { state, busy } = wizard;
  const props: StepProps = { values: state.values, errors: state.errors, dispatch: wizard.dispatch };
  const last = state.step === STEP_COUNT;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <form
        ref={wizard.formRef}
        method="post"
        noValidate
        onSubmit={wizard.onSubmit}
        aria-labelledby="wizard-step-heading"
      >
        {/*
          Disabled while a post is under way (the server's answer replaces the answers, so nothing
          typed meanwhile is lost, and nothing is sent twice), and, when the browser runs scripts,
          until React runs the wizard (WAIT_FOR_REACT below; the server's HTML leaves it enabled for
          a browser without them).
        */}
        <fieldset
          id={FIELDS_ID}
          disabled={(typeof document !== "undefined" && !hydrated) || busy}
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
          {/*
            The answers, for a post without JavaScript; once React runs the wizard, it holds them
            and adds them to each post, so the SSN's digits are not left in the page.
          */}
          {hydrated ? null : <input type="hidden" name={WIZARD_STATE_FIELD} value={serializeWizard(state)} />}
          <WizardProgress step={state.step} />
          <h2
            id="wizard-step-heading"
            ref={wizard.headingRef}
            tabIndex={-1}
            // biome-ignore lint/a11y/noAutofocus: a posted page (no JavaScript) puts the focus where the wizard would.
            autoFocus={posted !== undefined && !posted.notice}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {STEP_TITLES[state.step - 1]}
          </h2>
          {posted?.notice ? (
            <p
              role="alert"
              tabIndex={-1}
              // biome-ignore lint/a11y/noAutofocus: a refused post (no JavaScript) reads its reason first.
              autoFocus
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
              newTab={posted !== undefined}
            />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
            {state.step > 1 ? (
              <Button
                type="submit"
                name={WIZARD_INTENT_FIELD}
                value={intentValue.previous}
                variant="secondary"
              >
                Previous
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" name={WIZARD_INTENT_FIELD} value={intentValue.continue} size="lg">
              {last ? (wizard.processing ? PROCESSING_LABEL : "Submit Application") : "Continue"}
            </Button>
          </div>
        </fieldset>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, not data. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WAIT_FOR_REACT }} />
      </form>
      <SecureNotice />
    </div>
  );
}
