import { describe, expect, it } from "vitest";
import {
  type AdminApplicationDetailsSource,
  adminTimeline,
  applicationDetailsView,
  applicationRowView,
  stagesOf,
} from "./application-views.ts";

const CREATED = new Date("2026-03-05T12:00:00Z");
const row = {
  id: "3f2b8c1e-4d5a-4e6f-9a0b-1c2d3e4f5a6b",
  version: "2026-03-05 12:00:00.123456+00",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@test.example",
  phone: "5551234567",
  createdAt: CREATED,
  status: "pending",
  enrollmentStatus: "pending",
  negotiationsStatus: "pending",
  completionPercentage: 0,
} as const;

describe("applicationRowView", () => {
  it("shows the applicant, the date, the status and the actions the life cycle allows", () => {
    expect(applicationRowView(row)).toEqual({
      id: row.id,
      number: "3e4f5a6b",
      version: row.version,
      name: "Ada Lovelace",
      email: "ada@test.example",
      phone: "(555) 123-4567",
      submitted: "Mar 5, 2026",
      status: "pending",
      statusLabel: "Pending",
      stages: [],
      completionPercentage: 0,
      actions: [
        { action: "approve", label: "Approve App" },
        { action: "decline", label: "Decline App" },
      ],
    });
  });

  it("offers Mark as Complete only when all three stages are approved and below 100%", () => {
    const ready = {
      ...row,
      status: "approved",
      enrollmentStatus: "approved",
      negotiationsStatus: "approved",
    } as const;
    expect(applicationRowView(ready).actions).toEqual([{ action: "complete", label: "Mark as Complete" }]);
    expect(applicationRowView({ ...ready, completionPercentage: 100 }).actions).toEqual([]);
  });
});

describe("stagesOf", () => {
  it("shows enrolment only once approved, and negotiations only once enrolled", () => {
    expect(stagesOf(row)).toEqual([]);
    expect(stagesOf({ ...row, status: "approved" }).map((s) => `${s.name}: ${s.label}`)).toEqual([
      "Enrollment: Pending",
    ]);
    expect(
      stagesOf({
        ...row,
        status: "approved",
        enrollmentStatus: "approved",
        negotiationsStatus: "declined",
      }).map((s) => `${s.name}: ${s.label}`),
    ).toEqual(["Enrollment: Approved", "Negotiations: Declined"]);
    expect(stagesOf({ ...row, status: "approved", enrollmentStatus: "declined" })).toHaveLength(1);
  });
});

const details: AdminApplicationDetailsSource = {
  ...row,
  address: "1 Harbor Way",
  dateOfBirth: "1980-04-12",
  debtAmount: "18250.00",
  debtRange: "$15,001-$25,000",
  creditScore: "fair",
  employmentStatus: "self-employed",
  monthlyIncome: "4200.50",
  isComplete: false,
  updatedAt: new Date("2026-04-01T09:00:00Z"),
  enrollmentApprovedAt: null,
  negotiationsApprovedAt: null,
  completedAt: null,
  accountDetailsForm: {
    originalCreditor: "Harbor Bank",
    accountSold: false,
    accountType: "Credit Card",
    openClosed: "Open",
    status: "Current",
    currentBalance: "900.00",
    paidOff: false,
    paymentFrequency: null,
    paymentAmount: null,
    originalBalance: null,
    term: null,
    completedAt: null,
  },
};

describe("the expanded row", () => {
  it("masks the SSN and gives the timeline with its dates", () => {
    const view = applicationDetailsView({
      ...details,
      status: "approved",
      enrollmentStatus: "approved",
      enrollmentApprovedAt: new Date("2026-03-20T10:00:00Z"),
      negotiationsStatus: "declined",
      negotiationsApprovedAt: new Date("2026-03-28T10:00:00Z"),
    });
    expect(view.personal).toContainEqual({ label: "SSN (last 4)", value: "••••" });
    expect(view.financial).toContainEqual({ label: "Monthly Income", value: "$4,200.50" });
    expect(view.timeline).toEqual([
      { label: "Submitted", value: "Mar 5, 2026" },
      { label: "Last Updated", value: "Apr 1, 2026" },
      { label: "Current Status", value: "Approved" },
      { label: "Progress", value: "0%" },
      { label: "Enrollment", value: "Approved on Mar 20, 2026" },
      { label: "Negotiations", value: "Declined on Mar 28, 2026" },
      { label: "Completed", value: "Not yet" },
    ]);
  });

  it("shows the account details form only once complete or at 100%", () => {
    expect(applicationDetailsView(details).accountDetailsForm).toBeNull();
    const done = applicationDetailsView({
      ...details,
      status: "approved",
      enrollmentStatus: "approved",
      negotiationsStatus: "approved",
      completionPercentage: 100,
      isComplete: true,
      completedAt: new Date("2026-05-01T00:00:00Z"),
    });
    expect(done.accountDetailsForm?.items).toContainEqual({ label: "Creditor", value: "Harbor Bank" });
    expect(adminTimeline({ ...details, completedAt: new Date("2026-05-01T00:00:00Z") }).at(-1)).toEqual({
      label: "Completed",
      value: "May 1, 2026",
    });
  });
});
