import { describe, expect, it } from "vitest";
import { loadFailures } from "./load-failures.ts";
import type { DashboardData } from "./views.ts";

const loaded: DashboardData = {
  signedOut: false,
  user: { id: "u", email: "ada@test.example", name: "Ada Lovelace", emailVerified: true },
  location: { tab: "applications", view: "overview", applicationId: null, page: 1 },
  summary: {
    ok: true,
    value: {
      applicationCount: 0,
      totalDebt: "$0.00",
      potentialSavings: "$0.00",
      netResult: "$0.00",
      projectedCompletion: null,
    },
  },
  applications: { ok: true, value: { items: [], page: 1, pageCount: 1, total: 0 } },
  selection: { kind: "none" },
  profile: {
    ok: true,
    value: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@test.example",
      phone: null,
      emailVerified: true,
    },
  },
};

describe("loadFailures", () => {
  it("is empty when everything loaded", () => {
    expect(loadFailures(loaded)).toEqual([]);
  });

  it("names every panel that failed, in the spec's words", () => {
    expect(
      loadFailures({
        ...loaded,
        summary: { ok: false, message: "Failed to load financial summary" },
        applications: { ok: false, message: "Failed to load applications" },
        profile: { ok: false, message: "Failed to load profile data" },
        selection: { kind: "failed", message: "Failed to load application details" },
      }),
    ).toEqual([
      "Failed to load financial summary",
      "Failed to load applications",
      "Failed to load profile data",
      "Failed to load application details",
    ]);
  });

  it("says 'Application not found' for an application that is not the user's", () => {
    expect(loadFailures({ ...loaded, selection: { kind: "not-found" } })).toEqual(["Application not found"]);
  });
});
