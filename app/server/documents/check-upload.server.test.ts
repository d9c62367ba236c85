import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import { HEAVY_PDFS, manyAnnotations, manyPages } from "#tests/support/heavy-pdfs.ts";
import {
  filledFormWithLink,
  HOSTILE_PDFS,
  plainPdf,
  streamsInOneDictionary,
} from "#tests/support/hostile-pdfs.ts";
import { checkUploadedFile } from "./check-upload.server.ts";
import { createPdfCheckPool } from "./pdf-check-pool.server.ts";
import { MAX_ANNOTATIONS } from "./pdf-inspection.ts";
import { MAX_PAGES } from "./pdf-reader-findings.ts";

// The one upload check (decision 0058) against the outside re-test's files: each refused, in
// words a person reads, where pdf.js (the reader our browsers run) would have run or sent
// something; a plain letter with a link and a filled-in form accepted as a rewritten copy with
// its pages only (its text, the field's value included, still there); every file stored as the
// type its bytes are; the file that stopped the server answered within the limit.

const pool = createPdfCheckPool();
afterAll(() => pool.close());

/** What pdf.js itself sees in `bytes`: scripts, annotations, form fields, attachments, text. */
async function asReaderSees(bytes: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const page = await document.getPage(1);
    const { items } = await page.getTextContent();
    return {
      pages: document.numPages,
      scripts: await document.getJSActions(),
      annotations: await page.getAnnotations(),
      fields: await document.getFieldObjects(),
      attachments: await document.getAttachments(),
      text: (await extractText(document, { mergePages: true })).text,
      positions: items.flatMap((item) =>
        "str" in item ? [{ text: item.str, at: item.transform.slice(4) }] : [],
      ),
    };
  } finally {
    await document.loadingTask.destroy();
  }
}

describe("the outside re-test's files", () => {
  it.each(HOSTILE_PDFS.filter((file) => file.pdfjsSeesScript))(
    "pdf.js runs the script in: $name",
    async (file) => {
      // The reader finds the header within the first KB, so the image-fronted files count too.
      expect(JSON.stringify((await asReaderSees(file.build())).scripts)).toContain("app.alert");
    },
  );

  it.each(HOSTILE_PDFS)("refuses $name", async (file) => {
    const checked = await checkUploadedFile({ name: "letter.pdf", bytes: file.build() }, pool);
    expect(checked).toEqual({ ok: false, problem: file.refusal });
  });

  it("answers the file that stopped the server, and its 10 MB version, within the limits", async () => {
    for (const bytes of [streamsInOneDictionary(16_000), HEAVY_PDFS[0]?.build() ?? Buffer.alloc(0)]) {
      // A verdict of the parsers' own: a file stopped by a limit would be "failed".
      expect((await pool.check(bytes)).verdict).toBe("uncheckable");
    }
  });
});

describe("a plain letter with a link and a filled-in form field", () => {
  it("is accepted, and what is kept is a rewritten copy: its pages, its text, nothing to click or run", async () => {
    const original = await filledFormWithLink();
    const before = await asReaderSees(original);
    expect(before.annotations.map((annotation) => annotation.subtype).sort()).toEqual(["Link", "Widget"]);
    expect(before.fields).not.toBeNull();

    const checked = await checkUploadedFile({ name: "letter.pdf", bytes: original }, pool);
    if (!checked.ok) throw new Error(`refused: ${checked.problem}`);
    expect(checked).toMatchObject({ fileName: "letter.pdf", mediaType: "application/pdf" });
    expect(checked.bytes.equals(original)).toBe(false);
    const after = await asReaderSees(checked.bytes);
    expect(after).toMatchObject({
      pages: 1,
      scripts: null,
      annotations: [],
      fields: null,
      attachments: null,
    });
    expect(after.text).toContain("A letter from a creditor");
    // The field's value was drawn where the field was (x 72-272, y 600-624), not lost with the form.
    const value = after.positions.find((item) => item.text === "Jane Doe");
    expect(value?.at[0]).toBeGreaterThanOrEqual(72);
    expect(value?.at[0]).toBeLessThan(272);
    expect(value?.at[1]).toBeGreaterThanOrEqual(600);
    expect(value?.at[1]).toBeLessThan(624);
  });
});

describe("the name and type a file is kept under", () => {
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.alloc(2048, 7)]);
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(2048, 7),
  ]);

  it("stores a file as the type its bytes are, under that type's extension", async () => {
    expect(await checkUploadedFile({ name: "statement.pdf", bytes: JPEG }, pool)).toMatchObject({
      ok: true,
      fileName: "statement.jpg",
      mediaType: "image/jpeg",
    });
    expect(await checkUploadedFile({ name: "scan", bytes: PNG }, pool)).toMatchObject({
      ok: true,
      fileName: "scan.png",
      mediaType: "image/png",
    });
    expect(await checkUploadedFile({ name: "Letter.PDF", bytes: await plainPdf() }, pool)).toMatchObject({
      ok: true,
      fileName: "Letter.PDF",
      mediaType: "application/pdf",
    });
    const image = await checkUploadedFile({ name: "photo.jpeg", bytes: JPEG }, pool);
    expect(image.ok && [image.fileName, image.bytes.equals(JPEG)]).toEqual(["photo.jpeg", true]);
  });

  it("refuses an image that a PDF reader would also open as a PDF", async () => {
    const polyglot = Buffer.concat([JPEG.subarray(0, 600), Buffer.from("%PDF-1.7\n"), JPEG.subarray(600)]);
    expect(await checkUploadedFile({ name: "photo.jpg", bytes: polyglot }, pool)).toEqual({
      ok: false,
      problem: "wrongType",
    });
    // Past the first KB a reader no longer looks: an ordinary photo may hold those bytes by chance.
    const late = Buffer.concat([JPEG, Buffer.from("%PDF-")]);
    expect((await checkUploadedFile({ name: "photo.jpg", bytes: late }, pool)).ok).toBe(true);
  });

  it("refuses a name with bidirectional controls, as it does control characters", async () => {
    for (const name of ["statement\u202Efdp.exe", "a\u2066b.pdf", "a\u200Fb.pdf", "a\u061Cb.pdf"]) {
      expect(await checkUploadedFile({ name, bytes: await plainPdf() }, pool), JSON.stringify(name)).toEqual({
        ok: false,
        problem: "badName",
      });
    }
  });

  it("takes up to 1,000 pages and 10,000 annotations; past either, refuses as a file it could not check", async () => {
    const verdicts = [];
    for (const bytes of [
      manyPages(MAX_PAGES),
      manyPages(MAX_PAGES + 1),
      manyAnnotations(MAX_ANNOTATIONS),
      manyAnnotations(MAX_ANNOTATIONS + 1),
    ]) {
      const checked = await checkUploadedFile({ name: "letter.pdf", bytes }, pool);
      verdicts.push(checked.ok || checked.problem);
    }
    expect(verdicts).toEqual([true, "checkFailed", true, "checkFailed"]);
  });

  it("refuses with the check's own words when the check cannot finish: its limits, and a full queue", async () => {
    const tiny = createPdfCheckPool({ limits: { timeMs: 1 } });
    try {
      const refused = await checkUploadedFile({ name: "letter.pdf", bytes: await plainPdf() }, tiny);
      expect(refused).toEqual({ ok: false, problem: "checkFailed" });
      expect(UPLOAD_MESSAGES.checkFailed).toBe(
        "We could not check this file. Please upload a simpler PDF or an image.",
      );
    } finally {
      await tiny.close();
    }
    const full = { check: async () => ({ verdict: "busy" as const }), close: async () => {} };
    expect(await checkUploadedFile({ name: "letter.pdf", bytes: await plainPdf() }, full)).toEqual({
      ok: false,
      problem: "checkBusy",
      retryAfterSeconds: 30,
    });
  });
});
