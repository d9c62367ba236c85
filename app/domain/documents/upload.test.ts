import { describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES } from "./kinds.ts";
import {
  carriesPdfHeader,
  fileFactsProblem,
  fileNameAcceptable,
  fileNameForType,
  isUploadKind,
  sniffMediaType,
  uploadFormProblems,
  uploadSizeProblem,
} from "./upload.ts";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("sniffMediaType: the first bytes decide, never the name", () => {
  it("knows a PDF, a PNG and a JPEG", () => {
    expect(sniffMediaType(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffMediaType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffMediaType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
  });

  it("refuses an executable, a script, text, a GIF and a truncated header", () => {
    expect(sniffMediaType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull(); // MZ: a Windows program
    expect(sniffMediaType(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull(); // ELF
    expect(sniffMediaType(new TextEncoder().encode("#!/bin/sh\n"))).toBeNull();
    expect(sniffMediaType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffMediaType(new TextEncoder().encode(" %PDF-1.7"))).toBeNull();
    expect(sniffMediaType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffMediaType(bytes())).toBeNull();
  });
});

describe("fileNameAcceptable", () => {
  it("keeps ordinary names, accents and spaces included", () => {
    for (const name of ["summons.pdf", "Carta del acreedor (1).jpg", "Résumé – page 2.png", "a"]) {
      expect(fileNameAcceptable(name), name).toBe(true);
    }
  });

  it("refuses paths, control characters, blank and over-long names", () => {
    for (const name of [
      "../../etc/passwd",
      "folder/letter.pdf",
      "C:\\Users\\me\\letter.pdf",
      "letter\u0000.pdf",
      "line\nbreak.pdf",
      "tab\t.pdf",
      "bell\u0007.pdf",
      "del\u007f.pdf",
      "c1\u0085.pdf",
      "",
      "   ",
      `${"a".repeat(197)}.pdf`,
    ]) {
      expect(fileNameAcceptable(name), JSON.stringify(name)).toBe(false);
    }
    expect(fileNameAcceptable(`${"a".repeat(196)}.pdf`)).toBe(true);
  });
});

describe("names that show other than they are (issue 41)", () => {
  it("refuses bidirectional controls: embeddings, overrides, isolates and marks", () => {
    // U+202E shows "statement\u202Efdp.exe" as "statementexe.pdf".
    for (const code of [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c,
    ]) {
      const name = `statement${String.fromCodePoint(code)}fdp.exe`;
      expect(fileNameAcceptable(name), code.toString(16)).toBe(false);
    }
    expect(fileNameAcceptable("رسالة الدائن.pdf")).toBe(true);
  });
});

describe("fileNameForType: the extension of the type the bytes are", () => {
  it("keeps a right extension, replaces a wrong one, adds a missing one", () => {
    expect(fileNameForType("statement.pdf", "image/jpeg")).toBe("statement.jpg");
    expect(fileNameForType("photo.JPEG", "image/jpeg")).toBe("photo.JPEG");
    expect(fileNameForType("photo.jpg", "image/png")).toBe("photo.png");
    expect(fileNameForType("Letter.PDF", "application/pdf")).toBe("Letter.PDF");
    expect(fileNameForType("scan", "image/png")).toBe("scan.png");
    expect(fileNameForType("letter.pdf.exe", "application/pdf")).toBe("letter.pdf.pdf");
    expect(fileNameForType("notice from the court, part 2", "application/pdf")).toBe(
      "notice from the court, part 2.pdf",
    );
    expect(fileNameForType("version 1.final copy", "image/png")).toBe("version 1.final copy.png");
  });

  it("stays within 200 characters", () => {
    const name = fileNameForType("a".repeat(199), "image/jpeg");
    expect([name.length, name.endsWith(".jpg")]).toEqual([200, true]);
    expect(fileNameAcceptable(name)).toBe(true);
  });
});

describe("carriesPdfHeader: an image a PDF reader would also open", () => {
  it("finds %PDF- anywhere in the first KB, and only there", () => {
    const image = (at: number) => {
      const file = new Uint8Array(2048).fill(0x25);
      file.set(new TextEncoder().encode("%PDF-"), at);
      return file;
    };
    expect(carriesPdfHeader(image(0))).toBe(true);
    expect(carriesPdfHeader(image(1019))).toBe(true);
    expect(carriesPdfHeader(image(1020))).toBe(false);
    expect(carriesPdfHeader(new TextEncoder().encode("%PDF"))).toBe(false);
  });
});

describe("uploadSizeProblem and the kinds", () => {
  it("refuses an empty file and one over 10 MB, and nothing between", () => {
    expect(uploadSizeProblem(0)).toBe("empty");
    expect(uploadSizeProblem(1)).toBeNull();
    expect(uploadSizeProblem(DOCUMENT_MAX_BYTES)).toBeNull();
    expect(uploadSizeProblem(DOCUMENT_MAX_BYTES + 1)).toBe("tooLarge");
  });

  it("lets a customer choose a legal notice, a creditor letter or other, never an agreement", () => {
    expect(["legal_notice", "creditor_letter", "other"].every(isUploadKind)).toBe(true);
    expect(isUploadKind("agreement")).toBe(false);
    expect(isUploadKind("signed_agreement")).toBe(false);
    expect(isUploadKind("")).toBe(false);
  });
});

describe("uploadFormProblems: the Documents form's check, in the browser and in the action", () => {
  const letter = { name: "letter.pdf", size: 2_000 };

  it("passes a kind a customer may choose with a file whose name and size pass", () => {
    expect(uploadFormProblems("creditor_letter", letter)).toEqual({});
    expect(uploadFormProblems("other", { name: "scan.jpg", size: DOCUMENT_MAX_BYTES })).toEqual({});
  });

  it("says every problem of the form at once: no kind, and no file (a browser's empty part included)", () => {
    expect(uploadFormProblems("", null)).toEqual({ kind: "noKind", file: "noFile" });
    expect(uploadFormProblems("agreement", { name: "", size: 0 })).toEqual({
      kind: "noKind",
      file: "noFile",
    });
  });

  it("refuses a file by its name, then its size, as the upload check does before reading the bytes", () => {
    expect(uploadFormProblems("other", { name: "statement\u202Efdp.exe", size: 0 })).toEqual({
      file: "badName",
    });
    expect(uploadFormProblems("other", { name: "empty.pdf", size: 0 })).toEqual({ file: "empty" });
    expect(uploadFormProblems("other", { name: "big.pdf", size: DOCUMENT_MAX_BYTES + 1 })).toEqual({
      file: "tooLarge",
    });
    expect(fileFactsProblem({ name: "a/b.pdf", size: DOCUMENT_MAX_BYTES + 1 })).toBe("badName");
    expect(fileFactsProblem(letter)).toBeNull();
  });
});
