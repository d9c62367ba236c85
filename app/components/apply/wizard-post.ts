import {
  type ApplicationDraft,
  blankDebtAccount,
  type DebtAccountDraft,
  emptyDraft,
} from "#app/domain/application/draft.ts";
import {
  APPLICATION_MESSAGES as M,
  MAX_DEBT_ACCOUNTS,
  refusalMessage,
} from "#app/domain/application/messages.ts";
import {
  applicationSchema,
  applicationSteps,
  firstStepWithError,
  stepOfField,
} from "#app/domain/application/schema.ts";
import { clampStep, STEP_COUNT, type StepNumber } from "#app/domain/application/steps.ts";
import { fieldErrors } from "#app/domain/forms.ts";
import { type WizardState, wizardReducer } from "./wizard-state.ts";

// The wizard as posted pages (docs/decisions/0053): without JavaScript, each button posts the
// form to /apply and the server answers with the next page. The answers of the other steps
// travel in one hidden field (`wizard`, JSON); the fields of the step on screen are read from
// the form itself. Everything posted is untrusted: the JSON is read field by field into a
// draft of the right shape, and the same schemas as the browser's and the API's check it.

export const WIZARD_STATE_FIELD = "wizard";
export const WIZARD_INTENT_FIELD = "intent";

/** What a button of the wizard asks for. */
export type WizardIntent =
  | { type: "continue" }
  | { type: "previous" }
  | { type: "edit"; step: number }
  | { type: "add-account" }
  | { type: "remove-account"; index: number };

/** The `value` of each button's `intent` (read back by `readIntent`). */
export const intentValue = {
  continue: "continue",
  previous: "previous",
  edit: (step: number) => `edit-${step}`,
  addAccount: "add-account",
  removeAccount: (index: number) => `remove-account-${index}`,
} as const;

interface CarriedState {
  step: StepNumber;
  submissionId: string;
  firstAccountType: string;
  values: ApplicationDraft;
}

/** The hidden field's value: everything the next page needs, the typed answers included. */
export function serializeWizard(state: WizardState): string {
  const carried: CarriedState = {
    step: state.step,
    submissionId: state.submissionId,
    firstAccountType: state.firstAccountType,
    values: state.values,
  };
  return JSON.stringify(carried);
}

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
      for (const key of Object.keys(account) as (keyof DebtAccountDraft)[]) {
        const name = `debtAccounts.${index}.${key}`;
        if (typeof account[key] === "boolean") fields[key] = form.has(name);
        else fields[key] = text(form, name) ?? account[key];
      }
    });
  }
  // The SSN asked again at the top of the review (after signing in) is a field of that page.
  const ssn = text(form, "ssnLastFour");
  if (step === STEP_COUNT && ssn !== undefined) next.ssnLastFour = ssn.slice(0, 4);
  // A new total or a new balance asks "which figure is right" again, as in the browser (issue 21).
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
  const carried = parseCarried(form.get(WIZARD_STATE_FIELD));
  const step = carried?.step ?? start.step;
  const values = withPostedStep(carried?.values ?? start.values, step, form);
  const state: WizardState = {
    step,
    values,
    errors: {},
    submissionId: carried?.submissionId || start.submissionId,
    firstAccountType: carried ? carried.firstAccountType : start.firstAccountType,
    touched: true,
    askSsnOnReview: step === STEP_COUNT && form.has("ssnLastFour"),
  };
  return { state, intent: readIntent(text(form, WIZARD_INTENT_FIELD)) };
}

export type WizardMove =
  | { kind: "page"; state: WizardState; notice?: string }
  /** The review passed every check: the application is ready to be stored. */
  | { kind: "submit"; state: WizardState };

/** What the server does with a posted button: the same moves as the browser's wizard. */
export function moveWizard(state: WizardState, intent: WizardIntent, today: string): WizardMove {
  switch (intent.type) {
    case "previous":
      return { kind: "page", state: { ...state, step: clampStep(state.step - 1) } };
    case "edit":
      return { kind: "page", state: { ...state, step: clampStep(intent.step) } };
    case "add-account":
      return { kind: "page", state: wizardReducer(state, { type: "addAccount" }) };
    case "remove-account":
      return { kind: "page", state: wizardReducer(state, { type: "removeAccount", index: intent.index }) };
    case "continue":
      break;
  }
  if (state.step < STEP_COUNT) {
    const checked = applicationSteps(today)[state.step - 1]?.safeParse(state.values);
    if (checked && !checked.success) {
      const errors = fieldErrors(checked.error);
      return { kind: "page", state: { ...state, errors }, notice: M.stepInvalid };
    }
    return { kind: "page", state: { ...state, step: clampStep(state.step + 1) } };
  }
  const checked = applicationSchema(today).safeParse(state.values);
  if (checked.success) return { kind: "submit", state };
  const errors = fieldErrors(checked.error);
  // The SSN asked again sits at the top of the review: its error keeps the applicant there.
  const { ssnLastFour: _asked, ...elsewhere } = errors;
  const step = clampStep(firstStepWithError(state.askSsnOnReview ? elsewhere : errors));
  return { kind: "page", state: { ...state, errors, step }, notice: refusalMessage(errors) };
}
