import { describe, expect, it } from "vitest";
import { checkFields, fieldsSchema, ruleSchema, trimmedText, upTo } from "./form-rules.ts";
import { defineForm, parseSubmission } from "./forms.ts";

const title = trimmedText({
  required: "Title is required",
  max: 5,
  tooLong: "At most 5",
  more: [
    [(value) => value !== "stop", "Not stop"],
    [(value) => !value.includes("!"), "No bangs"],
  ],
});

describe("trimmedText", () => {
  it("keeps the trimmed text, and checks required, then the length, then the rest in order", () => {
    expect(title(" Ahoy ")).toEqual({ ok: true, value: "Ahoy" });
    expect(title("   ")).toEqual({ ok: false, message: "Title is required" });
    expect(title("stop!!")).toEqual({ ok: false, message: "At most 5" });
    expect(title("stop")).toEqual({ ok: false, message: "Not stop" });
    expect(title("a!")).toEqual({ ok: false, message: "No bangs" });
  });

  it("lets an optional field be empty", () => {
    expect(trimmedText({ max: 3, tooLong: "Long" })("  ")).toEqual({ ok: true, value: "" });
  });
});

describe("upTo", () => {
  it("keeps the text as typed, spaces and all, up to its length", () => {
    expect(upTo(3, "Long")(" a ")).toEqual({ ok: true, value: " a " });
    expect(upTo(3, "Long")("abcd")).toEqual({ ok: false, message: "Long" });
  });
});

describe("checkFields", () => {
  it("gives every field's value, or every refused field's message", () => {
    const rules = { title, note: upTo(3, "Long") };
    expect(checkFields(rules, { title: " Ahoy", note: "" })).toEqual({
      ok: true,
      data: { title: "Ahoy", note: "" },
    });
    expect(checkFields(rules, { title: "", note: "long" })).toEqual({
      ok: false,
      fieldErrors: { title: "Title is required", note: "Long" },
    });
  });
});

describe("ruleSchema", () => {
  const pair = ruleSchema(["a", "b"] as const, (values) =>
    values.a === values.b ? { ok: true, data: values.a } : { ok: false, fieldErrors: { b: "Differs" } },
  );

  it("answers as a schema does: the data, or an issue at each refused field", () => {
    expect(pair.safeParse({ a: "x", b: "x" })).toEqual({ success: true, data: "x" });
    expect(pair.safeParse({ a: "x", b: "y" })).toEqual({
      success: false,
      error: { issues: [{ path: ["b"], message: "Differs" }] },
    });
  });

  it("reads a missing field as empty", () => {
    expect(pair.safeParse({})).toEqual({ success: true, data: "" });
    expect(fieldsSchema({ title }).safeParse({})).toEqual({
      success: false,
      error: { issues: [{ path: ["title"], message: "Title is required" }] },
    });
  });

  it("is parsed by parseSubmission as a Zod schema is, the rules every text passes included", () => {
    const form = defineForm({ fields: ["title"] as const, schema: fieldsSchema({ title }) });
    expect(parseSubmission(form, { title: " Ahoy " })).toEqual({
      ok: true,
      data: { title: "Ahoy" },
      values: { title: " Ahoy " },
    });
    expect(parseSubmission(form, { title: "" })).toMatchObject({
      ok: false,
      fieldErrors: { title: "Title is required" },
    });
    expect(parseSubmission(form, { title: "a\nb" })).toMatchObject({
      ok: false,
      fieldErrors: { title: "Line breaks are not allowed here" },
    });
  });
});
