import { describe, expect, it } from "vitest";
import {
  applicationsHref,
  likePattern,
  pageCount,
  pagesText,
  readApplicationsQuery,
  SEARCH_COUNT_LIMIT,
  searchCountLimit,
} from "./applications-query.ts";

const read = (query: string) => readApplicationsQuery(new URLSearchParams(query));

describe("readApplicationsQuery", () => {
  it("reads the search, the filter and the page", () => {
    expect(read("q=%20Ada%20%20Love%20&status=approved&page=3")).toEqual({
      search: "Ada Love",
      filter: "approved",
      page: 3,
    });
  });

  it.each(["status=archived", "status=", "status=ALL"])("falls back to every status for %s", (query) => {
    expect(read(query).filter).toBe("all");
  });

  it.each(["page=0", "page=-2", "page=1.5", "page=abc", "page=1e400", "page=99999999999999999999"])(
    "falls back to the first page for %s",
    (query) => {
      expect(read(query).page).toBe(1);
    },
  );

  it("cuts a search longer than 100 characters", () => {
    expect(read(`q=${"a".repeat(150)}`).search).toHaveLength(100);
  });
});

describe("applicationsHref", () => {
  it("leaves the defaults out and keeps the rest", () => {
    expect(applicationsHref({ search: "", filter: "all", page: 1 })).toBe("/admin/applications");
    expect(applicationsHref({ search: "ada@x", filter: "pending", page: 2 })).toBe(
      "/admin/applications?q=ada%40x&status=pending&page=2",
    );
  });

  it("round-trips through readApplicationsQuery", () => {
    const query = { search: "O'Brien & Co", filter: "declined", page: 7 } as const;
    const href = applicationsHref(query);
    expect(read(href.split("?")[1] ?? "")).toEqual(query);
  });
});

describe("pageCount and likePattern", () => {
  it("counts pages of 20, with one page for an empty list", () => {
    expect([0, 1, 20, 21, 100_000].map(pageCount)).toEqual([1, 1, 1, 2, 5000]);
  });

  it("escapes the LIKE wildcards typed in the search", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("searchCountLimit and pagesText", () => {
  it("counts a search to 1,000, or to the page asked for when it is further", () => {
    expect(SEARCH_COUNT_LIMIT).toBe(1_000);
    expect(searchCountLimit(1)).toBe(1_000);
    expect(searchCountLimit(50)).toBe(1_000);
    expect(searchCountLimit(51)).toBe(1_020);
    expect(searchCountLimit(4_000)).toBe(80_000);
  });

  it("says 'more than' only when the count stopped", () => {
    expect(pagesText(50, true)).toBe("more than 50");
    expect(pagesText(1_234, false)).toBe("1,234");
  });
});
