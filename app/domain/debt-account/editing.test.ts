import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "../enums.ts";
import {
  type DebtAccountsState,
  debtAccountRefusal,
  debtAccountsEditable,
  debtAccountsReadOnlyReason,
} from "./editing.ts";

const state = (overrides: Partial<DebtAccountsState> = {}): DebtAccountsState => ({
  status: "pending",
  isComplete: false,
  completionPercentage: 0,
  ...overrides,
});

describe("when an admin may change debt accounts (decisions.md: read-only mode)", () => {
  it.each([
    ["pending", state()],
    ["approved", state({ status: "approved" })],
    ["approved at 99%", state({ status: "approved", completionPercentage: 99 })],
  ])("may while %s and not complete", (_, current) => {
    expect(debtAccountsEditable(current)).toBe(true);
    expect(debtAccountsReadOnlyReason(current)).toBeUndefined();
  });

  it.each([
    [
      "declined",
      state({ status: "declined" }),
      "This application was declined, so its debt accounts are read-only.",
    ],
    [
      "cancelled",
      state({ status: "cancelled" }),
      "This application was canceled, so its debt accounts are read-only.",
    ],
    [
      "complete",
      state({ status: "approved", isComplete: true, completionPercentage: 100 }),
      "This application is complete, so its debt accounts are read-only.",
    ],
    [
      "at 100% (not yet flagged complete)",
      state({ status: "approved", completionPercentage: 100 }),
      "This application is complete, so its debt accounts are read-only.",
    ],
    [
      "flagged complete",
      state({ status: "approved", isComplete: true, completionPercentage: 50 }),
      "This application is complete, so its debt accounts are read-only.",
    ],
  ])("may not once %s, and says why", (_, current, reason) => {
    expect(debtAccountsEditable(current)).toBe(false);
    expect(debtAccountsReadOnlyReason(current)).toBe(reason);
  });

  it("never allows a declined or cancelled application, whatever its progress", () => {
    for (const status of APPLICATION_STATUSES) {
      for (const completionPercentage of [0, 99]) {
        const editable = debtAccountsEditable(state({ status, completionPercentage }));
        expect(editable).toBe(status === "pending" || status === "approved");
      }
    }
  });
});

describe("refusals", () => {
  it("say the application is read-only, and whether someone else just made it so", () => {
    const declined = state({ status: "declined" });
    expect(debtAccountRefusal(declined, "update", { stale: false })).toBe(
      "This application was declined, so its debt accounts are read-only and your change was not saved.",
    );
    expect(debtAccountRefusal(declined, "delete", { stale: true })).toBe(
      "This application was declined: someone else changed it a moment ago, so the debt account was not deleted. Its debt accounts are now read-only.",
    );
  });

  it("say someone else changed an application that is still open to changes", () => {
    expect(debtAccountRefusal(state(), "update", { stale: true })).toContain(
      "Someone else changed this application a moment ago, so your change was not saved.",
    );
    expect(debtAccountRefusal(state(), "delete", { stale: true })).toContain(
      "Someone else changed this application a moment ago, so the debt account was not deleted.",
    );
  });
});
