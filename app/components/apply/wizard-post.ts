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
/** Added by the page's own script as it sends the form (decision 54): it keeps the answers in the tab. */
export const WIZARD_SCRIPT_FIELD = "script";

/** What a button of the wizard asks for. */
export type WizardIntent =
  | { type: "continue" }
  | { type: "previous" }
  | { type: "edit"; step: number }
  | { type: "add-account" }
  | { type: "remove-account"; index: number }
  /** The page's own script sends back the answers kept in the tab (a reload): shown as they were. */
  | { type: "restore" };

/** The `value` of each button's `intent` (read back by `readIntent`). */
export const intentValue = {
  continue: "continue",
  previous: "previous",
  edit: (step: number) => `edit-${step}`,
  addAccount: "add-account",
  removeAccount: (index: number) => `remove-account-${index}`,
  restore: "restore",
} as const;

interface CarriedState {
  step: StepNumber;
  submissionId: string;
  firstAccountType: string;
  values: ApplicationDraft;
  /**
   * The fields whose messages the page shows. Only their names travel: the next page checks
   * them again and shows the messages of those still wrong, never a text that was posted.
   */
  shown: string[];
}

/** The hidden field's value: everything the next page needs, the typed answers included. */
export function serializeWizard(state: WizardState): string {
  const carried: CarriedState = {
    step: state.step,
    submissionId: state.submissionId,
    firstAccountType: state.firstAccountType,
    values: state.values,
    shown: Object.keys(state.errors),
  };
  return JSON.stringify(carried);
}

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
  if (raw === intentValue.restore) return { type: "restore" };
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
): { state: WizardState; intent: WizardIntent; scripted: boolean } {
  const intent = readIntent(text(form, WIZARD_INTENT_FIELD));
  const carried = parseCarried(form.get(WIZARD_STATE_FIELD));
  const step = carried?.step ?? start.step;
  const kept = carried?.values ?? start.values;
  // A restore carries the answers kept in the tab; the fields on screen are a fresh page's.
  const values = intent.type === "restore" ? kept : withPostedStep(kept, step, form);
  const state: WizardState = {
    step,
    values,
    // Placeholders: the move checks these fields again and gives the messages still true.
    errors:
      intent.type === "restore" ? {} : Object.fromEntries((carried?.shown ?? []).map((key) => [key, ""])),
    submissionId: carried?.submissionId || start.submissionId,
    firstAccountType: carried ? carried.firstAccountType : start.firstAccountType,
    touched: true,
    // The SSN is never kept in the tab: back on the review it is asked at the top (issue 21).
    askSsnOnReview: step === STEP_COUNT && (form.has("ssnLastFour") || intent.type === "restore"),
  };
  return { state, intent, scripted: form.has(WIZARD_SCRIPT_FIELD) };
}

/**
 * Where the next page puts the focus, as React's wizard does: the step's heading, the first field
 * with an error, an account's first field (after Add or Remove), or the SSN asked again.
 */
export type WizardFocus = "heading" | "error" | "ssn" | `account-${number}`;

export type WizardMove =
  | { kind: "page"; state: WizardState; notice?: string; focus?: WizardFocus }
  /** The review passed every check: the application is ready to be stored. */
  | { kind: "submit"; state: WizardState };

/**
 * The messages of the fields the page showed (`errors`' keys, moved by Add or Remove as the
 * browser's wizard moves them) that are still wrong: a field corrected on the page loses its
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

/** What the server does with a posted button: the same moves as the browser's wizard. */
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
      const next = stillWrong(wizardReducer(state, { type: "addAccount" }), today);
      return { kind: "page", state: next, focus: `account-${next.values.debtAccounts.length - 1}` };
    }
    case "remove-account":
      return {
        kind: "page",
        state: stillWrong(wizardReducer(state, { type: "removeAccount", index: intent.index }), today),
        focus: `account-${Math.max(0, intent.index - 1)}`,
      };
    case "restore":
      return { kind: "page", state, ...(state.askSsnOnReview ? { focus: "ssn" as const } : {}) };
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
