import type { Dispatch } from "react";
import type { ApplicationDraft } from "#app/domain/application/draft.ts";
import type { WizardAction } from "#app/domain/application/wizard/state.ts";

/** What every step receives: the answers, the messages to show, and a way to change them. */
export interface StepProps {
  values: ApplicationDraft;
  errors: Record<string, string>;
  dispatch: Dispatch<WizardAction>;
}
