import { loanDetailForType } from "../../debt-account/eligibility.ts";
import { fieldErrors } from "../../forms.ts";
import { type ApplicationDraft, blankDebtAccount, type DebtAccountDraft, emptyDraft } from "../draft.ts";
import { APPLICATION_MESSAGES as M, MAX_DEBT_ACCOUNTS, refusalMessage } from "../messages.ts";
import { applicationSchema, applicationSteps, firstStepWithError, stepOfField } from "../schema.ts";
import { clampStep, STEP_COUNT } from "../steps.ts";
import {
  type CarriedState,
  intentValue,
  WIZARD_INTENT_FIELD,
  WIZARD_STATE_FIELD,
  type WizardFocus,
  type WizardIntent,
} from "./format.ts";
import { addAccount, removeAccount, type WizardState } from "./state.ts";

// The wizard's one step machine, on the server (docs/decisions/0053, issue 42): each button of
// /apply, posted as a page without JavaScript or by React's fetcher, is read here and answered
// with the next state. Everything posted is untrusted: the hidden field's JSON is read field by
// field into a draft of the right shape, and the step on screen's fields come from the form;
// the same schemas as the API's check them. Server only by use: it imports the Zod schema.

const FIELD_PATH = /^[A-Za-z]{1,40}(\.\d{1,3}\.[A-Za-z]{1,40})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Each known field, taken only when it has the type of the blank one; anything else is dropped. */
function sameShape<T extends object>(blank: T, raw: unknown): T {
  const shaped = { ...blank };
  if (!isRecord(raw)) return shaped;
  for (const key of Object.keys(blank) as (keyof T & string)[]) {
    if (key in raw && typeof raw[key] === typeof blank[key] && !Array.isArray(raw[key])) {
      shaped[key] = raw[key] as T[keyof T & string];
    }
  }
  return shaped;
}

function draftFrom(raw: unknown): ApplicationDraft {
  const values = sameShape(emptyDraft(), raw);
  const accounts = isRecord(raw) && Array.isArray(raw.debtAccounts) ? raw.debtAccounts : [];
  values.debtAccounts = accounts
    .slice(0, MAX_DEBT_ACCOUNTS)
    .map((account: unknown) => sameShape(blankDebtAccount(), account));
  return values;
}

function parseCarried(raw: FormDataEntryValue | null): CarriedState | null {
  if (typeof raw !== "string" || raw === "") return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    return {
      step: clampStep(Number(parsed.step)),
      submissionId:
        typeof parsed.submissionId === "string" && UUID.test(parsed.submissionId) ? parsed.submissionId : "",
      firstAccountType: typeof parsed.firstAccountType === "string" ? parsed.firstAccountType : "",
      values: draftFrom(parsed.values),
      shown: Array.isArray(parsed.shown)
        ? parsed.shown
            .filter((key): key is string => typeof key === "string" && FIELD_PATH.test(key))
            .slice(0, 1_000)
        : [],
    };
  } catch {
    return null;
  }
}

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

const balances = (values: ApplicationDraft) => values.debtAccounts.map((a) => a.currentBalance).join("\n");

/**
 * The fields of the step that was on screen, read from the form: a text or a choice as sent
 * (kept as it was when absent), a checkbox as whether it was sent.
 */
function withPostedStep(values: ApplicationDraft, step: number, form: FormData): ApplicationDraft {
  const next: ApplicationDraft = { ...values, debtAccounts: values.debtAccounts.map((a) => ({ ...a })) };
  const top = next as unknown as Fields;
  for (const key of Object.keys(next) as (keyof ApplicationDraft)[]) {
    if (key === "debtAccounts" || stepOfField(key) !== step) continue;
    if (typeof next[key] === "boolean") top[key] = form.has(key);
    else top[key] = text(form, key) ?? next[key];
  }
  if (stepOfField("debtAccounts") === step) {
    next.debtAccounts.forEach((account, index) => {
      const fields = account as unknown as Fields;
      const typeShown = account.accountType;
      for (const key of Object.keys(account) as (keyof DebtAccountDraft)[]) {
        const name = `debtAccounts.${index}.${key}`;
        if (typeof account[key] === "boolean") fields[key] = form.has(name);
        else fields[key] = text(form, name) ?? account[key];
      }
      // The loan's kind was asked about the type the page showed: with another type chosen (a
      // page without JavaScript cannot take the question away), it is kept only if it still fits.
      if (account.accountType !== typeShown && account.loanDetail) {
        account.loanDetail = loanDetailForType(account.accountType, account.loanDetail);
      }
    });
  }
  // The SSN asked again at the top of the review (after signing in) is a field of that page.
  const ssn = text(form, "ssnLastFour");
  if (step === STEP_COUNT && ssn !== undefined) next.ssnLastFour = ssn.slice(0, 4);
  // A new total or a new balance asks "which figure is right" again, as an edit does (issue 21).
  if (next.debtAmount !== values.debtAmount || balances(next) !== balances(values)) next.debtTotalChoice = "";
  return next;
}

function readIntent(raw: string | undefined): WizardIntent {
  if (raw === intentValue.previous) return { type: "previous" };
  if (raw === intentValue.addAccount) return { type: "add-account" };
  const edit = /^edit-(\d)$/.exec(raw ?? "");
  if (edit) return { type: "edit", step: Number(edit[1]) };
  const remove = /^remove-account-(\d{1,3})$/.exec(raw ?? "");
  if (remove) return { type: "remove-account", index: Number(remove[1]) };
  return { type: "continue" };
}

/**
 * The wizard as posted: its state (with the step on screen's fields read from the form) and
 * what the button asks. `start` is the page's own start, used when the hidden field is missing
 * or unreadable, and for a fresh submission id.
 */
export function readWizardPost(
  form: FormData,
  start: WizardState,
): { state: WizardState; intent: WizardIntent } {
  const intent = readIntent(text(form, WIZARD_INTENT_FIELD));
  const carried = parseCarried(form.get(WIZARD_STATE_FIELD));
  const step = carried?.step ?? start.step;
  const state: WizardState = {
    step,
    values: withPostedStep(carried?.values ?? start.values, step, form),
    // Placeholders: the move checks these fields again and gives the messages still true.
    errors: Object.fromEntries((carried?.shown ?? []).map((key) => [key, ""])),
    submissionId: carried?.submissionId || start.submissionId,
    firstAccountType: carried ? carried.firstAccountType : start.firstAccountType,
    touched: true,
    // The SSN is never kept in the tab: back on the review it is asked at the top (issue 21).
    askSsnOnReview: step === STEP_COUNT && form.has("ssnLastFour"),
  };
  return { state, intent };
}

export type WizardMove =
  | { kind: "page"; state: WizardState; notice?: string; focus?: WizardFocus }
  /** The review passed every check: the application is ready to be stored. */
  | { kind: "submit"; state: WizardState };

/**
 * The messages of the fields the page showed (`errors`' keys, moved by Add or Remove as the
 * wizard's state moves them) that are still wrong: a field corrected on the page loses its
 * message, as it does when edited in the browser.
 */
function stillWrong(state: WizardState, today: string): WizardState {
  const keys = Object.keys(state.errors);
  if (keys.length === 0) return state;
  const checked = applicationSchema(today).safeParse(state.values);
  const all = checked.success ? {} : fieldErrors(checked.error);
  const errors = Object.fromEntries(keys.flatMap((key) => (all[key] ? [[key, all[key]]] : [])));
  return { ...state, errors };
}

/** What a posted button does: the wizard's every move, decided here only. */
export function moveWizard(state: WizardState, intent: WizardIntent, today: string): WizardMove {
  switch (intent.type) {
    case "previous":
      return {
        kind: "page",
        state: stillWrong({ ...state, step: clampStep(state.step - 1) }, today),
        focus: "heading",
      };
    case "edit":
      return {
        kind: "page",
        state: stillWrong({ ...state, step: clampStep(intent.step) }, today),
        focus: "heading",
      };
    case "add-account": {
      const next = stillWrong(addAccount(state), today);
      return { kind: "page", state: next, focus: `account-${next.values.debtAccounts.length - 1}` };
    }
    case "remove-account":
      return {
        kind: "page",
        state: stillWrong(removeAccount(state, intent.index), today),
        focus: `account-${Math.max(0, intent.index - 1)}`,
      };
    case "continue":
      break;
  }
  if (state.step < STEP_COUNT) {
    const checked = applicationSteps(today)[state.step - 1]?.safeParse(state.values);
    if (checked && !checked.success) {
      const errors = fieldErrors(checked.error);
      return { kind: "page", state: { ...state, errors }, notice: M.stepInvalid, focus: "error" };
    }
    return {
      kind: "page",
      state: stillWrong({ ...state, step: clampStep(state.step + 1) }, today),
      focus: "heading",
    };
  }
  const checked = applicationSchema(today).safeParse(state.values);
  if (checked.success) return { kind: "submit", state };
  const errors = fieldErrors(checked.error);
  // The SSN asked again sits at the top of the review: its error keeps the applicant there.
  const { ssnLastFour: _asked, ...elsewhere } = errors;
  const step = clampStep(firstStepWithError(state.askSsnOnReview ? elsewhere : errors));
  return { kind: "page", state: { ...state, errors, step }, notice: refusalMessage(errors), focus: "error" };
}
