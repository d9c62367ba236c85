import { describe, expect, it } from "vitest";
import {
  accountDetailsFormHref,
  accountDetailsHref,
  accountDetailsPageCount,
  readAccountDetailsQuery,
} from "./account-details-query.ts";

describe("the Account Details Forms list's address", () => {
  it("reads search, filter and page, falling back to defaults", () => {
    expect(
      readAccountDetailsQuery(new URLSearchParams("q=  Harbor   Bank &filter=completed&page=3")),
    ).toEqual({
      search: "Harbor Bank",
      filter: "completed",
      page: 3,
    });
    expect(readAccountDetailsQuery(new URLSearchParams("filter=approved&page=0"))).toEqual({
      search: "",
      filter: "all",
      page: 1,
    });
    expect(readAccountDetailsQuery(new URLSearchParams(`q=${"x".repeat(300)}`)).search).toHaveLength(100);
  });

  it("writes it back without defaults, for the list and for the editor's Back to List", () => {
    expect(accountDetailsHref({ search: "", filter: "all", page: 1 })).toBe("/admin/account-details");
    expect(accountDetailsHref({ search: "a b", filter: "pending", page: 2 })).toBe(
      "/admin/account-details?q=a+b&filter=pending&page=2",
    );
    expect(accountDetailsFormHref("id-1", { search: "", filter: "completed", page: 1 })).toBe(
      "/admin/account-details/id-1?filter=completed",
    );
  });

  it("counts pages of 20, at least one", () => {
    expect(accountDetailsPageCount(0)).toBe(1);
    expect(accountDetailsPageCount(20)).toBe(1);
    expect(accountDetailsPageCount(21)).toBe(2);
  });
});
