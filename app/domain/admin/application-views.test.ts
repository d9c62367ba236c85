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
  userId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
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
  agreementSigned: false,
} as const;

describe("applicationRowView", () => {
  it("shows the applicant, the date, the status and the actions the life cycle allows", () => {
    expect(applicationRowView(row, "America/Phoenix")).toEqual({
      id: row.id,
      number: "3e4f5a6b",
      version: row.version,
      name: "Ada Lovelace",
      customerHref: "/admin/customers/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
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

  it("shows the day the application was submitted in the admin's own zone", () => {
    // 7:35 PM on Nov 26 in Phoenix, 9:35 PM in New York: Nov 27 in UTC.
    const late = { ...row, createdAt: new Date("2026-11-27T02:35:00Z") };
    expect(applicationRowView(late, "America/Phoenix").submitted).toBe("Nov 26, 2026");
    expect(applicationRowView(late, "America/New_York").submitted).toBe("Nov 26, 2026");
    expect(applicationRowView(late, "UTC").submitted).toBe("Nov 27, 2026");
  });

  it("offers Mark as Complete only when all three stages are approved and below 100%", () => {
    const ready = {
      ...row,
      status: "approved",
      enrollmentStatus: "approved",
      negotiationsStatus: "approved",
    } as const;
    expect(applicationRowView(ready, "UTC").actions).toEqual([
      { action: "complete", label: "Mark as Complete" },
    ]);
    expect(applicationRowView({ ...ready, completionPercentage: 100 }, "UTC").actions).toEqual([]);
  });
});

describe("stagesOf", () => {
  it("shows enrollment only once approved, and negotiations only once enrolled", () => {
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
  declineReason: null,
  declineNote: null,
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
    const view = applicationDetailsView(
      {
        ...details,
        status: "approved",
        enrollmentStatus: "approved",
        enrollmentApprovedAt: new Date("2026-03-20T10:00:00Z"),
        negotiationsStatus: "declined",
        negotiationsApprovedAt: new Date("2026-03-28T10:00:00Z"),
      },
      "America/New_York",
    );
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
    expect(applicationDetailsView(details, "UTC").accountDetailsForm).toBeNull();
    const done = applicationDetailsView(
      {
        ...details,
        status: "approved",
        enrollmentStatus: "approved",
        negotiationsStatus: "approved",
        completionPercentage: 100,
        isComplete: true,
        completedAt: new Date("2026-05-01T00:00:00Z"),
      },
      "UTC",
    );
    expect(done.accountDetailsForm?.items).toContainEqual({ label: "Creditor", value: "Harbor Bank" });
    const completed = { ...details, completedAt: new Date("2026-05-01T00:00:00Z") };
    expect(adminTimeline(completed, "UTC").at(-1)).toEqual({ label: "Completed", value: "May 1, 2026" });
    // Midnight UTC is still Apr 30 in New York: the admin's own calendar.
    expect(adminTimeline(completed, "America/New_York").at(-1)).toEqual({
      label: "Completed",
      value: "Apr 30, 2026",
    });
  });
});

describe("a declined application's expanded row (issue 21)", () => {
  it("names the reason and the note the applicant was sent; nothing before a decline", () => {
    const declined = applicationDetailsView(
      {
        ...details,
        status: "declined",
        declineReason: "could_not_verify",
        declineNote: "Pay stub unreadable.",
      },
      "UTC",
    );
    expect(declined.decline).toEqual([
      { label: "Reason", value: "Information could not be verified" },
      { label: "Note to the Applicant", value: "Pay stub unreadable." },
    ]);
    const withoutNote = applicationDetailsView(
      { ...details, status: "declined", declineReason: "state_not_available" },
      "UTC",
    );
    expect(withoutNote.decline).toContainEqual({ label: "Note to the Applicant", value: "None" });
    expect(applicationDetailsView(details, "UTC").decline).toEqual([]);
  });
});
