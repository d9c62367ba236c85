// PDFs written byte by byte, for the upload check's tests and bench (decision 0058): a PDF
// library writes only well-formed files, and the files that matter here are the ones an attacker
// writes by hand. Objects are given as their text; offsets and the cross-reference (a table, or
// a stream that can point into object streams) are computed.

export type PdfBody = string | Buffer;

export interface PdfObject {
  num: number;
  body: PdfBody;
}

/** An object kept inside an object stream: its number, its stream's number and its index there. */
export interface CompressedEntry {
  num: number;
  stream: number;
  index: number;
}

const latin1 = (body: PdfBody) => (typeof body === "string" ? Buffer.from(body, "latin1") : body);

/**
 * A stream object's body: the dictionary's entries (its /Length added), the `stream` keyword and
 * the end of line a writer chose after it (the specification's is LF or CR LF), the data.
 */
export function streamBody(entries: string, data: Buffer, keyword = "stream\n"): Buffer {
  return Buffer.concat([
    latin1(`<< ${entries} /Length ${data.length} >>\n${keyword}`),
    data,
    latin1("\nendstream"),
  ]);
}

/** An object stream's entries (less /Length and the filter) and its data, before any encoding. */
export function objectStreamContent(objects: PdfObject[]): { entries: string; data: Buffer } {
  let header = "";
  let offset = 0;
  const bodies = objects.map((object) => {
    header += `${object.num} ${offset} `;
    const body = Buffer.concat([latin1(object.body), latin1("\n")]);
    offset += body.length;
    return body;
  });
  return {
    entries: `/Type /ObjStm /N ${objects.length} /First ${header.length}`,
    data: Buffer.concat([latin1(header), ...bodies]),
  };
}

export interface WriteOptions {
  root: number;
  /** Objects kept in object streams: the cross-reference is then a stream (PDF 1.5). */
  compressed?: CompressedEntry[];
  /** Bytes before the header (a reader finds "%PDF-" within its first KB). */
  prefix?: Buffer;
}

function crossReferenceTable(size: number, offsets: Map<number, number>): string {
  const rows = ["0000000000 65535 f "];
  for (let num = 1; num < size; num += 1) {
    const offset = offsets.get(num);
    rows.push(offset === undefined ? "0000000000 65535 f " : `${String(offset).padStart(10, "0")} 00000 n `);
  }
  return `xref\n0 ${size}\n${rows.join("\n")}\n`;
}

function crossReferenceStream(size: number, offsets: Map<number, number>, compressed: CompressedEntry[]) {
  const inStreams = new Map(compressed.map((entry) => [entry.num, entry]));
  const rows = Buffer.alloc(size * 7);
  for (let num = 0; num < size; num += 1) {
    const at = num * 7;
    const offset = offsets.get(num);
    const entry = inStreams.get(num);
    if (offset !== undefined) {
      rows[at] = 1;
      rows.writeUInt32BE(offset, at + 1);
    } else if (entry) {
      rows[at] = 2;
      rows.writeUInt32BE(entry.stream, at + 1);
      rows.writeUInt16BE(entry.index, at + 5);
    } else {
      rows.writeUInt16BE(65535, at + 5);
    }
  }
  return rows;
}

/** The whole file: header, objects, cross-reference, trailer. */
export function writePdf(objects: PdfObject[], options: WriteOptions): Buffer {
  const parts: Buffer[] = [];
  let length = 0;
  const push = (body: PdfBody) => {
    const bytes = latin1(body);
    parts.push(bytes);
    length += bytes.length;
  };
  if (options.prefix) push(options.prefix);
  push("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  const offsets = new Map<number, number>();
  for (const object of objects) {
    offsets.set(object.num, length);
    push(`${object.num} 0 obj\n`);
    push(object.body);
    push("\nendobj\n");
  }
  const compressed = options.compressed ?? [];
  const highest = [...objects, ...compressed].reduce((most, { num }) => Math.max(most, num), 0);
  const start = length;
  if (compressed.length === 0) {
    const size = highest + 1;
    push(crossReferenceTable(size, offsets));
    push(`trailer\n<< /Size ${size} /Root ${options.root} 0 R >>\nstartxref\n${start}\n%%EOF\n`);
  } else {
    const xrefNum = highest + 1;
    offsets.set(xrefNum, start);
    const rows = crossReferenceStream(xrefNum + 1, offsets, compressed);
    push(`${xrefNum} 0 obj\n`);
    push(streamBody(`/Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root ${options.root} 0 R`, rows));
    push(`\nendobj\nstartxref\n${start}\n%%EOF\n`);
  }
  return Buffer.concat(parts);
}
