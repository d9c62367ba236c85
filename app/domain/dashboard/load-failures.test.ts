import { describe, expect, it } from "vitest";
import { everythingLoaded, loadFailures } from "./load-failures.ts";
import type { ApplicationChoiceData, DashboardFrameData, ProfileRoomData } from "./views.ts";

// The frame's and two rooms' data together, as the old one-page dashboard sent them.
const loaded: Omit<DashboardFrameData & ApplicationChoiceData & ProfileRoomData, "signedOut"> = {
  user: { id: "u", email: "ada@test.example", name: "Ada Lovelace", emailVerified: true },
  choice: { view: "overview", applicationId: null, page: 1 },
  unreadMessages: 0,
  summary: {
    ok: true,
    value: {
      applicationCount: 0,
      totalDebt: "$0.00",
      potentialSavings: "$0.00",
      netResult: "$0.00",
      projectedCompletion: null,
      completionLabel: "Projected Completion",
      basis: "estimate",
      savingsNote: "Est. 40% average",
      completionNote: null,
    },
  },
  applications: { ok: true, value: { items: [], page: 1, pageCount: 1, total: 0 } },
  selection: { kind: "none" },
  programs: [],
  security: { ok: true, value: { twoFactorEnabled: false, passkeys: [], sessions: [] } },
  timeZone: { current: "America/New_York", label: "Eastern Time (New York)", choices: [] },
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

  it("names the sign-in settings when they failed", () => {
    expect(
      loadFailures({ security: { ok: false, message: "Failed to load your sign-in settings" } }),
    ).toEqual(["Failed to load your sign-in settings"]);
  });

  it("reads only the panels a room has", () => {
    expect(loadFailures({ profile: { ok: false, message: "Failed to load profile data" } })).toEqual([
      "Failed to load profile data",
    ]);
    expect(loadFailures({})).toEqual([]);
  });
});

describe("everythingLoaded", () => {
  it("is true only when nothing failed and the application asked for was found", () => {
    expect(everythingLoaded(loaded)).toBe(true);
    expect(everythingLoaded({ ...loaded, selection: { kind: "not-found" } })).toBe(false);
    expect(everythingLoaded({ summary: { ok: false, message: "Failed to load financial summary" } })).toBe(
      false,
    );
  });
});
