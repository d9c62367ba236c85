import { describe, expect, it } from "vitest";
import { changesNothingShown, onlyTabChanged } from "./tab-params.ts";

const ID = "0b6d4c55-8d0e-4f6f-9f57-1a2b3c4d5e6f";
const url = (query: string) => new URL(`http://localhost/dashboard${query}`);

describe("onlyTabChanged", () => {
  it("is true when only the tab or the sub-tab differs", () => {
    expect(onlyTabChanged(url(`?application=${ID}`), url(`?tab=profile&application=${ID}`))).toBe(true);
    expect(onlyTabChanged(url(""), url("?view=details"))).toBe(true);
  });

  it("is false for another application, another page, or no change at all", () => {
    expect(onlyTabChanged(url(""), url(`?application=${ID}`))).toBe(false);
    expect(onlyTabChanged(url("?tab=profile"), new URL("http://localhost/apply?tab=support"))).toBe(false);
    expect(onlyTabChanged(url("?tab=profile"), url("?tab=profile"))).toBe(false);
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
