import { describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES } from "../documents/kinds.ts";
import { UPLOAD_MESSAGES } from "../documents/upload.ts";
import { UNSTORABLE_TEXT } from "../text-rules.ts";
import {
  characterCount,
  characterCountHint,
  groupThousands,
  MESSAGE_MAX_CHARS,
  MESSAGE_MESSAGES,
  messageProblems,
  messageProblemTexts,
} from "./rules.ts";

// The one check of a message (issue 42): the customer's form, the admin's answer and the server
// ask it, so a refusal in the browser is the server's own, in the same words.

const file = (name: string, size: number) => ({ name, size });

describe("messageProblems", () => {
  it("passes a text up to the limit, counted in code points, with up to three files", () => {
    expect(messageProblems("😀".repeat(MESSAGE_MAX_CHARS), [])).toEqual({});
    expect(messageProblems("Hello\nthere", [file("a.pdf", 1), file("b.png", 2), file("c.jpg", 3)])).toEqual(
      {},
    );
  });

  it("refuses a text of spaces, one character too many, and one that cannot be stored", () => {
    expect(messageProblems(" \n\t ", [])).toEqual({ body: "empty" });
    expect(messageProblems("a".repeat(MESSAGE_MAX_CHARS + 1), [])).toEqual({ body: "tooLong" });
    expect(messageProblems("a\u0000b", [])).toEqual({ body: "unstorable" });
    // A character never stored is said first, as the forms' rule says it for every field.
    expect(messageProblems(" \u0000 ", [])).toEqual({ body: "unstorable" });
  });

  it("ignores a file input left empty, and refuses four files, an empty one, a bad name or a large one", () => {
    expect(messageProblems("Hi", [file("", 0)])).toEqual({});
    const four = ["a", "b", "c", "d"].map((name) => file(`${name}.pdf`, 10));
    expect(messageProblems("Hi", four)).toEqual({ files: "tooManyFiles" });
    expect(messageProblems("Hi", [file("a.pdf", 10), file("b.pdf", 0)])).toEqual({ files: "empty" });
    expect(messageProblems("Hi", [file("a\\b.pdf", 10)])).toEqual({ files: "badName" });
    expect(messageProblems("", [file("big.pdf", DOCUMENT_MAX_BYTES + 1)])).toEqual({
      body: "empty",
      files: "tooLarge",
    });
  });

  it("says each problem in the words shown beside its field", () => {
    expect(messageProblemTexts({ body: "empty", files: "tooManyFiles" })).toEqual({
      body: MESSAGE_MESSAGES.empty,
      files: MESSAGE_MESSAGES.tooManyFiles,
    });
    expect(messageProblemTexts({ body: "unstorable", files: "tooLarge" })).toEqual({
      body: UNSTORABLE_TEXT,
      files: UPLOAD_MESSAGES.tooLarge,
    });
    expect(messageProblemTexts({})).toEqual({});
  });
});

describe("the count under the text", () => {
  it("groups thousands as en-US writes them, without Intl", () => {
    expect(groupThousands(0)).toBe("0");
    expect(groupThousands(999)).toBe("999");
    expect(groupThousands(5_001)).toBe("5,001");
    expect(groupThousands(1_234_567)).toBe("1,234,567");
    expect(MESSAGE_MESSAGES.tooLong).toBe("A message can be at most 5,000 characters");
  });

  it("counts an emoji as one character", () => {
    expect(characterCount("Hello 👋")).toBe(7);
    expect(characterCountHint("Hello 👋")).toBe("7 of 5,000 characters");
    expect(characterCountHint("a".repeat(5_001))).toBe("5,001 of 5,000 characters");
  });
});

describe("line endings", () => {
  it("counts a line break as one character, however the browser sends it", () => {
    const longest = `${"a".repeat(MESSAGE_MAX_CHARS - 1)}\r\n`;
    expect(messageProblems(longest, [])).toEqual({});
  });
});
