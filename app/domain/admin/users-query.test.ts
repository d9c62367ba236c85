import { describe, expect, it } from "vitest";
import {
  phoneDigits,
  readUsersQuery,
  usersExportFileName,
  usersExportHref,
  usersHref,
  usersPageCount,
} from "./users-query.ts";

describe("the users list's address", () => {
  it("reads search, filter and page, falling back to the first page of every user", () => {
    expect(readUsersQuery(new URLSearchParams("q=%20ada%20%20love%20&filter=admins&page=3"))).toEqual({
      search: "ada love",
      filter: "admins",
      page: 3,
    });
    expect(readUsersQuery(new URLSearchParams("filter=owners&page=-1"))).toEqual({
      search: "",
      filter: "all",
      page: 1,
    });
    expect(readUsersQuery(new URLSearchParams("page=2.5")).page).toBe(1);
    expect(readUsersQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).search).toHaveLength(100);
  });

  it("writes the address back without defaults, and the export's without the page", () => {
    expect(usersHref({ search: "", filter: "all", page: 1 })).toBe("/admin/users");
    expect(usersHref({ search: "a b", filter: "with-applications", page: 2 })).toBe(
      "/admin/users?q=a+b&filter=with-applications&page=2",
    );
    expect(usersExportHref({ search: "a", filter: "regular", page: 9 })).toBe(
      "/admin/users/export?q=a&filter=regular",
    );
    expect(usersExportHref({ search: "", filter: "all", page: 1 })).toBe("/admin/users/export");
  });

  it("counts pages of 20, at least one", () => {
    expect([0, 1, 20, 21, 100_000].map(usersPageCount)).toEqual([1, 1, 1, 2, 5000]);
  });

  it("reads a phone search as its digits, only when it looks like part of a number", () => {
    expect(phoneDigits("(555) 123-45")).toBe("55512345");
    expect(phoneDigits("+1 555")).toBe("1555");
    expect(phoneDigits("55")).toBeNull();
    expect(phoneDigits("ada 555")).toBeNull();
  });

  it("names the export after the admin's day, in their time zone", () => {
    const lateEvening = new Date("2026-11-05T23:30:00-05:00");
    expect(usersExportFileName(lateEvening, "America/New_York")).toBe("users-export-2026-11-05.csv");
    expect(usersExportFileName(lateEvening, "UTC")).toBe("users-export-2026-11-06.csv");
  });
});
