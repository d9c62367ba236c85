import { describe, expect, it } from "vitest";
import { answersForm } from "./use-fetcher-action.ts";

// Which form of a page posted without React shows the page's answer (docs/decisions/0055): a
// page may show one form per offer or plan, each posting the same intent.

describe("answersForm", () => {
  const approve = { intent: "approve-offer", ok: false, subject: "offer-1" };

  it("answers the form of the subject it names, not another one's", () => {
    expect(answersForm(approve, "approve-offer", "offer-1")).toBe(true);
    expect(answersForm(approve, "approve-offer", "offer-2")).toBe(false);
    expect(answersForm(approve, "approve-offer")).toBe(false);
  });

  it("answers by intent alone when it names no subject", () => {
    const saved = { intent: "profile", ok: true };
    expect(answersForm(saved, "profile")).toBe(true);
    expect(answersForm(saved, ["password", "profile"], "anything")).toBe(true);
    expect(answersForm(saved, "password")).toBe(false);
  });

  it("answers every form when the session has ended, and none without an answer or an intent", () => {
    expect(answersForm({ signedOut: true }, "approve-offer", "offer-2")).toBe(true);
    expect(answersForm(undefined, "approve-offer", "offer-1")).toBe(false);
    expect(answersForm(approve, undefined, "offer-1")).toBe(false);
  });
});
