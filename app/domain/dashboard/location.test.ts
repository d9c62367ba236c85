import { describe, expect, it } from "vitest";
import { changesNothingShown, dashboardHref, onlyTabChanged, readDashboardLocation } from "./location.ts";

const ID = "0b6d4c55-8d0e-4f6f-9f57-1a2b3c4d5e6f";
const read = (query: string) => readDashboardLocation(new URLSearchParams(query));

describe("readDashboardLocation", () => {
  it("defaults to My Applications, Overview and the newest application", () => {
    expect(read("")).toEqual({ tab: "applications", view: "overview", applicationId: null, page: 1 });
  });

  it("reads each known tab and sub-tab", () => {
    expect(read(`tab=profile&view=details&application=${ID}`)).toEqual({
      tab: "profile",
      view: "details",
      applicationId: ID,
      page: 1,
    });
    expect(read("tab=account-details&view=accounts").tab).toBe("account-details");
    expect(read("tab=support").tab).toBe("support");
  });

  it("falls back to the defaults for unknown or empty values, and bounds the id's length", () => {
    expect(read("tab=admin&view=secret&application=%20%20")).toEqual({
      tab: "applications",
      view: "overview",
      applicationId: null,
      page: 1,
    });
    expect(read(`application=${"x".repeat(500)}`).applicationId).toHaveLength(100);
  });

  it("reads the list's page: a whole number from 1, anything else the first page", () => {
    expect(read("page=3").page).toBe(3);
    for (const page of ["0", "-1", "1.5", "2e3", "abc", "", " 2"])
      expect(read(`page=${page}`).page, page).toBe(1);
    expect(read(`page=${"9".repeat(40)}`).page).toBe(1_000_000_000);
  });
});

describe("dashboardHref", () => {
  it("leaves the defaults out of the address", () => {
    expect(dashboardHref({ tab: "applications", view: "overview", applicationId: null, page: 1 })).toBe(
      "/dashboard",
    );
  });

  it("round-trips through readDashboardLocation", () => {
    const location = { tab: "account-details", view: "accounts", applicationId: ID, page: 2 } as const;
    const href = dashboardHref(location);
    expect(href).toBe(`/dashboard?tab=account-details&application=${ID}&view=accounts&page=2`);
    expect(read(href.split("?")[1] ?? "")).toEqual(location);
  });
});

const url = (query: string) => new URL(`http://localhost/dashboard${query}`);

describe("onlyTabChanged", () => {
  it("is true when only the tab or the sub-tab differs", () => {
    expect(onlyTabChanged(url(`?application=${ID}`), url(`?tab=profile&application=${ID}`))).toBe(true);
    expect(onlyTabChanged(url(""), url("?view=details"))).toBe(true);
  });

  it("is false for another application, another page, or no change at all", () => {
    expect(onlyTabChanged(url(""), url(`?application=${ID}`))).toBe(false);
    expect(onlyTabChanged(url("?tab=account-details"), url("?tab=account-details&page=2"))).toBe(false);
    expect(onlyTabChanged(url("?tab=profile"), new URL("http://localhost/apply?tab=support"))).toBe(false);
    expect(onlyTabChanged(url("?tab=profile"), url("?tab=profile"))).toBe(false);
  });
});

describe("changesNothingShown", () => {
  const form = (intent: string) => {
    const data = new FormData();
    data.set("intent", intent);
    return data;
  };

  it("is true only for sending the confirmation e-mail again", () => {
    expect(changesNothingShown(form("resend-verification"))).toBe(true);
    expect(changesNothingShown(form("cancel"))).toBe(false);
    expect(changesNothingShown(form("profile"))).toBe(false);
    expect(changesNothingShown(undefined)).toBe(false);
  });
});
