import { Link } from "react-router";
import { CheckboxField } from "#app/components/ui/checkbox-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { findDebtBracket } from "#app/domain/application/debt-brackets.ts";
import type { DebtAccountDraft } from "#app/domain/application/draft.ts";
import { CREDIT_SCORE_OPTIONS, EMPLOYMENT_LABELS } from "#app/domain/application/options.ts";
import { STEP_TITLES } from "#app/domain/application/steps.ts";
import { LOAN_DETAIL_QUESTIONS } from "#app/domain/debt-account/eligibility.ts";
import type { AccountType, EmploymentStatus } from "#app/domain/enums.ts";
import { findState } from "#app/domain/states.ts";
import type { StepProps } from "../step-props.ts";
import { DebtTotals } from "./debt-totals.tsx";
import { NotSettledNotice } from "./loan-detail-question.tsx";
import { NOT_PROVIDED, SSN_MASK, shown, shownDate, shownFlag, shownMoney } from "./review-format.ts";
import { type ReviewItem, ReviewItems, ReviewSection } from "./review-section.tsx";

/** The answer to the loan's question, when its type has one (issue 43). */
function loanKindItems(account: DebtAccountDraft): ReviewItem[] {
  const question = LOAN_DETAIL_QUESTIONS[account.accountType as AccountType];
  if (!question) return [];
  const answer = question.choices.find((choice) => choice.value === account.loanDetail);
  return [{ label: question.label, value: answer?.label ?? NOT_PROVIDED }];
}

function accountItems(account: DebtAccountDraft): ReviewItem[] {
  return [
    { label: "Original Creditor", value: shown(account.originalCreditor) },
    { label: "Account Type", value: shown(account.accountType) },
    ...loanKindItems(account),
    { label: "Current Balance", value: shownMoney(account.currentBalance) },
    { label: "Original Balance", value: shownMoney(account.originalBalance) },
    { label: "Open/Closed", value: shown(account.openClosed) },
    { label: "Status", value: shown(account.status) },
    { label: "Date Opened", value: shownDate(account.dateOpened) },
    { label: "Last Payment Date", value: shownDate(account.lastPaymentDate) },
    { label: "Payment Frequency", value: shown(account.paymentFrequency) },
    { label: "Payment Amount", value: shownMoney(account.paymentAmount) },
    { label: "Term", value: shown(account.term) },
    { label: "Account Sold", value: shownFlag(account.accountSold) },
    { label: "Paid Off", value: shownFlag(account.paidOff) },
  ];
}

function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className="font-medium text-blue-800 underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

/**
 * Back on the review after signing in, the SSN digits (never kept while the applicant signs in)
 * are asked first, at the top of the page, where the wizard puts the focus (issue 21).
 */
function SsnAgain({ values, errors, dispatch }: StepProps) {
  return (
    <section
      aria-labelledby="ssn-again-heading"
      className="rounded-lg border-2 border-blue-700 bg-blue-50 p-4"
    >
      <h3 id="ssn-again-heading" className="font-semibold text-slate-900">
        Confirm the last 4 digits of your SSN
      </h3>
      <TextField
        label="Last 4 Digits of SSN"
        name="ssnLastFour"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        required
        hint="For your security we do not keep these digits while you sign in."
        value={values.ssnLastFour}
        error={errors.ssnLastFour}
        onChange={(e) => dispatch({ type: "set", field: "ssnLastFour", value: e.target.value.slice(0, 4) })}
        className="mt-3 max-w-xs"
      />
    </section>
  );
}

function ssnShown(ssn: string, askSsn: boolean): string {
  if (ssn) return SSN_MASK;
  return askSsn ? "To be entered at the top of this page" : NOT_PROVIDED;
}

/** Step 7: everything read back (SSN masked), the total debt beside the balances, then the terms. */
export function ReviewStep({ values, errors, dispatch, askSsn }: StepProps & { askSsn: boolean }) {
  const score = CREDIT_SCORE_OPTIONS.find((option) => option.value === values.creditScore);
  const employment = EMPLOYMENT_LABELS[values.employmentStatus as EmploymentStatus];
  const state = findState(values.state);
  return (
    <div className="space-y-4">
      {askSsn ? <SsnAgain values={values} errors={errors} dispatch={dispatch} /> : null}
      <p className="text-slate-700">
        Please check your answers. Use Edit to change anything before you submit.
      </p>
      <ReviewSection
        title={STEP_TITLES[0]}
        step={1}
        items={[
          { label: "Name", value: shown(`${values.firstName} ${values.lastName}`) },
          { label: "Email", value: shown(values.email) },
          { label: "Phone", value: shown(values.phone) },
        ]}
      />
      <ReviewSection
        title={STEP_TITLES[1]}
        step={2}
        items={[{ label: "Credit Score", value: score ? `${score.label} (${score.range})` : NOT_PROVIDED }]}
      />
      <ReviewSection
        title={STEP_TITLES[2]}
        step={3}
        items={[
          { label: "Employment Status", value: employment ?? NOT_PROVIDED },
          { label: "Monthly Income", value: shownMoney(values.monthlyIncome) },
        ]}
      />
      <ReviewSection
        title={STEP_TITLES[3]}
        step={4}
        items={[{ label: "Debt Range", value: findDebtBracket(values.debtRange)?.label ?? NOT_PROVIDED }]}
      />
      <ReviewSection title={STEP_TITLES[4]} step={5} items={[]}>
        {values.debtAccounts.length === 0 ? <p className="mt-2 text-slate-900">{NOT_PROVIDED}</p> : null}
        {values.debtAccounts.map((account, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: accounts have no id before they are stored
          <div key={index} className="mt-3 border-t border-slate-200 pt-3">
            <h4 className="font-medium text-slate-900">Debt Account {index + 1}</h4>
            <NotSettledNotice
              accountType={account.accountType}
              loanDetail={account.loanDetail}
              className="mt-2 block"
            />
            <ReviewItems items={accountItems(account)} />
          </div>
        ))}
      </ReviewSection>
      <ReviewSection
        title={STEP_TITLES[5]}
        step={6}
        items={[
          { label: "Address", value: shown(values.address) },
          { label: "State", value: state ? state.name : NOT_PROVIDED },
          { label: "Date of Birth", value: shownDate(values.dateOfBirth) },
          { label: "Last 4 Digits of SSN", value: ssnShown(values.ssnLastFour, askSsn) },
          { label: "Total Debt Amount", value: shownMoney(values.debtAmount) },
        ]}
      />
      <DebtTotals values={values} errors={errors} dispatch={dispatch} />
      <CheckboxField
        name="agreeToTerms"
        checked={values.agreeToTerms}
        error={errors.agreeToTerms}
        onChange={(e) => dispatch({ type: "set", field: "agreeToTerms", value: e.target.checked })}
        label={
          <>
            I agree to the <NewTabLink to="/terms">Terms of Service</NewTabLink> and the{" "}
            <NewTabLink to="/privacy">Privacy Policy</NewTabLink>, and I confirm that my answers are true.
          </>
        }
      />
    </div>
  );
}
