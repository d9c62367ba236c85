// The application's life cycle (spec section 4, decisions.md "Status changes are a
// server-side state machine"): which actions exist, who may take them from which state, and
// what each one changes. Pure: the server applies its transition table through the one recipe
// for state changes (app/server/models/application/lifecycle.server.ts, state-change.server.ts);
// the admin table offers only what it allows.
import type { AuditAction } from "../audit/actions.ts";
import type { ApplicationStatus, StageStatus } from "../enums.ts";
import { actionsFor, mayTake, type TransitionTable } from "../state-machine.ts";

export const LIFECYCLE_ACTIONS = [
  "approve",
  "decline",
  "cancel",
  "approve-enrollment",
  "decline-enrollment",
  "approve-negotiations",
  "decline-negotiations",
  "complete",
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/**
 * Who asks: an admin, the applicant who owns the application, or any other customer (who may
 * do nothing with it; the server answers them as if it did not exist); or the system, which marks
 * a program complete when its last enrolled debt is paid off (issue 43, docs/decisions/0060).
 */
export type LifecycleActor = "admin" | "owner" | "customer" | "system";

/** The columns the life cycle reads. */
export interface LifecycleState {
  status: ApplicationStatus;
  enrollmentStatus: StageStatus;
  negotiationsStatus: StageStatus;
  completionPercentage: number;
  /**
   * Whether the customer has signed the enrollment agreement of the application's plan (issue 22):
   * Approve Enrollment is offered, and accepted, only once they have.
   */
  agreementSigned: boolean;
  /**
   * How many enrolled debts are neither Paid Off nor Removed (issue 24): Mark as Complete is
   * offered, and accepted, only at none. Absent where no debt was enrolled.
   */
  openDebts?: number;
}

/** The refusal of Approve Enrollment before the signature (decisions.md, "Agreement"), word for word. */
export const NOT_SIGNED_YET = "The client has not signed the enrollment agreement yet";

/** The refusal of Mark as Complete while a debt is still in negotiation (decisions.md). */
export const DEBTS_STILL_OPEN =
  "Every enrolled debt must be Paid Off or Removed before the program is complete";

/** The completion threshold (spec section 9). */
export const COMPLETE_PERCENTAGE = 100;

const pending = (s: LifecycleState) => s.status === "pending";
const enrollmentOpen = (s: LifecycleState) => s.status === "approved" && s.enrollmentStatus === "pending";
const negotiationsOpen = (s: LifecycleState) =>
  s.status === "approved" && s.enrollmentStatus === "approved" && s.negotiationsStatus === "pending";
const completableButDebts = (s: LifecycleState) =>
  s.status === "approved" &&
  s.enrollmentStatus === "approved" &&
  s.negotiationsStatus === "approved" &&
  s.completionPercentage < COMPLETE_PERCENTAGE;
const completable = (s: LifecycleState) => completableButDebts(s) && (s.openDebts ?? 0) === 0;

/** Who may take each action, from which states (another customer may take none). */
export const LIFECYCLE_TRANSITIONS: TransitionTable<LifecycleState, LifecycleAction, LifecycleActor> = {
  approve: { actor: "admin", allowed: pending },
  decline: { actor: "admin", allowed: pending },
  cancel: { actor: "owner", allowed: pending },
  "approve-enrollment": { actor: "admin", allowed: (s) => enrollmentOpen(s) && s.agreementSigned },
  "decline-enrollment": { actor: "admin", allowed: enrollmentOpen },
  "approve-negotiations": { actor: "admin", allowed: negotiationsOpen },
  "decline-negotiations": { actor: "admin", allowed: negotiationsOpen },
  complete: { actor: ["admin", "system"], allowed: completable },
};

export function isAllowed(state: LifecycleState, action: LifecycleAction, actor: LifecycleActor): boolean {
  return mayTake(LIFECYCLE_TRANSITIONS, state, action, actor);
}

/** The actions `actor` may take now, in the order the admin table shows them. */
export function allowedActions(state: LifecycleState, actor: LifecycleActor): LifecycleAction[] {
  return actionsFor(LIFECYCLE_TRANSITIONS, LIFECYCLE_ACTIONS, state, actor);
}

/** The columns an action sets besides updated_at (always set: "every admin change sets updated_at"). */
export interface LifecycleChange {
  status?: ApplicationStatus;
  enrollmentStatus?: StageStatus;
  enrollmentApprovedAt?: Date;
  negotiationsStatus?: StageStatus;
  negotiationsApprovedAt?: Date;
  completionPercentage?: number;
  isComplete?: boolean;
  completedAt?: Date;
  /** When the application itself was approved, declined or cancelled. */
  decidedAt?: Date;
}

/** What an action changes, at `now`. Either enrollment decision sets enrollment_approved_at (spec). */
export function changeFor(action: LifecycleAction, now: Date): LifecycleChange {
  switch (action) {
    case "approve":
      return { status: "approved", decidedAt: now };
    case "decline":
      return { status: "declined", decidedAt: now };
    case "cancel":
      return { status: "cancelled", decidedAt: now };
    case "approve-enrollment":
      return { enrollmentStatus: "approved", enrollmentApprovedAt: now };
    case "decline-enrollment":
      return { enrollmentStatus: "declined", enrollmentApprovedAt: now };
    case "approve-negotiations":
      return { negotiationsStatus: "approved", negotiationsApprovedAt: now };
    case "decline-negotiations":
      return { negotiationsStatus: "declined", negotiationsApprovedAt: now };
    case "complete":
      return { completionPercentage: COMPLETE_PERCENTAGE, isComplete: true, completedAt: now };
  }
}

export const AUDIT_ACTION_OF: Record<LifecycleAction, AuditAction> = {
  approve: "application_approved",
  decline: "application_declined",
  cancel: "application_cancelled",
  "approve-enrollment": "enrollment_approved",
  "decline-enrollment": "enrollment_declined",
  "approve-negotiations": "negotiations_approved",
  "decline-negotiations": "negotiations_declined",
  complete: "application_completed",
};

/** The buttons' words (spec section 2 and 4: Approve App, Decline App, Mark as Complete). */
export const ACTION_LABELS: Record<LifecycleAction, string> = {
  approve: "Approve App",
  decline: "Decline App",
  cancel: "Cancel Application",
  "approve-enrollment": "Approve Enrollment",
  "decline-enrollment": "Decline Enrollment",
  "approve-negotiations": "Approve Negotiations",
  "decline-negotiations": "Decline Negotiations",
  complete: "Mark as Complete",
};

/** The toasts of spec section 8, word for word. */
export const ACTION_SUCCESS: Record<LifecycleAction, string> = {
  approve: "Application approved and confirmation email sent",
  decline: "Application declined",
  cancel: "Application cancelled successfully",
  "approve-enrollment": "Program enrollment approved successfully",
  "decline-enrollment": "Program enrollment declined",
  "approve-negotiations": "Creditor negotiations approved successfully",
  "decline-negotiations": "Creditor negotiations declined",
  complete: "Application marked as complete successfully",
};

export const ACTION_FAILURE: Record<LifecycleAction, string> = {
  approve: "Failed to approve application",
  decline: "Failed to decline application",
  cancel: "Failed to cancel application",
  "approve-enrollment": "Failed to approve enrollment",
  "decline-enrollment": "Failed to decline enrollment",
  "approve-negotiations": "Failed to approve negotiations",
  "decline-negotiations": "Failed to decline negotiations",
  complete: "Failed to complete application",
};

/** How a person would name where the application stands now, for a refusal. */
export function describeState(state: LifecycleState): string {
  if (state.status === "declined") return "was declined";
  if (state.status === "cancelled") return "was canceled by the applicant";
  if (state.status === "pending") return "is still pending review";
  if (state.completionPercentage >= COMPLETE_PERCENTAGE) return "is already complete";
  if (state.enrollmentStatus === "declined") return "had its program enrollment declined";
  if (state.enrollmentStatus === "pending") return "is approved and waiting for the enrollment decision";
  if (state.negotiationsStatus === "declined") return "had its creditor negotiations declined";
  if (state.negotiationsStatus === "pending") return "is enrolled and waiting for the negotiations decision";
  return "is ready to be marked as complete";
}

/**
 * Why `action` cannot be taken, in words a person understands: the application changed since
 * the page was shown (`stale`, someone else acted), or its state does not allow it.
 */
export function refusalReason(
  state: LifecycleState,
  action: LifecycleAction,
  { stale }: { stale: boolean },
): string {
  const now = `This application ${describeState(state)}`;
  if (action === "approve-enrollment" && enrollmentOpen(state) && !state.agreementSigned)
    return NOT_SIGNED_YET;
  if (action === "complete" && completableButDebts(state) && (state.openDebts ?? 0) > 0)
    return DEBTS_STILL_OPEN;
  if (LIFECYCLE_TRANSITIONS[action].allowed(state)) {
    return `This application was changed by someone else a moment ago. Its current state is shown: please check it and try again.`;
  }
  return stale
    ? `${now}: someone else changed it a moment ago, so "${ACTION_LABELS[action]}" no longer applies. Its current state is shown.`
    : `${now}, so "${ACTION_LABELS[action]}" does not apply to it.`;
}
