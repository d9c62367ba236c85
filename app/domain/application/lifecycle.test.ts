import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, STAGE_STATUSES } from "../enums.ts";
import {
  ACTION_FAILURE,
  ACTION_SUCCESS,
  allowedActions,
  changeFor,
  isAllowed,
  LIFECYCLE_ACTIONS,
  type LifecycleActor,
  type LifecycleState,
  refusalReason,
} from "./lifecycle.ts";

// Every state x action x actor of spec section 4, against the spec's sentences written out
// one by one (not the implementation's table).

const ACTORS: LifecycleActor[] = ["admin", "owner", "customer"];

function everyState(): LifecycleState[] {
  const states: LifecycleState[] = [];
  for (const status of APPLICATION_STATUSES)
    for (const enrollmentStatus of STAGE_STATUSES)
      for (const negotiationsStatus of STAGE_STATUSES)
        for (const completionPercentage of [0, 50, 99, 100])
          for (const agreementSigned of [false, true])
            states.push({
              status,
              enrollmentStatus,
              negotiationsStatus,
              completionPercentage,
              agreementSigned,
            });
  return states;
}

/** The spec's words, one sentence per action. */
function specAllows(s: LifecycleState, action: string, actor: LifecycleActor): boolean {
  const admin = actor === "admin";
  switch (action) {
    // "pending to approved or declined by an admin (Approve App, Decline App)"
    case "approve":
    case "decline":
      return admin && s.status === "pending";
    // "A user may cancel only a pending application" (their own)
    case "cancel":
      return actor === "owner" && s.status === "pending";
    // "offered only when the application is approved and enrollment is pending", and (decisions.md,
    // "Agreement") Approve Enrollment "only once the customer has signed"
    case "approve-enrollment":
      return admin && s.status === "approved" && s.enrollmentStatus === "pending" && s.agreementSigned;
    case "decline-enrollment":
      return admin && s.status === "approved" && s.enrollmentStatus === "pending";
    // "offered only when enrollment is approved and negotiations are pending"
    case "approve-negotiations":
    case "decline-negotiations":
      return (
        admin &&
        s.status === "approved" &&
        s.enrollmentStatus === "approved" &&
        s.negotiationsStatus === "pending"
      );
    // "offered only when completion is below 100 and application, enrollment and negotiations are all approved"
    case "complete":
      return (
        admin &&
        s.completionPercentage < 100 &&
        s.status === "approved" &&
        s.enrollmentStatus === "approved" &&
        s.negotiationsStatus === "approved"
      );
    default:
      throw new Error(`unknown action ${action}`);
  }
}

describe("isAllowed and allowedActions", () => {
  const states = everyState();
  it(`agree with the spec for all ${states.length * LIFECYCLE_ACTIONS.length * ACTORS.length} combinations`, () => {
    let checked = 0;
    for (const state of states) {
      for (const actor of ACTORS) {
        const expected = LIFECYCLE_ACTIONS.filter((action) => specAllows(state, action, actor));
        expect(allowedActions(state, actor), JSON.stringify({ state, actor })).toEqual(expected);
        for (const action of LIFECYCLE_ACTIONS) {
          expect(isAllowed(state, action, actor)).toBe(specAllows(state, action, actor));
          checked += 1;
        }
      }
    }
    expect(checked).toBe(4 * 3 * 3 * 4 * 2 * 8 * 3);
  });

  it.each([
    [
      {
        status: "pending",
        enrollmentStatus: "pending",
        negotiationsStatus: "pending",
        completionPercentage: 0,
        agreementSigned: false,
      },
      "admin",
      ["approve", "decline"],
    ],
    [
      {
        status: "pending",
        enrollmentStatus: "pending",
        negotiationsStatus: "pending",
        completionPercentage: 0,
        agreementSigned: false,
      },
      "owner",
      ["cancel"],
    ],
    [
      {
        status: "approved",
        enrollmentStatus: "pending",
        negotiationsStatus: "pending",
        completionPercentage: 0,
        agreementSigned: true,
      },
      "admin",
      ["approve-enrollment", "decline-enrollment"],
    ],
    [
      {
        status: "approved",
        enrollmentStatus: "approved",
        negotiationsStatus: "pending",
        completionPercentage: 0,
        agreementSigned: false,
      },
      "admin",
      ["approve-negotiations", "decline-negotiations"],
    ],
    [
      {
        status: "approved",
        enrollmentStatus: "approved",
        negotiationsStatus: "approved",
        completionPercentage: 0,
        agreementSigned: false,
      },
      "admin",
      ["complete"],
    ],
    [
      {
        status: "approved",
        enrollmentStatus: "approved",
        negotiationsStatus: "approved",
        completionPercentage: 100,
        agreementSigned: false,
      },
      "admin",
      [],
    ],
    [
      {
        status: "approved",
        enrollmentStatus: "declined",
        negotiationsStatus: "pending",
        completionPercentage: 0,
        agreementSigned: false,
      },
      "admin",
      [],
    ],
    [
      {
        status: "declined",
        enrollmentStatus: "pending",
        negotiationsStatus: "pending",
        completionPercentage: 0,
        agreementSigned: false,
      },
      "admin",
      [],
    ],
    [
      {
        status: "cancelled",
        enrollmentStatus: "pending",
        negotiationsStatus: "pending",
        completionPercentage: 0,
        agreementSigned: false,
      },
      "owner",
      [],
    ],
    [
      {
        status: "pending",
        enrollmentStatus: "pending",
        negotiationsStatus: "pending",
        completionPercentage: 0,
        agreementSigned: false,
      },
      "customer",
      [],
    ],
  ] as const)("%j as %s: %j", (state, actor, expected) => {
    expect(allowedActions(state, actor)).toEqual(expected);
  });
});

describe("changeFor", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  it("sets the spec's columns for each action", () => {
    expect(changeFor("approve", now)).toEqual({ status: "approved", decidedAt: now });
    expect(changeFor("decline", now)).toEqual({ status: "declined", decidedAt: now });
    expect(changeFor("cancel", now)).toEqual({ status: "cancelled", decidedAt: now });
    expect(changeFor("approve-enrollment", now)).toEqual({
      enrollmentStatus: "approved",
      enrollmentApprovedAt: now,
    });
    expect(changeFor("decline-enrollment", now)).toEqual({
      enrollmentStatus: "declined",
      enrollmentApprovedAt: now,
    });
    expect(changeFor("approve-negotiations", now)).toEqual({
      negotiationsStatus: "approved",
      negotiationsApprovedAt: now,
    });
    expect(changeFor("decline-negotiations", now)).toEqual({
      negotiationsStatus: "declined",
      negotiationsApprovedAt: now,
    });
    expect(changeFor("complete", now)).toEqual({
      completionPercentage: 100,
      isComplete: true,
      completedAt: now,
    });
  });
});

describe("messages", () => {
  it("uses the spec's toasts word for word", () => {
    expect(Object.values(ACTION_SUCCESS)).toEqual([
      "Application approved and confirmation email sent",
      "Application declined",
      "Application cancelled successfully",
      "Program enrollment approved successfully",
      "Program enrollment declined",
      "Creditor negotiations approved successfully",
      "Creditor negotiations declined",
      "Application marked as complete successfully",
    ]);
    expect(Object.values(ACTION_FAILURE)).toEqual([
      "Failed to approve application",
      "Failed to decline application",
      "Failed to cancel application",
      "Failed to approve enrollment",
      "Failed to decline enrollment",
      "Failed to approve negotiations",
      "Failed to decline negotiations",
      "Failed to complete application",
    ]);
  });

  it("says why in words a person understands", () => {
    const declined = {
      status: "declined",
      enrollmentStatus: "pending",
      negotiationsStatus: "pending",
      completionPercentage: 0,
      agreementSigned: false,
    } as const;
    expect(refusalReason(declined, "approve", { stale: true })).toBe(
      'This application was declined: someone else changed it a moment ago, so "Approve App" no longer applies. Its current state is shown.',
    );
    expect(refusalReason(declined, "approve", { stale: false })).toBe(
      'This application was declined, so "Approve App" does not apply to it.',
    );
    const pending = { ...declined, status: "pending" } as const;
    expect(refusalReason(pending, "approve", { stale: true })).toContain(
      "changed by someone else a moment ago",
    );
    const done = {
      status: "approved",
      enrollmentStatus: "approved",
      negotiationsStatus: "approved",
      completionPercentage: 100,
      agreementSigned: false,
    } as const;
    expect(refusalReason(done, "complete", { stale: false })).toBe(
      'This application is already complete, so "Mark as Complete" does not apply to it.',
    );
  });
});
