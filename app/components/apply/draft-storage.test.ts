import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blankDebtAccount, emptyDraft } from "#app/domain/application/draft.ts";
import type { WizardState } from "#app/domain/application/wizard/state.ts";
import { clearDraft, loadDraft, saveDraft } from "./draft-storage.ts";

// The tab's storage, as the browser offers it.
const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "sessionStorage");
});

function typed(step: WizardState["step"]): WizardState {
  return {
    step,
    values: {
      ...emptyDraft(),
      firstName: "Ada",
      ssnLastFour: "1234",
      debtAccounts: [blankDebtAccount("Other")],
    },
    errors: { phone: "Please enter a valid 10-digit phone number" },
    submissionId: "11111111-1111-4111-8111-111111111111",
    firstAccountType: "Other",
    touched: true,
    askSsnOnReview: false,
  };
}

describe("draft storage", () => {
  it("never writes the SSN digits", () => {
    saveDraft(typed(6));
    const written = [...store.values()].join("");
    expect(written).toContain("Ada");
    expect(written).not.toContain("1234");
  });

  it("keeps nothing until the applicant has typed", () => {
    saveDraft({ ...typed(1), touched: false });
    expect(store.size).toBe(0);
  });

  it("brings back the step, answers and run id; the SSN is asked again on the review", () => {
    saveDraft(typed(7));
    const restored = loadDraft({ ...typed(1), values: emptyDraft(), submissionId: "other" });
    expect(restored).toMatchObject({
      step: 7,
      submissionId: "11111111-1111-4111-8111-111111111111",
      errors: {},
      askSsnOnReview: true,
    });
    expect(restored?.values.firstName).toBe("Ada");
    expect(restored?.values.ssnLastFour).toBe("");
    expect(restored?.values.debtAccounts).toEqual([blankDebtAccount("Other")]);
  });

  it("is gone after clearDraft, and unreadable storage counts as none", () => {
    saveDraft(typed(3));
    clearDraft();
    expect(loadDraft(typed(1))).toBeNull();
    store.set("harborline.apply-draft.v1", "{not json");
    expect(loadDraft(typed(1))).toBeNull();
  });
});
