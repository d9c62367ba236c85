import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, type ApplicationStatus, STAGE_STATUSES, type StageStatus } from "../enums.ts";
import { customerTimeline, TIMELINE_LABELS, type TimelineSource } from "./timeline.ts";

const CREATED = new Date("2025-01-10T15:00:00Z");
const UPDATED = new Date("2025-02-03T09:30:00Z");
const ENROLLED = new Date("2025-02-20T12:00:00Z");
const NEGOTIATED = new Date("2025-04-01T08:00:00Z");
const LEFT = new Date("2025-06-01T08:00:00Z");
const COMPLETED = new Date("2025-09-01T08:00:00Z");

function source(
  status: ApplicationStatus,
  enrollmentStatus: StageStatus = "pending",
  negotiationsStatus: StageStatus = "pending",
): TimelineSource {
  return {
    status,
    enrollmentStatus,
    enrollmentApprovedAt: enrollmentStatus === "pending" ? null : ENROLLED,
    negotiationsStatus,
    negotiationsApprovedAt: negotiationsStatus === "pending" ? null : NEGOTIATED,
    createdAt: CREATED,
    updatedAt: UPDATED,
    decidedAt: null,
    isComplete: false,
    completedAt: null,
    programEnded:
      status === "cancelled" && enrollmentStatus === "approved" ? { kind: "left", at: LEFT } : null,
  };
}

/** "Title: Label @ date" per step, "*" marking the current one: one string per row to compare. */
function describeSteps(app: TimelineSource): string[] {
  return customerTimeline(app).map(
    (s) =>
      `${s.title}: ${s.label}${s.date ? ` @ ${s.date.toISOString().slice(0, 10)}` : ""}${s.current ? " *" : ""}`,
  );
}

// Every combination the database allows (enrollment only after approval, negotiations only
// after an approved enrollment: the CHECK constraints in db/schema.ts).
const CASES: [ApplicationStatus, StageStatus, StageStatus, string[]][] = [
  [
    "pending",
    "pending",
    "pending",
    ["Application Submitted: Completed @ 2025-01-10", "Application Review: In Progress *"],
  ],
  [
    "declined",
    "pending",
    "pending",
    ["Application Submitted: Completed @ 2025-01-10", "Application Review: Declined @ 2025-02-03"],
  ],
  [
    "cancelled",
    "pending",
    "pending",
    ["Application Submitted: Completed @ 2025-01-10", "Application Review: Cancelled @ 2025-02-03"],
  ],
  [
    "approved",
    "pending",
    "pending",
    [
      "Application Submitted: Completed @ 2025-01-10",
      "Application Review: Completed @ 2025-02-03",
      "Enrollment Process: Pending *",
    ],
  ],
  [
    "approved",
    "declined",
    "pending",
    [
      "Application Submitted: Completed @ 2025-01-10",
      "Application Review: Completed @ 2025-02-03",
      "Enrollment Process: Declined @ 2025-02-20",
    ],
  ],
  [
    "approved",
    "approved",
    "pending",
    [
      "Application Submitted: Completed @ 2025-01-10",
      "Application Review: Completed @ 2025-02-03",
      "Enrollment Process: Completed @ 2025-02-20",
      "Negotiations: Pending *",
    ],
  ],
  [
    "approved",
    "approved",
    "approved",
    // Approve Negotiations starts them (issue 43): never "Completed" while they go on.
    [
      "Application Submitted: Completed @ 2025-01-10",
      "Application Review: Completed @ 2025-02-03",
      "Enrollment Process: Completed @ 2025-02-20",
      "Negotiations: In Progress @ 2025-04-01 *",
    ],
  ],
  // A customer who left after enrollment (issue 23: cancelled with the enrollment they had) keeps
  // every step with its date, then leaves (issue 43).
  [
    "cancelled",
    "approved",
    "pending",
    [
      "Application Submitted: Completed @ 2025-01-10",
      "Application Review: Completed @ 2025-02-03",
      "Enrollment Process: Completed @ 2025-02-20",
      "Left the Program: Ended @ 2025-06-01",
    ],
  ],
  [
    "cancelled",
    "approved",
    "approved",
    [
      "Application Submitted: Completed @ 2025-01-10",
      "Application Review: Completed @ 2025-02-03",
      "Enrollment Process: Completed @ 2025-02-20",
      "Negotiations: Ended @ 2025-06-01",
      "Left the Program: Ended @ 2025-06-01",
    ],
  ],
  [
    "cancelled",
    "approved",
    "declined",
    [
      "Application Submitted: Completed @ 2025-01-10",
      "Application Review: Completed @ 2025-02-03",
      "Enrollment Process: Completed @ 2025-02-20",
      "Negotiations: Declined @ 2025-04-01",
      "Left the Program: Ended @ 2025-06-01",
    ],
  ],
  [
    "approved",
    "approved",
    "declined",
    [
      "Application Submitted: Completed @ 2025-01-10",
      "Application Review: Completed @ 2025-02-03",
      "Enrollment Process: Completed @ 2025-02-20",
      "Negotiations: Declined @ 2025-04-01",
    ],
  ],
];

describe("customerTimeline", () => {
  it("ends a completed program with its completion, never as cancelled", () => {
    const completed = {
      ...source("approved", "approved", "approved"),
      isComplete: true,
      completedAt: COMPLETED,
    };
    expect(describeSteps(completed)).toEqual([
      "Application Submitted: Completed @ 2025-01-10",
      "Application Review: Completed @ 2025-02-03",
      "Enrollment Process: Completed @ 2025-02-20",
      "Negotiations: Completed @ 2025-09-01",
      "Program Completed: Completed @ 2025-09-01",
    ]);
    expect(customerTimeline(completed).some((step) => step.state === "cancelled")).toBe(false);
  });

  it.each(CASES)(
    "application %s, enrollment %s, negotiations %s",
    (status, enrollment, negotiations, expected) => {
      expect(describeSteps(source(status, enrollment, negotiations))).toEqual(expected);
    },
  );

  it("covers every status combination the database allows", () => {
    const allowed = APPLICATION_STATUSES.flatMap((status) =>
      STAGE_STATUSES.flatMap((enrollment) =>
        STAGE_STATUSES.filter(
          (negotiations) =>
            (enrollment === "pending" ||
              status === "approved" ||
              (status === "cancelled" && enrollment === "approved")) &&
            (negotiations === "pending" || enrollment === "approved"),
        ).map((negotiations) => `${status}/${enrollment}/${negotiations}`),
      ),
    );
    expect(CASES.map(([s, e, n]) => `${s}/${e}/${n}`).sort()).toEqual(allowed.sort());
  });

  it("ignores later stages that the application's status does not reach", () => {
    // Rows the CHECK constraints refuse; the timeline still never shows a stage out of order.
    expect(customerTimeline(source("pending", "approved", "approved")).map((s) => s.key)).toEqual([
      "submitted",
      "review",
    ]);
    expect(customerTimeline(source("approved", "declined", "approved")).map((s) => s.key)).toEqual([
      "submitted",
      "review",
      "enrollment",
    ]);
  });

  it("marks at most one step as current, and only a waiting one", () => {
    for (const [status, enrollment, negotiations] of CASES) {
      const current = customerTimeline(source(status, enrollment, negotiations)).filter((s) => s.current);
      expect(current.length).toBeLessThanOrEqual(1);
      for (const s of current) expect(["in-progress", "pending"]).toContain(s.state);
    }
  });

  it("uses the spec's labels, plus Cancelled for a withdrawn application and Ended for a program left", () => {
    expect(Object.values(TIMELINE_LABELS)).toEqual([
      "Completed",
      "In Progress",
      "Pending",
      "Declined",
      "Cancelled",
      "Ended",
    ]);
  });

  it("keeps the exact timestamps as dates", () => {
    const [submitted, review, enrollment] = customerTimeline(source("approved", "declined"));
    expect(submitted?.date).toEqual(CREATED);
    expect(review?.date).toEqual(UPDATED);
    expect(enrollment?.date).toEqual(ENROLLED);
  });
});

describe("the review step's date", () => {
  it("is the moment of the decision, not the last change", () => {
    const decided = new Date("2025-01-20T10:00:00Z");
    const steps = customerTimeline({ ...source("approved", "approved"), decidedAt: decided });
    expect(steps.find((s) => s.key === "review")?.date).toEqual(decided);
  });

  it("falls back to updated_at for an application decided before the decision was kept", () => {
    const steps = customerTimeline(source("declined"));
    expect(steps.find((s) => s.key === "review")?.date).toEqual(UPDATED);
  });
});
