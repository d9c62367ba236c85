import zlib from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { namesActiveContent, pdfActiveContent } from "./pdf-active-content.server.ts";

// A customer's PDF with a script, an action that runs or sends, or an attached file is refused
// (issue 22), wherever the PDF keeps the dictionary naming it.

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, "latin1");

/** An object stream holding `objects`, compressed (or not, or with another filter). */
function objectStream(objects: string, filter: "/FlateDecode" | "none" | "/LZWDecode" = "/FlateDecode") {
  const data = filter === "/FlateDecode" ? zlib.deflateSync(Buffer.from(objects)) : Buffer.from(objects);
  const head = `5 0 obj\n<< /Type /ObjStm /N 1 /First 4 ${filter === "none" ? "" : `/Filter ${filter} `}/Length ${data.length} >>\nstream\n`;
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n${head}`, "latin1"),
    data,
    Buffer.from("\nendstream\nendobj\n%%EOF\n"),
  ]);
}

describe("pdfActiveContent", () => {
  it("passes a plain PDF made by a PDF library, compressed object streams and all", async () => {
    const document = await PDFDocument.create();
    document.addPage().drawText("A letter from a creditor");
    const compressed = Buffer.from(await document.save({ useObjectStreams: true }));
    const classic = Buffer.from(await document.save({ useObjectStreams: false }));
    expect(pdfActiveContent(compressed)).toBe("plain");
    expect(pdfActiveContent(classic)).toBe("plain");
  });

  it("refuses a script, a launch, a form that submits and an attached file in the file's own bytes", () => {
    expect(
      pdfActiveContent(
        pdf(
          "1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj 2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj",
        ),
      ),
    ).toBe("active");
    expect(pdfActiveContent(pdf("2 0 obj << /S /Launch /F (cmd.exe) >> endobj"))).toBe("active");
    expect(pdfActiveContent(pdf("2 0 obj << /S /SubmitForm /F (https://example.com) >> endobj"))).toBe(
      "active",
    );
    expect(pdfActiveContent(pdf("1 0 obj << /Names << /EmbeddedFiles 3 0 R >> >> endobj"))).toBe("active");
  });

  it("reads names as a reader does: #xx escapes decoded, and only whole names", () => {
    expect(namesActiveContent(Buffer.from("<< /S /J#61vaScript /J#53 (x) >>"))).toBe(true);
    expect(namesActiveContent(Buffer.from("<< /JSON (x) /JavaScripts 1 /Font /F1 >>"))).toBe(false);
    expect(namesActiveContent(Buffer.from("<</JS(x)>>"))).toBe(true);
    expect(namesActiveContent(Buffer.from("/OpenAction [3 0 R /FitH null]"))).toBe(false);
  });

  it("finds a script hidden in a compressed object stream, even behind an escaped type", () => {
    expect(pdfActiveContent(objectStream("7 0 << /S /JavaScript /JS (app.alert(1)) >>"))).toBe("active");
    expect(pdfActiveContent(objectStream("7 0 << /S /GoTo /D [1 0 R /Fit] >>"))).toBe("plain");
    const escapedType = Buffer.from(
      objectStream("7 0 << /S /JavaScript >>").toString("latin1").replace("/ObjStm", "/Obj#53tm"),
      "latin1",
    );
    expect(pdfActiveContent(escapedType)).toBe("active");
    expect(pdfActiveContent(objectStream("7 0 << /S /Launch >>", "none"))).toBe("active");
  });

  it("refuses what it cannot check: a filter it does not decode, a stream that does not inflate", () => {
    expect(pdfActiveContent(objectStream("7 0 << /Type /Page >>", "/LZWDecode"))).toBe("uncheckable");
    const broken = Buffer.from(
      objectStream("7 0 << /Type /Page >>")
        .toString("latin1")
        .replace(/stream\n[\s\S]{4}/, "stream\nXXXX"),
      "latin1",
    );
    expect(pdfActiveContent(broken)).toBe("uncheckable");
  });
});
