import { describe, expect, it } from "vitest";
import { areaHref, areaOf, DASHBOARD_AREAS, legacyDashboardHref } from "./areas.ts";

const ID = "0b6d4c55-8d0e-4f6f-9f57-1a2b3c4d5e6f";
const legacy = (query: string, path = "/dashboard") =>
  legacyDashboardHref(new URL(`http://localhost${path}${query}`));

describe("DASHBOARD_AREAS", () => {
  it("keeps the spec's four tabs, in its order, each under /dashboard, then the program's rooms", () => {
    expect(DASHBOARD_AREAS.map((area) => area.label)).toEqual([
      "My Applications",
      "Account Details",
      "Profile Settings",
      "Support",
      "My Program",
      "Documents",
      "Messages",
    ]);
    for (const area of DASHBOARD_AREAS) expect(area.path).toMatch(/^\/dashboard(\/[a-z-]+)?$/);
    expect(new Set(DASHBOARD_AREAS.map((area) => area.path)).size).toBe(DASHBOARD_AREAS.length);
  });
});

describe("areaOf", () => {
  it("finds the room of a path, its data requests and deeper paths included", () => {
    expect(areaOf("/dashboard").id).toBe("applications");
    expect(areaOf("/dashboard/").id).toBe("applications");
    expect(areaOf("/dashboard/profile").id).toBe("profile");
    expect(areaOf("/dashboard/profile.data").id).toBe("profile");
    expect(areaOf("/dashboard/account-details").id).toBe("account-details");
    expect(areaOf("/dashboard/support/anything").id).toBe("support");
  });

  it("does not take a room for one whose name only starts the same", () => {
    expect(areaOf("/dashboard/profiles").id).toBe("applications");
  });
});

describe("areaHref", () => {
  const [applications, accountDetails, profile] = DASHBOARD_AREAS;

  it("keeps the chosen application and the list's page between My Applications and Account Details", () => {
    expect(areaHref(accountDetails, `?application=${ID}&view=details&page=2`)).toBe(
      `/dashboard/account-details?application=${ID}&page=2`,
    );
    expect(areaHref(applications, `?application=${ID}`)).toBe(`/dashboard?application=${ID}`);
  });

  it("takes nothing to a room that shows no application", () => {
    expect(areaHref(profile, `?application=${ID}&page=2`)).toBe("/dashboard/profile");
    expect(areaHref(applications, "")).toBe("/dashboard");
  });
});

describe("legacyDashboardHref", () => {
  it("sends each tab of the one-page dashboard to its room, keeping what that tab kept", () => {
    expect(legacy("?tab=profile")).toBe("/dashboard/profile");
    expect(legacy("?tab=support&application=x&page=2")).toBe("/dashboard/support");
    expect(legacy(`?tab=account-details&application=${ID}&view=details&page=3`)).toBe(
      `/dashboard/account-details?application=${ID}&page=3`,
    );
    expect(legacy(`?tab=applications&application=${ID}&view=details&page=2`)).toBe(
      `/dashboard?application=${ID}&view=details&page=2`,
    );
  });

  it("shows an unknown tab as My Applications, as the one-page dashboard did", () => {
    expect(legacy("?tab=admin")).toBe("/dashboard");
    expect(legacy("?tab=")).toBe("/dashboard");
  });

  it("leaves addresses without a tab, and the rooms' own addresses, alone", () => {
    expect(legacy("")).toBeNull();
    expect(legacy(`?application=${ID}&view=details`)).toBeNull();
    expect(legacy("?tab=profile", "/dashboard/support")).toBeNull();
  });
});
