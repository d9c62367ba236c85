import { describe, expect, it } from "vitest";
import { characterCount, MESSAGE_MAX_CHARS, messageProblems } from "../messages/rules.ts";
import { SUPPORT_MESSAGES, supportMessageBody, supportRequestSchema } from "./request.ts";

function messages(input: Record<string, string>) {
  const parsed = supportRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe("supportRequestSchema", () => {
  it("requires a subject and a message; whitespace counts as empty", () => {
    expect(messages({ subject: "", message: "  " })).toEqual([
      SUPPORT_MESSAGES.subjectRequired,
      SUPPORT_MESSAGES.messageRequired,
    ]);
    expect(messages({})).toEqual([SUPPORT_MESSAGES.subjectRequired, SUPPORT_MESSAGES.messageRequired]);
  });

  it("bounds both, so the request fits one secure message", () => {
    expect(messages({ subject: "s".repeat(150), message: "m".repeat(1500) })).toEqual([]);
    expect(messages({ subject: "s".repeat(151), message: "m".repeat(1501) })).toEqual([
      SUPPORT_MESSAGES.subjectTooLong,
      SUPPORT_MESSAGES.messageTooLong,
    ]);
  });
});

describe("supportMessageBody", () => {
  it("is the subject, a blank line, then the message with its line breaks as line feeds", () => {
    expect(supportMessageBody({ subject: "Late fee?", message: "Hi,\r\nthanks & bye\rsee you" })).toBe(
      "Late fee?\n\nHi,\nthanks & bye\nsee you",
    );
  });

  it("fits a secure message at the longest subject and message the form takes", () => {
    const longest = supportMessageBody({ subject: "s".repeat(150), message: "m".repeat(1500) });
    expect(messageProblems(longest, [])).toEqual({});
    expect(characterCount(longest)).toBe(1652);
    expect(characterCount(longest)).toBeLessThanOrEqual(MESSAGE_MAX_CHARS);
  });
});
