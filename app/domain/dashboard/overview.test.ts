import { describe, expect, it } from "vitest";
import { applicationNumber } from "../application/labels.ts";
import { APPLICATION_STATUSES } from "../enums.ts";
import { applicationOverview, type OverviewSource } from "./overview.ts";

const ID = "3f2b8c1e-4d5a-4e6f-9a0b-1c2d3e4f5a6b";

function app(overrides: Partial<OverviewSource> = {}): OverviewSource {
  return {
    id: ID,
    debtAmount: "12345.67",
    status: "pending",
    enrollmentStatus: "pending",
    enrollmentApprovedAt: null,
    negotiationsStatus: "pending",
    negotiationsApprovedAt: null,
    createdAt: new Date("2025-05-22T18:00:00Z"),
    updatedAt: new Date("2025-05-22T18:00:00Z"),
    decidedAt: null,
    completionPercentage: 0,
    ...overrides,
  };
}

describe("applicationNumber", () => {
  it("is the last 8 characters of the id", () => {
    expect(applicationNumber(ID)).toBe("3e4f5a6b");
  });
});

describe("cancellable", () => {
  it("allows only a pending application", () => {
    const cancellable = APPLICATION_STATUSES.filter(
      (status) => applicationOverview(app({ status })).cancellable,
    );
    expect(cancellable).toEqual(["pending"]);
  });
});

describe("applicationOverview", () => {
  it("gives the Overview cards of one application, exact to the cent", () => {
    const overview = applicationOverview(app());
    expect(overview).toMatchObject({
      number: "3e4f5a6b",
      debtCents: 1_234_567n,
      // 40% of 12,345.67 = 4,938.268 → 4,938.27
      savingsCents: 493_827n,
      netCents: 740_740n,
      projectedCompletion: new Date("2028-05-22T18:00:00Z"),
      cancellable: true,
    });
    expect(overview.timeline.map((s) => s.label)).toEqual(["Completed", "In Progress"]);
  });

  it("is not cancellable once decided", () => {
    expect(applicationOverview(app({ status: "approved" })).cancellable).toBe(false);
    expect(applicationOverview(app({ status: "cancelled" })).cancellable).toBe(false);
  });
});

describe("estimates (issue 21)", () => {
  it("are made for a pending or approved application only, never a declined or cancelled one", () => {
    const estimated = APPLICATION_STATUSES.filter((status) => applicationOverview(app({ status })).estimated);
    expect(estimated).toEqual(["pending", "approved"]);
  });
});
