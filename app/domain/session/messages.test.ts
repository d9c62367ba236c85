import { describe, expect, it } from "vitest";
import { expiredSignInPath } from "./messages.ts";

describe("expiredSignInPath", () => {
  it("sends admin pages to the admins' sign-in and others to /auth, with the page to return to", () => {
    expect(expiredSignInPath("/dashboard", "?tab=profile")).toBe(
      "/auth?redirectTo=%2Fdashboard%3Ftab%3Dprofile&expired=1",
    );
    expect(expiredSignInPath("/admin/applications", "")).toBe(
      "/admin/auth?redirectTo=%2Fadmin%2Fapplications&expired=1",
    );
    expect(expiredSignInPath("/admin", "")).toBe("/admin/auth?redirectTo=%2Fadmin&expired=1");
    expect(expiredSignInPath("/administrators", "")).toBe("/auth?redirectTo=%2Fadministrators&expired=1");
  });
});
