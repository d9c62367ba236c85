import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BACKGROUND_HEADER } from "#app/domain/session/status.ts";
import { inBackground } from "./background-requests.ts";

// Only the page's own revalidation is marked as background: its data request for the page's
// URL, while it runs. A navigation elsewhere, a form post, or anything after it goes unmarked.

const sent: { url: string; background: boolean }[] = [];
const fakeWindow = {
  location: {
    href: "https://harborline.test/admin/applications?page=2",
    origin: "https://harborline.test",
    pathname: "/admin/applications",
  },
  fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), background: new Headers(init?.headers).get(BACKGROUND_HEADER) === "1" });
    return new Response("ok");
  }),
};

beforeAll(() => vi.stubGlobal("window", fakeWindow));
afterAll(() => vi.unstubAllGlobals());

const call = (url: string, init?: RequestInit) =>
  (window.fetch as typeof fetch)(new URL(url, fakeWindow.location.href), init);

describe("inBackground", () => {
  it("marks the revalidation's data request for this page, and nothing else", async () => {
    await inBackground(async () => {
      await call("/admin/applications.data?page=2", { signal: new AbortController().signal });
      await call("/admin/users.data");
      await call("/admin/applications.data", { method: "POST" });
      await call("https://elsewhere.test/admin/applications.data");
    });
    await call("/admin/applications.data?page=2");
    expect(sent).toEqual([
      { url: "https://harborline.test/admin/applications.data?page=2", background: true },
      { url: "https://harborline.test/admin/users.data", background: false },
      { url: "https://harborline.test/admin/applications.data", background: false },
      { url: "https://elsewhere.test/admin/applications.data", background: false },
      { url: "https://harborline.test/admin/applications.data?page=2", background: false },
    ]);
  });
});
