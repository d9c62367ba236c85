import zlib from "node:zlib";

// Is a PDF more than pages (issue 22)? A customer's PDF is refused when any dictionary in it
// names a script, an action that runs or sends something, or an attached file. Names are read
// as a PDF reader reads them (`/J#53` is `/JS`), in the file's own bytes and inside its
// compressed object streams (where PDF 1.5 and later keep dictionaries); an object stream we
// cannot decode is a PDF we cannot check, and refused too. The file is read as bytes, never as
// one big string, and what is inflated is capped.

const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "SubmitForm",
  "ImportData",
  "RichMedia",
  "EmbeddedFile",
  "EmbeddedFiles",
  "XFA",
]);

/** The most an upload's object streams may inflate to, all together. */
const INFLATE_BUDGET = 32 * 1024 * 1024;

export type PdfVerdict = "plain" | "active" | "uncheckable";

/** The standard filters' names (and their short forms): of these, Flate alone is decoded here. */
const FILTER_NAMES = new Set([
  "FlateDecode",
  "Fl",
  "LZWDecode",
  "LZW",
  "ASCIIHexDecode",
  "AHx",
  "ASCII85Decode",
  "A85",
  "RunLengthDecode",
  "RL",
  "CCITTFaxDecode",
  "CCF",
  "DCTDecode",
  "DCT",
  "JBIG2Decode",
  "JPXDecode",
  "Crypt",
]);

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const ends = (byte: number | undefined) => byte === undefined || WHITESPACE.has(byte) || DELIMITERS.has(byte);

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** Every name in `bytes`, as a reader reads it (#xx escapes decoded); long names cut at 32. */
function* names(bytes: Uint8Array): Generator<string> {
  let at = bytes.indexOf(0x2f);
  while (at !== -1) {
    let name = "";
    let index = at + 1;
    while (index < bytes.length && !ends(bytes[index])) {
      const byte = bytes[index] as number;
      const high = hexValue(bytes[index + 1]);
      const low = hexValue(bytes[index + 2]);
      const escaped = byte === 0x23 && high >= 0 && low >= 0;
      if (name.length <= 32) name += String.fromCharCode(escaped ? high * 16 + low : byte);
      index += escaped ? 3 : 1;
    }
    yield name;
    at = bytes.indexOf(0x2f, index);
  }
}

/** Whether any name in `bytes` is one of the active names. */
export function namesActiveContent(bytes: Uint8Array): boolean {
  for (const name of names(bytes)) if (ACTIVE_NAMES.has(name)) return true;
  return false;
}

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");
const OBJ = Buffer.from("obj");

/** The object streams' dictionaries and data: where PDF 1.5 and later keep most dictionaries. */
function* objectStreams(file: Buffer): Generator<{ dictionary: Buffer; data: Buffer }> {
  let at = file.indexOf(STREAM);
  while (at !== -1) {
    const isEnd = at >= 3 && file.subarray(at - 3, at).toString("latin1") === "end";
    let start = at + STREAM.length;
    if (file[start] === 0x0d) start += 1;
    if (!isEnd && file[start] === 0x0a) {
      const objAt = file.lastIndexOf(OBJ, at);
      const dictionary = file.subarray(objAt === -1 ? Math.max(0, at - 4096) : objAt, at);
      const endAt = file.indexOf(END_STREAM, start + 1);
      const data = file.subarray(start + 1, endAt === -1 ? file.length : endAt);
      if ([...names(dictionary)].includes("ObjStm")) yield { dictionary, data };
      at = file.indexOf(STREAM, endAt === -1 ? file.length : endAt + END_STREAM.length);
    } else {
      at = file.indexOf(STREAM, at + STREAM.length);
    }
  }
}

/** Whether the PDF is only pages, or names something that acts, or cannot be checked. */
export function pdfActiveContent(file: Buffer): PdfVerdict {
  if (namesActiveContent(file)) return "active";
  let budget = INFLATE_BUDGET;
  for (const { dictionary, data } of objectStreams(file)) {
    const filters = [...names(dictionary)].filter((name) => FILTER_NAMES.has(name));
    let content: Buffer;
    if (filters.length === 0) content = data;
    else if (filters.every((name) => name === "FlateDecode" || name === "Fl")) {
      try {
        content = zlib.inflateSync(data, {
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
          maxOutputLength: budget,
        });
      } catch {
        return "uncheckable";
      }
    } else return "uncheckable";
    budget -= content.length;
    if (budget <= 0) return "uncheckable";
    if (namesActiveContent(content)) return "active";
  }
  return "plain";
}
