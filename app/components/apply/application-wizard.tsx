import type { Dispatch } from "react";
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
import { WizardProgress } from "./wizard-progress.tsx";
import type { WizardAction, WizardState } from "./wizard-state.ts";

interface ApplicationWizardProps {
  initial: WizardState;
  signedIn: boolean;
  /** "credit cards" when the visitor came from that home-page category tab. */
  categoryName?: string | undefined;
}

/** The seven-step application (spec section 2, "Application wizard"). */
export function ApplicationWizard({ initial, signedIn, categoryName }: ApplicationWizardProps) {
  const hydrated = useHydrated();
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
        noValidate
        onSubmit={wizard.onContinue}
        aria-labelledby="wizard-step-heading"
      >
        {/* Disabled until the page can run the wizard, and while a submit is in flight. */}
        <fieldset disabled={!hydrated || submitting} className="min-w-0 space-y-6">
          <WizardProgress step={state.step} />
          <h2
            id="wizard-step-heading"
            ref={wizard.headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {STEP_TITLES[state.step - 1]}
          </h2>
          {state.step === 1 ? <BasicInformationStep {...props} categoryName={categoryName} /> : null}
          {state.step === 2 ? <CreditScoreStep {...props} /> : null}
          {state.step === 3 ? <FinancialInformationStep {...props} /> : null}
          {state.step === 4 ? <DebtSelectionStep {...props} /> : null}
          {state.step === 5 ? <DebtAccountsStep {...props} /> : null}
          {state.step === 6 ? <AdditionalDetailsStep {...props} /> : null}
          {last ? <ReviewStep {...props} askSsn={state.askSsnOnReview} /> : null}
          {last && !signedIn ? <SignInNotice emphasised={wizard.needsSignIn} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
            {state.step > 1 ? (
              <Button variant="secondary" onClick={wizard.onPrevious}>
                Previous
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" size="lg">
              {last ? (submitting ? "Processing..." : "Submit Application") : "Continue"}
            </Button>
          </div>
        </fieldset>
        <noscript>
          <p className="mt-4 rounded-md bg-amber-50 p-4 text-amber-900">
            The application form needs JavaScript. Please turn it on to apply online.
          </p>
        </noscript>
      </form>
      <SecureNotice />
    </div>
  );
}
