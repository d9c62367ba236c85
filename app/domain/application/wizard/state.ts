import { loanDetailForType } from "../../debt-account/eligibility.ts";
import { type ApplicationDraft, blankDebtAccount, type DebtAccountDraft } from "../draft.ts";
import { MAX_DEBT_ACCOUNTS } from "../messages.ts";
import type { StepNumber } from "../steps.ts";

// The wizard's state: what was typed, the messages to show, and the current step. The browser
// changes only what is typed (`wizardReducer`); every move (a step, Add, Remove) is the server's
// (moves.ts), which answers with the next state. Pure, and free of Zod: the browser imports it.

export interface WizardState {
  step: StepNumber;
  values: ApplicationDraft;
  /** Messages by field path ("phone", "debtAccounts.0.currentBalance", "debtAccounts"). */
  errors: Record<string, string>;
  /** The idempotency key of this wizard run (a retried submit never stores twice). */
  submissionId: string;
  /** Account type that the home page's category preselects for the first debt account. */
  firstAccountType: string;
  /** True once the applicant has typed anything: only then is the draft kept. */
  touched: boolean;
  /** Back on the review step after signing in: the SSN digits (never stored) are asked there. */
  askSsnOnReview: boolean;
}

export type AccountField = keyof DebtAccountDraft;
type TopField = Exclude<keyof ApplicationDraft, "debtAccounts">;

/**
 * What the browser changes itself: an answer typed, or the whole state (a server's answer, or
 * the draft kept in the tab). `reformat`: the same answer written as money (on leaving the
 * field): its message stays.
 */
export type WizardAction =
  | { type: "set"; field: TopField; value: ApplicationDraft[TopField]; reformat?: boolean }
  | { type: "setAccount"; index: number; field: AccountField; value: string | boolean; reformat?: boolean }
  | { type: "restore"; state: WizardState };

function without(errors: Record<string, string>, key: string) {
  if (!(key in errors)) return errors;
  const { [key]: _removed, ...rest } = errors;
  return rest;
}

/** Errors of later accounts move up by one when an account is removed. */
function shiftAccountErrors(errors: Record<string, string>, removed: number) {
  const next: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^debtAccounts\.(\d+)\.(.+)$/.exec(key);
    if (!match) next[key] = message;
    else if (Number(match[1]) < removed) next[key] = message;
    else if (Number(match[1]) > removed) next[`debtAccounts.${Number(match[1]) - 1}.${match[2]}`] = message;
  }
  return next;
}

/**
 * The answer to "which figure is right" holds for the figures it was given about: a new total or
 * a new balance asks it again (issue 21).
 */
function figuresChanged(values: ApplicationDraft): ApplicationDraft {
  return values.debtTotalChoice === "" ? values : { ...values, debtTotalChoice: "" };
}

/** 'Add Another Debt Account' (spec section 2): a blank entry, the first one of the category's type. */
export function addAccount(state: WizardState): WizardState {
  if (state.values.debtAccounts.length >= MAX_DEBT_ACCOUNTS) return state;
  const first = state.values.debtAccounts.length === 0;
  const account = blankDebtAccount(first ? state.firstAccountType : "");
  return {
    ...state,
    touched: true,
    values: figuresChanged({ ...state.values, debtAccounts: [...state.values.debtAccounts, account] }),
    errors: without(state.errors, "debtAccounts"),
  };
}

/** 'Remove': offered only when more than one account exists (spec section 2). */
export function removeAccount(state: WizardState, index: number): WizardState {
  if (state.values.debtAccounts.length <= 1) return state;
  return {
    ...state,
    touched: true,
    values: figuresChanged({
      ...state.values,
      debtAccounts: state.values.debtAccounts.filter((_, at) => at !== index),
    }),
    errors: shiftAccountErrors(state.errors, index),
  };
}

/** One answer of an account; a new type keeps the loan's kind only while it still fits. */
function withAnswer(
  account: DebtAccountDraft,
  field: AccountField,
  value: string | boolean,
): DebtAccountDraft {
  const next = { ...account, [field]: value };
  if (field === "accountType" && typeof value === "string" && account.loanDetail) {
    next.loanDetail = loanDetailForType(value, account.loanDetail);
  }
  return next;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "set": {
      if (action.reformat) return { ...state, values: { ...state.values, [action.field]: action.value } };
      const values = { ...state.values, [action.field]: action.value };
      return {
        ...state,
        touched: true,
        values: action.field === "debtAmount" ? figuresChanged(values) : values,
        errors: without(state.errors, action.field),
      };
    }
    case "setAccount": {
      const debtAccounts = state.values.debtAccounts.map((account, index) =>
        index === action.index ? withAnswer(account, action.field, action.value) : account,
      );
      const values = { ...state.values, debtAccounts };
      if (action.reformat) return { ...state, values };
      return {
        ...state,
        touched: true,
        values: action.field === "currentBalance" ? figuresChanged(values) : values,
        errors: without(state.errors, `debtAccounts.${action.index}.${action.field}`),
      };
    }
    case "restore":
      return action.state;
  }
}
