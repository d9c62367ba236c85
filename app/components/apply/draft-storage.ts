import type { ApplicationDraft } from "#app/domain/application/draft.ts";
import { mergeDraft } from "#app/domain/application/prefill.ts";
import { clampStep } from "#app/domain/application/steps.ts";
import type { WizardState } from "#app/domain/application/wizard/state.ts";

// Keeps the wizard's answers in this browser tab (sessionStorage) so that signing in
// half-way, or reloading, loses nothing. The SSN digits are never written to storage:
// the applicant types them again (decisions.md). The tab's storage ends with the tab.

const KEY = "harborline.apply-draft.v1";

interface Stored {
  step: number;
  submissionId: string;
  firstAccountType: string;
  values: Omit<ApplicationDraft, "ssnLastFour">;
}

export function saveDraft(state: WizardState): void {
  if (!state.touched) return;
  const { ssnLastFour: _never, ...values } = state.values;
  const stored: Stored = {
    step: state.step,
    submissionId: state.submissionId,
    firstAccountType: state.firstAccountType,
    values,
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the answers stay on the page, only not across a reload.
  }
}

/**
 * The saved wizard, or null when there is none or it cannot be read. What it holds wins; the
 * answers it leaves blank keep the page's own start (a signed-in applicant's profile, `?debt=`).
 */
export function loadDraft(fallback: WizardState): WizardState | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.submissionId !== "string" || typeof stored.values !== "object" || !stored.values) {
      return null;
    }
    const values = { ...mergeDraft(fallback.values, stored.values), ssnLastFour: "" };
    if (!Array.isArray(values.debtAccounts)) values.debtAccounts = [];
    const step = clampStep(Number(stored.step));
    return {
      step,
      values,
      errors: {},
      submissionId: stored.submissionId,
      firstAccountType: typeof stored.firstAccountType === "string" ? stored.firstAccountType : "",
      touched: true,
      askSsnOnReview: step === 7,
    };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
