import { useId } from "react";
import { Link } from "react-router";
import { describedBy, FieldMessages } from "#app/components/ui/field-message.tsx";
import {
  LOAN_DETAIL_QUESTIONS,
  NOT_SETTLED_TEXT,
  notSettledReason,
} from "#app/domain/debt-account/eligibility.ts";
import type { AccountType } from "#app/domain/enums.ts";
import { RequiredLabel } from "../required-label.tsx";

// Which debts the program settles, asked and told in the wizard (issue 43; the rule and its words
// are domain/debt-account/eligibility.ts, the server's): an auto or student loan's kind is asked
// beside its type, and a debt the program does not settle (a mortgage, a car still kept, a federal
// student loan) is said to be left out, on step 5 as it is chosen and again on the review. Without
// JavaScript the question comes with the page the server answers once the type is posted.

interface LoanDetailQuestionProps {
  /** The field's name in the wizard's form ("debtAccounts.0.loanDetail"). */
  name: string;
  accountType: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The question for this type (none for a type without one), as a group of radio buttons. */
export function LoanDetailQuestion({ name, accountType, value, error, onChange }: LoanDetailQuestionProps) {
  const id = useId();
  const question = LOAN_DETAIL_QUESTIONS[accountType as AccountType];
  if (!question) return null;
  return (
    <fieldset aria-describedby={describedBy(id, question.hint, error)} className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">
        <RequiredLabel>{question.label}</RequiredLabel>
      </legend>
      <div className="mt-2 space-y-2">
        {question.choices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-3 text-slate-900">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(choice.value)}
              className="mt-1 size-4 shrink-0 accent-blue-800"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={question.hint} error={error} />
    </fieldset>
  );
}

/**
 * Why the program will not settle this debt, when it will not: the reason's short words and its
 * sentence, and where to read more (in a new tab: the wizard keeps its page).
 */
export function NotSettledNotice({
  accountType,
  loanDetail,
  className = "",
}: {
  accountType: string;
  loanDetail?: string | undefined;
  className?: string;
}) {
  const reason = notSettledReason(accountType, loanDetail);
  if (!reason) return null;
  const text = NOT_SETTLED_TEXT[reason];
  return (
    <p
      role="status"
      className={`rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 ${className}`}
    >
      <strong className="font-semibold">{text.short}.</strong> {text.explain}{" "}
      {text.href.startsWith("/resources/") ? (
        <Link to={text.href} target="_blank" rel="noopener" className="font-medium text-blue-800 underline">
          Your options
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
      ) : null}
    </p>
  );
}
