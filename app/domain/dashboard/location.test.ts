import { describe, expect, it } from "vitest";
import { dashboardHref, readDashboardLocation } from "./location.ts";

const ID = "0b6d4c55-8d0e-4f6f-9f57-1a2b3c4d5e6f";
const read = (query: string) => readDashboardLocation(new URLSearchParams(query));

describe("readDashboardLocation", () => {
  it("defaults to My Applications, Overview and the newest application", () => {
    expect(read("")).toEqual({ tab: "applications", view: "overview", applicationId: null });
  });

  it("reads each known tab and sub-tab", () => {
    expect(read(`tab=profile&view=details&application=${ID}`)).toEqual({
      tab: "profile",
      view: "details",
      applicationId: ID,
    });
    expect(read("tab=account-details&view=accounts").tab).toBe("account-details");
    expect(read("tab=support").tab).toBe("support");
  });

  it("falls back to the defaults for unknown or empty values, and bounds the id's length", () => {
    expect(read("tab=admin&view=secret&application=%20%20")).toEqual({
      tab: "applications",
      view: "overview",
      applicationId: null,
    });
    expect(read(`application=${"x".repeat(500)}`).applicationId).toHaveLength(100);
  });
});

describe("dashboardHref", () => {
  it("leaves the defaults out of the address", () => {
    expect(dashboardHref({ tab: "applications", view: "overview", applicationId: null })).toBe("/dashboard");
  });

  it("round-trips through readDashboardLocation", () => {
    const location = { tab: "account-details", view: "accounts", applicationId: ID } as const;
    const href = dashboardHref(location);
    expect(href).toBe(`/dashboard?tab=account-details&application=${ID}&view=accounts`);
    expect(read(href.split("?")[1] ?? "")).toEqual(location);
  });
});
