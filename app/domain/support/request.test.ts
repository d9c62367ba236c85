import { describe, expect, it } from "vitest";
import {
  MAILTO_MAX_LENGTH,
  SUPPORT_MESSAGES,
  SupportRequestNotPrepared,
  supportMailto,
  supportRequestSchema,
} from "./request.ts";

const FROM = { id: "7c1e2b0a-1111-4222-8333-944455556666", email: "ada@test.example", name: "Ada Lovelace" };

function messages(input: unknown) {
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

  it("bounds both so the mailto: address stays short enough for mail clients", () => {
    expect(messages({ subject: "s".repeat(150), message: "m".repeat(1500) })).toEqual([]);
    expect(messages({ subject: "s".repeat(151), message: "m".repeat(1501) })).toEqual([
      SUPPORT_MESSAGES.subjectTooLong,
      SUPPORT_MESSAGES.messageTooLong,
    ]);
  });
});

describe("supportMailto", () => {
  const href = supportMailto(
    "support@harborline.example",
    { subject: "Late fee?", message: "Hi,\nthanks & bye" },
    FROM,
  );
  const url = new URL(href);

  it("addresses support with the subject and a body naming who asks", () => {
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("support@harborline.example");
    expect(url.searchParams.get("subject")).toBe("Support Request: Late fee?");
    expect(url.searchParams.get("body")).toBe(
      `Hi,\r\nthanks & bye\r\n\r\n---\r\nUser ID: ${FROM.id}\r\nEmail: ${FROM.email}\r\nName: Ada Lovelace`,
    );
  });

  it("encodes spaces as %20 and line breaks as %0D%0A, never '+' or a bare %0A", () => {
    expect(href).not.toContain("+");
    expect(href).toContain("Late%20fee%3F");
    expect(href).not.toMatch(/[^D]%0A/);
    expect(href).toContain("thanks%20%26%20bye");
  });

  it("refuses a message too long for a mail client once encoded, or one that cannot be encoded", () => {
    const latin = "Please call me about my account. ".repeat(45).slice(0, 1500);
    expect(
      supportMailto("s@x.example", { subject: "s".repeat(150), message: latin }, FROM).length,
    ).toBeLessThan(MAILTO_MAX_LENGTH);
    const symbols = "€".repeat(1000);
    expect(() => supportMailto("s@x.example", { subject: "a", message: symbols }, FROM)).toThrow(
      SupportRequestNotPrepared,
    );
    expect(() => supportMailto("s@x.example", { subject: "a", message: "b \uD800" }, FROM)).toThrow(
      SupportRequestNotPrepared,
    );
  });

  it("says 'Not provided' for an account without a name", () => {
    const body = new URL(
      supportMailto("s@x.example", { subject: "a", message: "b" }, { ...FROM, name: " " }),
    ).searchParams.get("body");
    expect(body).toContain("Name: Not provided");
  });
});
