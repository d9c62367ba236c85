import type { StepNumber } from "../steps.ts";
import type { WizardState } from "./state.ts";

// The wizard as posted (docs/decisions/0053): one wire format for a browser without JavaScript,
// whose buttons post the page, and for React, whose fetcher posts the same fields. The answers
// of the other steps travel in one field (`wizard`, JSON); the fields of the step on screen are
// the form's own; the button pressed is `intent`. Free of Zod: the wizard's buttons import it.
// The server's reading of it is moves.ts.

export const WIZARD_STATE_FIELD = "wizard";
export const WIZARD_INTENT_FIELD = "intent";

/** What a button of the wizard asks for. */
export type WizardIntent =
  | { type: "continue" }
  | { type: "previous" }
  | { type: "edit"; step: number }
  | { type: "add-account" }
  | { type: "remove-account"; index: number };

/** The `value` of each button's `intent` (read back by moves.ts). */
export const intentValue = {
  continue: "continue",
  previous: "previous",
  edit: (step: number) => `edit-${step}`,
  addAccount: "add-account",
  removeAccount: (index: number) => `remove-account-${index}`,
} as const;

/**
 * Where the next page puts the focus: the step's heading, the first field with an error, an
 * account's first field (after Add or Remove), or the SSN asked again.
 */
export type WizardFocus = "heading" | "error" | "ssn" | `account-${number}`;

/** The server's answer to a posted button: the wizard's next state, and what to tell the applicant. */
export interface PostedWizard {
  state: WizardState;
  /** A refusal's message: a toast with JavaScript, an alert at the top of the step without. */
  notice?: string | undefined;
  /** The review was sent by a visitor who is not signed in. */
  needsSignIn?: boolean;
  focus?: WizardFocus | undefined;
}

/**
 * What React's fetcher receives: the server's answer, or, when the post never reached the server
 * or its answer never came back, word of that from the route's clientAction (client-action.ts).
 */
export type WizardReply = { posted: PostedWizard } | { unreachable: true };

/** What the hidden field carries from one page to the next. */
export interface CarriedState {
  step: StepNumber;
  submissionId: string;
  firstAccountType: string;
  values: WizardState["values"];
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
