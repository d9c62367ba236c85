import { describe, expect, it } from "vitest";
import { allowedActions, NOT_SIGNED_YET, refusalReason } from "./lifecycle.ts";

// Approve Enrollment and the customer's signature (issue 22; decisions.md, "Agreement"); the
// life cycle's other rules are in lifecycle.test.ts.

describe("Approve Enrollment waits for the signature (issue 22)", () => {
  const approved = {
    status: "approved",
    enrollmentStatus: "pending",
    negotiationsStatus: "pending",
    completionPercentage: 0,
    agreementSigned: false,
  } as const;

  it("is not offered before the customer signs, and is refused in the decision's words; Decline Enrollment is", () => {
    expect(allowedActions(approved, "admin")).toEqual(["decline-enrollment"]);
    expect(refusalReason(approved, "approve-enrollment", { stale: false })).toBe(
      "The client has not signed the enrollment agreement yet",
    );
    expect(NOT_SIGNED_YET).toBe("The client has not signed the enrollment agreement yet");
  });

  it("is offered once they have", () => {
    expect(allowedActions({ ...approved, agreementSigned: true }, "admin")).toEqual([
      "approve-enrollment",
      "decline-enrollment",
    ]);
  });
});
