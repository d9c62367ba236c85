import { describe, expect, it } from "vitest";
import { expiredSignInPath, formatCountdown } from "./messages.ts";

describe("formatCountdown", () => {
  it("shows minutes and two-digit seconds, rounding up and never below zero", () => {
    expect(formatCountdown(120)).toBe("2:00");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(8.2)).toBe("0:09");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

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
