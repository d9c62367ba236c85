import { describe, expect, it } from "vitest";
import { isHttpsUrl, readEnv } from "#app/server/env.server.ts";

// Secure and __Host- cookies, HSTS and upgrade-insecure-requests follow PUBLIC_URL's scheme,
// not NODE_ENV (issue 13, docs/decisions/0030).

describe("env.https", () => {
  it("is true only when PUBLIC_URL is https, whatever NODE_ENV says", () => {
    expect(readEnv({ PUBLIC_URL: "https://harborline.example" }).https).toBe(true);
    expect(readEnv({ PUBLIC_URL: "https://harborline.example/", NODE_ENV: "development" }).https).toBe(true);
    expect(readEnv({ PUBLIC_URL: "HTTPS://Harborline.example:8443" }).https).toBe(true);
    expect(readEnv({ PUBLIC_URL: "http://harborline.example", NODE_ENV: "production" }).https).toBe(false);
    expect(readEnv({ NODE_ENV: "production" }).https).toBe(false);
    expect(readEnv({}).https).toBe(false);
  });

  it("isHttpsUrl reads the scheme and refuses anything it cannot parse", () => {
    expect(isHttpsUrl("https://a.example")).toBe(true);
    expect(isHttpsUrl("http://a.example")).toBe(false);
    expect(isHttpsUrl("httpsx://a.example")).toBe(false);
    expect(isHttpsUrl("not a url")).toBe(false);
    expect(isHttpsUrl(undefined)).toBe(false);
  });
});
