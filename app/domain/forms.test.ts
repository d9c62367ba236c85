import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineForm, fieldErrors, parseSubmission, refusedReply, submittedValues } from "./forms.ts";
import { ONE_LINE_TEXT, UNSTORABLE_TEXT } from "./text-rules.ts";

const pinForm = defineForm({
  fields: ["name", "pin", "secret"],
  secret: ["secret"],
  schema: z.object({
    name: z.string().trim().min(1, "Name is required"),
    pin: z.string().regex(/^\d{4}$/, "Four digits"),
    secret: z.string().min(1, "Secret is required"),
  }),
  formCheck: (values) => (values.name === "stop" ? "Stopped for the whole form" : undefined),
});

describe("submittedValues", () => {
  it("reads each field as text, whatever the input, and a missing or non-text field as empty", () => {
    const form = new FormData();
    form.set("name", " Ada ");
    form.set("pin", new Blob(["1234"]), "pin.txt");
    expect(submittedValues(pinForm.fields, form)).toEqual({ name: " Ada ", pin: "", secret: "" });
    expect(submittedValues(pinForm.fields, new URLSearchParams("name=Bo&pin=1&extra=x"))).toEqual({
      name: "Bo",
      pin: "1",
      secret: "",
    });
    expect(submittedValues(pinForm.fields, { name: 42, pin: "7", secret: ["a"] })).toEqual({
      name: "",
      pin: "7",
      secret: "",
    });
  });
});

describe("parseSubmission", () => {
  it("gives the schema's output and what was typed, secrets left out", () => {
    const submission = parseSubmission(pinForm, { name: " Ada ", pin: "1234", secret: "s3cret" });
    expect(submission).toEqual({
      ok: true,
      data: { name: "Ada", pin: "1234", secret: "s3cret" },
      values: { name: " Ada ", pin: "1234" },
    });
  });

  it("gives the first message of each refused field, in the form's order", () => {
    const submission = parseSubmission(pinForm, { name: "  ", pin: "12a", secret: "" });
    expect(submission).toEqual({
      ok: false,
      fieldErrors: { name: "Name is required", pin: "Four digits", secret: "Secret is required" },
      values: { name: "  ", pin: "12a" },
    });
  });

  it("refuses a control character in any field, whatever the field's own rule, next to that field", () => {
    const parsed = parseSubmission(pinForm, { name: "Ada\u0000", pin: "12\u00074", secret: "s\u001b" });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { name: UNSTORABLE_TEXT, pin: UNSTORABLE_TEXT, secret: UNSTORABLE_TEXT },
      values: { name: "Ada\u0000", pin: "12\u00074" },
    });
    // The schema alone would take this name: the shared rule still refuses it.
    expect(parseSubmission(pinForm, { name: "A\u0000", pin: "1234", secret: "s" })).toMatchObject({
      ok: false,
      fieldErrors: { name: UNSTORABLE_TEXT },
    });
    expect(parseSubmission(pinForm, { name: "Ada\tLovelace", pin: "1234", secret: "s" }).ok).toBe(true);
  });

  it("refuses a line break in a one-line field, and keeps it in a field declared multi-line (issue 20)", () => {
    for (const broken of ["Ada\nLovelace", "Ada\rLovelace", "Ada\u2028Lovelace", "Ada\u0085Lovelace"]) {
      expect(
        parseSubmission(pinForm, { name: broken, pin: "1234", secret: "s" }),
        JSON.stringify(broken),
      ).toMatchObject({
        ok: false,
        fieldErrors: { name: ONE_LINE_TEXT },
      });
    }
    const noteForm = defineForm({
      fields: ["subject", "body"],
      multiline: ["body"],
      schema: z.object({ subject: z.string(), body: z.string() }),
    });
    expect(parseSubmission(noteForm, { subject: "Hello", body: "Line one\r\nLine two" }).ok).toBe(true);
    expect(parseSubmission(noteForm, { subject: "Hello\nthere", body: "x" })).toMatchObject({
      ok: false,
      fieldErrors: { subject: ONE_LINE_TEXT },
    });
  });

  it("lets the form-level check speak first, with no field errors", () => {
    const submission = parseSubmission(pinForm, { name: "stop", pin: "bad", secret: "" });
    expect(submission).toEqual({
      ok: false,
      formMessage: "Stopped for the whole form",
      fieldErrors: {},
      values: { name: "stop", pin: "bad" },
    });
  });
});

describe("refusedReply", () => {
  it("is the one reply shape: intent, ok false, the form message, field errors and values", () => {
    const submission = parseSubmission(pinForm, { name: "stop", pin: "1", secret: "x" });
    if (submission.ok) throw new Error("expected a refusal");
    expect(refusedReply("pin", submission)).toEqual({
      intent: "pin",
      ok: false,
      formMessage: "Stopped for the whole form",
      fieldErrors: {},
      values: { name: "stop", pin: "1" },
    });
    const fields = parseSubmission(pinForm, { name: "", pin: "1", secret: "x" });
    if (fields.ok) throw new Error("expected a refusal");
    expect(refusedReply("pin", fields)).toEqual({
      intent: "pin",
      ok: false,
      fieldErrors: { name: "Name is required", pin: "Four digits" },
      values: { name: "", pin: "1" },
    });
  });
});

describe("fieldErrors", () => {
  it("keys nested paths with dots and keeps the first message of each", () => {
    const error = new z.ZodError([
      { code: "custom", path: ["debtAccounts", 2, "term"], message: "first", input: "" },
      { code: "custom", path: ["debtAccounts", 2, "term"], message: "second", input: "" },
      { code: "custom", path: ["email"], message: "other", input: "" },
    ]);
    expect(fieldErrors(error)).toEqual({ "debtAccounts.2.term": "first", email: "other" });
  });
});
