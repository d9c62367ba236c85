import { describe, expect, it } from "vitest";
import { isReturnCode, reasonOfCode, returnCodeLabel } from "./ach-returns.ts";
import {
  DEPOSIT_OPERATION_TRANSITIONS,
  type DepositOperationState,
  depositOperationRefusal,
  retryDayProblem,
} from "./deposit-operations.ts";

const returned: DepositOperationState = {
  status: "returned",
  kind: "regular",
  dueOn: "2027-01-15",
  accountOpen: true,
  returnCode: "R01",
  settledOn: "2027-01-18",
  retries: 0,
  today: "2027-01-20",
};
const allowed = (state: DepositOperationState, action: keyof typeof DEPOSIT_OPERATION_TRANSITIONS) =>
  DEPOSIT_OPERATION_TRANSITIONS[action].allowed(state);

describe("ACH return codes", () => {
  it("names five, takes any other R01-R99 as Other", () => {
    expect(["R01", "R09", "R99"].map(isReturnCode)).toEqual([true, true, true]);
    expect(["R00", "R1", "X01", "r01", "R100"].map(isReturnCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([reasonOfCode("R02"), reasonOfCode("R10"), reasonOfCode("R07")]).toEqual([
      "account_closed",
      "not_authorized",
      "other",
    ]);
    expect([returnCodeLabel("R01"), returnCodeLabel("R07")]).toEqual([
      "R01: Insufficient funds",
      "R07: Other",
    ]);
  });
});

describe("deposit operations", () => {
  it("records received only a due, scheduled deposit of an open account", () => {
    const scheduled = { ...returned, status: "scheduled" as const, returnCode: null, settledOn: null };
    expect(allowed(scheduled, "record-received")).toBe(true);
    expect(allowed({ ...scheduled, dueOn: "2027-01-21" }, "record-received")).toBe(false);
    expect(allowed({ ...scheduled, accountOpen: false }, "record-received")).toBe(false);
    expect(depositOperationRefusal({ ...scheduled, dueOn: "2027-01-21" }, "record-received", false)).toMatch(
      /not due yet/,
    );
  });

  it("retries R01 and R09 twice at most, within 180 days; never R02 or R07", () => {
    expect(allowed(returned, "schedule-retry")).toBe(true);
    expect(allowed({ ...returned, returnCode: "R09" }, "schedule-retry")).toBe(true);
    expect(allowed({ ...returned, returnCode: "R02" }, "schedule-retry")).toBe(false);
    expect(allowed({ ...returned, returnCode: "R07" }, "schedule-retry")).toBe(false);
    expect(allowed({ ...returned, retries: 2 }, "schedule-retry")).toBe(false);
    expect(allowed({ ...returned, today: "2027-07-18" }, "schedule-retry")).toBe(false);
    expect(depositOperationRefusal({ ...returned, retries: 2 }, "schedule-retry", false)).toBe(
      "This deposit was already retried 2 times.",
    );
  });

  it("takes a retry's day only after today, a business day, within 30 days", () => {
    expect(retryDayProblem("2027-01-25", "2027-01-20")).toBeNull();
    expect(retryDayProblem("2027-01-20", "2027-01-20")).toBe("Choose a day after today");
    expect(retryDayProblem("2027-01-23", "2027-01-20")).toMatch(/business day/);
    // Presidents' Day, a bank holiday.
    expect(retryDayProblem("2027-02-15", "2027-01-20")).toMatch(/business day/);
    expect(retryDayProblem("2027-02-22", "2027-01-20")).toBe("Choose a day within 30 days");
  });
});
