// What Applications Management asks before a decision (issue 21): each of the admin's decisions
// e-mails the applicant or cannot be undone, so each is confirmed in a dialog. A positive
// decision is confirmed with the primary look, a decline with the danger look. The buttons that
// open the dialogs keep the spec's labels (ACTION_LABELS), and the toasts stay the spec's.
import { ACTION_LABELS, type LifecycleAction } from "../application/lifecycle.ts";

export interface ActionConfirmation {
  title: string;
  description: string;
  confirmLabel: string;
  confirmVariant: "primary" | "danger";
}

/** Who and which application the dialog names. */
export interface ConfirmationSubject {
  name: string;
  number: string;
}

const UNDONE = "This cannot be undone.";

export function actionConfirmation(
  action: LifecycleAction,
  { name, number }: ConfirmationSubject,
): ActionConfirmation {
  const confirm = (variant: ActionConfirmation["confirmVariant"]) => ({
    confirmLabel: `Yes, ${ACTION_LABELS[action]}`,
    confirmVariant: variant,
  });
  switch (action) {
    case "approve":
      return {
        title: `Approve application #${number}?`,
        description: `${name} will be e-mailed that their application is approved, and it moves on to enrollment. ${UNDONE}`,
        ...confirm("primary"),
      };
    case "decline":
      return {
        title: `Decline application #${number}?`,
        description: `${name} will be e-mailed that their application was declined, with the reason and the note you give here, and will see them in their dashboard. ${UNDONE}`,
        ...confirm("danger"),
      };
    case "approve-enrollment":
      return {
        title: `Approve the enrollment of application #${number}?`,
        description: `${name}'s program enrollment is approved, and creditor negotiations come next. ${UNDONE}`,
        ...confirm("primary"),
      };
    case "decline-enrollment":
      return {
        title: `Decline the enrollment of application #${number}?`,
        description: `${name}'s program enrollment is declined, which ends this application's path. ${UNDONE}`,
        ...confirm("danger"),
      };
    case "approve-negotiations":
      return {
        title: `Approve the negotiations of application #${number}?`,
        description: `Creditor negotiations for ${name} are approved; the application can then be marked as complete. ${UNDONE}`,
        ...confirm("primary"),
      };
    case "decline-negotiations":
      return {
        title: `Decline the negotiations of application #${number}?`,
        description: `Creditor negotiations for ${name} are declined, which ends this application's path. ${UNDONE}`,
        ...confirm("danger"),
      };
    case "complete":
      return {
        title: `Mark application #${number} as complete?`,
        description: `Its progress becomes 100%. Every future deposit is canceled, what is left in the dedicated account is refunded within 7 business days, the account closes, ${name} is sent the graduation summary, and the account details form is created for you to fill in. ${UNDONE}`,
        ...confirm("primary"),
      };
    case "cancel":
      // The applicant's own decision, never offered here (the dashboard asks its own question).
      return {
        title: `Cancel application #${number}?`,
        description: UNDONE,
        ...confirm("danger"),
      };
  }
}
