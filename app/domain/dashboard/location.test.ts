import { describe, expect, it } from "vitest";
import {
  applicationChoiceHref,
  changesNothingShown,
  onlyViewChanged,
  readApplicationChoice,
} from "./location.ts";

const ID = "0b6d4c55-8d0e-4f6f-9f57-1a2b3c4d5e6f";
const read = (query: string) => readApplicationChoice(new URLSearchParams(query));

describe("readApplicationChoice", () => {
  it("defaults to Overview and the newest application", () => {
    expect(read("")).toEqual({ view: "overview", applicationId: null, page: 1 });
  });

  it("reads each known sub-tab", () => {
    expect(read(`view=details&application=${ID}`)).toEqual({ view: "details", applicationId: ID, page: 1 });
    expect(read("view=accounts").view).toBe("accounts");
  });

  it("falls back to the defaults for unknown or empty values, and bounds the id's length", () => {
    expect(read("view=secret&application=%20%20")).toEqual({
      view: "overview",
      applicationId: null,
      page: 1,
    });
    expect(read(`application=${"x".repeat(500)}`).applicationId).toHaveLength(100);
  });

  it("reads the list's page: a whole number from 1, anything else the first page", () => {
    expect(read("page=3").page).toBe(3);
    for (const page of ["0", "-1", "1.5", "2e3", "abc", "", " 2"])
      expect(read(`page=${page}`).page, page).toBe(1);
    expect(read(`page=${"9".repeat(40)}`).page).toBe(1_000_000_000);
  });
});

describe("applicationChoiceHref", () => {
  it("leaves the defaults out of the address", () => {
    expect(applicationChoiceHref("/dashboard", { view: "overview", applicationId: null, page: 1 })).toBe(
      "/dashboard",
    );
  });

  it("round-trips through readApplicationChoice, in any room", () => {
    const choice = { view: "accounts", applicationId: ID, page: 2 } as const;
    const href = applicationChoiceHref("/dashboard/account-details", choice);
    expect(href).toBe(`/dashboard/account-details?application=${ID}&view=accounts&page=2`);
    expect(read(href.split("?")[1] ?? "")).toEqual(choice);
  });
});

const url = (query: string, path = "/dashboard") => new URL(`http://localhost${path}${query}`);

describe("onlyViewChanged", () => {
  it("is true when only the sub-tab differs", () => {
    expect(onlyViewChanged(url(""), url("?view=details"))).toBe(true);
    expect(onlyViewChanged(url(`?application=${ID}`), url(`?application=${ID}&view=accounts`))).toBe(true);
  });

  it("is false for another room, another application, another page, or no change at all", () => {
    expect(onlyViewChanged(url(""), url(`?application=${ID}`))).toBe(false);
    expect(onlyViewChanged(url("?view=details"), url("?view=details&page=2"))).toBe(false);
    expect(onlyViewChanged(url(""), url("?view=details", "/dashboard/profile"))).toBe(false);
    expect(onlyViewChanged(url("?view=details"), url("?view=details"))).toBe(false);
  });
});

describe("changesNothingShown", () => {
  const form = (intent: string) => {
    const data = new FormData();
    data.set("intent", intent);
    return data;
  };

  it("is true only for sending the confirmation e-mail again", () => {
    expect(changesNothingShown(form("resend-verification"))).toBe(true);
    expect(changesNothingShown(form("cancel"))).toBe(false);
    expect(changesNothingShown(form("profile"))).toBe(false);
    expect(changesNothingShown(undefined)).toBe(false);
  });
});
