import { describe, expect, it } from "vitest";
import { cursorOf, customersHref, matchSnippet, readCustomersQuery } from "./customers-query.ts";

const ID = "3f2b8c1e-4d5a-4e6f-9a0b-1c2d3e4f5a6b";

describe("the customer list's address", () => {
  it("reads a search and a keyset cursor, and ignores a cursor it cannot read", () => {
    const at = "2026-12-07T15:00:00.123456Z";
    const params = new URLSearchParams({
      q: "  Ada\u0000 Lovelace ",
      after: cursorOf({ createdAt: at, id: ID.toUpperCase() }),
    });
    expect(readCustomersQuery(params)).toEqual({ search: "Ada Lovelace", after: { createdAt: at, id: ID } });
    expect(readCustomersQuery(new URLSearchParams({ after: "yesterday_x" }))).toEqual({
      search: "",
      after: null,
    });
    expect(readCustomersQuery(new URLSearchParams({ after: `2026-13-45T99:00:00Z_${ID}` })).after).toBeNull();
  });

  it("writes the list's links, defaults left out", () => {
    expect(customersHref({ search: "" })).toBe("/admin/customers");
    expect(customersHref({ search: "ada l", after: `x_${ID}` })).toBe(
      `/admin/customers?q=ada+l&after=x_${ID}`,
    );
  });

  it("shows a note around its match", () => {
    expect(matchSnippet("Prefers e-mail over calls", "e-mail")).toBe("Prefers e-mail over calls");
    const long = `${"a".repeat(200)} voicemail ${"b".repeat(200)}`;
    const snippet = matchSnippet(long, "VOICEMAIL");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet).toContain("voicemail");
  });
});
