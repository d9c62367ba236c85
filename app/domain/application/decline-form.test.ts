import { describe, expect, it } from "vitest";
import { parseSubmission } from "../forms.ts";
import { DECLINE_REASON_TEXTS, declineExplanation, declineForm } from "./decline-form.ts";
import { DECLINE_NOTE_MAX_LENGTH, DECLINE_REASONS } from "./decline-reasons.ts";
import { checkDecline, DECLINE_FORM_MESSAGES, DECLINE_REASON_OPTIONS } from "./decline-rules.ts";

const parse = (values: Record<string, string>) => parseSubmission(declineForm, values);

describe("Decline App's form", () => {
  it("needs a reason from the list", () => {
    for (const declineReason of ["", "because", "OTHER", "debt_below_minimum "]) {
      expect(parse({ declineReason, declineNote: "" })).toMatchObject({
        ok: false,
        fieldErrors: { declineReason: DECLINE_FORM_MESSAGES.reasonRequired },
      });
    }
    expect(parse({})).toMatchObject({
      ok: false,
      fieldErrors: { declineReason: DECLINE_FORM_MESSAGES.reasonRequired },
    });
  });

  it("takes every reason of the list, the note optional and trimmed", () => {
    for (const declineReason of DECLINE_REASONS.filter((reason) => reason !== "other")) {
      expect(parse({ declineReason, declineNote: "   " })).toMatchObject({
        ok: true,
        data: { declineReason, declineNote: null },
      });
    }
    expect(
      parse({ declineReason: "could_not_verify", declineNote: "  Pay stub unreadable.\nPlease resend.  " }),
    ).toMatchObject({
      ok: true,
      data: { declineReason: "could_not_verify", declineNote: "Pay stub unreadable.\nPlease resend." },
    });
  });

  it("needs a note with 'Other', and refuses a note that is too long or cannot be stored", () => {
    expect(parse({ declineReason: "other", declineNote: "" })).toMatchObject({
      ok: false,
      fieldErrors: { declineNote: DECLINE_FORM_MESSAGES.noteRequired },
    });
    expect(parse({ declineReason: "other", declineNote: "x".repeat(DECLINE_NOTE_MAX_LENGTH) })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(
      parse({ declineReason: "other", declineNote: "x".repeat(DECLINE_NOTE_MAX_LENGTH + 1) }),
    ).toMatchObject({ ok: false, fieldErrors: { declineNote: DECLINE_FORM_MESSAGES.noteTooLong } });
    expect(parse({ declineReason: "could_not_verify", declineNote: "a\u0000b" })).toMatchObject({
      ok: false,
    });
  });

  it("offers every reason in the select, and tells the customer the reason's sentence and the note", () => {
    expect(DECLINE_REASON_OPTIONS.map((option) => option.value)).toEqual([...DECLINE_REASONS]);
    expect(declineExplanation({ declineReason: null, declineNote: null })).toBeNull();
    expect(declineExplanation({ declineReason: "state_not_available", declineNote: "Sorry." })).toEqual({
      reason: DECLINE_REASON_TEXTS.state_not_available,
      note: "Sorry.",
    });
  });

  it("is checked in the admin's dialog, without Zod, as the action parses it", () => {
    const samples = [
      { declineReason: "", declineNote: "" },
      { declineReason: "because", declineNote: "x".repeat(DECLINE_NOTE_MAX_LENGTH + 1) },
      { declineReason: "other", declineNote: "   " },
      { declineReason: "other", declineNote: ` ${"x".repeat(DECLINE_NOTE_MAX_LENGTH)} ` },
      { declineReason: "could_not_verify", declineNote: "a\u0000b" },
      { declineReason: "could_not_verify", declineNote: "note\u000B" },
      { declineReason: "state_not_available", declineNote: "" },
      { declineReason: "could_not_verify", declineNote: "  Pay stub unreadable.\nPlease resend.  " },
    ];
    for (const values of samples) {
      const parsed = parse(values);
      const checked = checkDecline(values);
      expect(checked.ok, JSON.stringify(values)).toBe(parsed.ok);
      if (parsed.ok && checked.ok) expect(checked.details).toEqual(parsed.data);
      if (!parsed.ok && !checked.ok) expect(checked.fieldErrors).toEqual(parsed.fieldErrors);
    }
  });
});
