import { describe, expect, it } from "vitest";
import { originFormTarget } from "../../server/request-target.ts";

describe("originFormTarget", () => {
  it("turns an absolute-form target into its path and query", () => {
    expect(originFormTarget("http://localhost:3000/dashboard?page=2")).toBe("/dashboard?page=2");
    expect(originFormTarget("HTTPS://example.test")).toBe("/");
    expect(originFormTarget("http://other.example/auth")).toBe("/auth");
  });

  it("leaves an origin-form target, and anything else, as it came", () => {
    expect(originFormTarget("/dashboard?page=2")).toBe("/dashboard?page=2");
    expect(originFormTarget("*")).toBe("*");
    expect(originFormTarget("//double/slash")).toBe("//double/slash");
  });
});
