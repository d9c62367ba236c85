import zlib from "node:zlib";
import { HOSTILE_PDFS, streamsInOneDictionary } from "./hostile-pdfs.ts";
import { objectStreamContent, type PdfObject, streamBody, writePdf } from "./pdf-writer.ts";

// The worst files a customer may send to the upload check (decision 0058): each as large as an
// upload may be (10 MB) and built to make a parser work hard, nest deep, allocate much or inflate
// without end. The upload check must answer each within its limits; the bench times them over
// HTTP while the server keeps answering (bench/upload-check.ts).

const MB = 1024 * 1024;
/** Room left for the objects around the pattern, so the whole file stays within 10 MB. */
const SIZE = 10 * MB - 64 * 1024;

const repeat = (unit: string, size: number) => unit.repeat(Math.floor(size / unit.length));

const page = (num: number, entries = ""): PdfObject => ({
  num,
  body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${entries}>>`,
});
const catalog = (entries = ""): PdfObject => ({
  num: 1,
  body: `<< /Type /Catalog /Pages 2 0 R ${entries}>>`,
});
const pages = (kids: string, count: number): PdfObject => ({
  num: 2,
  body: `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
});
const onePage = (pageEntries = "", catalogEntries = "") => [
  catalog(catalogEntries),
  pages("3 0 R", 1),
  page(3, pageEntries),
];

/** `count` further objects, numbered from `first`, each `body(index)`. */
function many(first: number, count: number, body: (index: number) => string): PdfObject[] {
  return Array.from({ length: count }, (_, index) => ({ num: first + index, body: body(index) }));
}

/** Raw Deflate blocks of 16 MB of zeros, repeated to `size`: about a thousand times as much inflated. */
function inflatesWithoutEnd(size: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(16 * MB), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const blocks: Buffer[] = Array(Math.floor(size / block.length)).fill(block);
  return Buffer.concat([Buffer.from([0x78, 0x9c]), ...blocks, Buffer.from([0x03, 0x00, 0, 0, 0, 1])]);
}

function manyObjectStreams(size: number): Buffer {
  const objects = onePage();
  const compressed = [];
  let written = 0;
  for (let num = 4; written < size; num += 3) {
    const members = [
      { num: num + 1, body: `<< /Kind /A /N ${num} >>` },
      { num: num + 2, body: `<< /Kind /B /N ${num} >>` },
    ];
    const { entries, data } = objectStreamContent(members);
    const body = streamBody(`${entries} /Filter /FlateDecode`, zlib.deflateSync(data));
    objects.push({ num, body });
    compressed.push({ num: num + 1, stream: num, index: 0 }, { num: num + 2, stream: num, index: 1 });
    written += body.length + 40;
  }
  return writePdf(objects, { root: 1, compressed });
}

/** A document of `count` empty pages. */
export function manyPages(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, index) => `${3 + index} 0 R`).join(" ");
  return writePdf([catalog(), pages(kids, count), ...many(3, count, () => page(0).body as string)], {
    root: 1,
  });
}

/** One page with `count` square annotations, each with an appearance to draw. */
export function manyAnnotations(count: number): Buffer {
  const annots = Array.from({ length: count }, (_, index) => `${5 + index} 0 R`).join(" ");
  const square = streamBody("/Type /XObject /Subtype /Form /BBox [0 0 10 10]", Buffer.from("0 0 10 10 re f"));
  return writePdf(
    [
      catalog(),
      pages("3 0 R", 1),
      page(3, `/Annots [${annots}]`),
      { num: 4, body: square },
      ...many(5, count, (index) => {
        const x = index % 600;
        return `<< /Type /Annot /Subtype /Square /Rect [${x} 10 ${x + 10} 20] /AP << /N 4 0 R >> >>`;
      }),
    ],
    { root: 1 },
  );
}

export const HEAVY_PDFS: { name: string; build(): Buffer }[] = [
  { name: "`/a stream … endstream` to 10 MB", build: () => streamsInOneDictionary(Math.floor(SIZE / 22)) },
  {
    name: "a bypass (Flate twice) padded to 10 MB with a comment",
    build: () => {
      const bypass = HOSTILE_PDFS[0]?.build() ?? Buffer.alloc(0);
      return Buffer.concat([bypass, Buffer.from(`%${repeat("x", SIZE - bypass.length)}\n`)]);
    },
  },
  {
    name: "arrays nested 10 million deep",
    build: () => writePdf(onePage(`/Deep ${"[".repeat(SIZE)}`), { root: 1 }),
  },
  {
    name: "dictionaries nested 2 million deep",
    build: () => writePdf(onePage(`/Deep ${"<</a ".repeat(SIZE / 5)}`), { root: 1 }),
  },
  {
    name: "220,000 tiny objects",
    build: () => writePdf([...onePage(), ...many(4, Math.floor(SIZE / 47), () => "null")], { root: 1 }),
  },
  {
    name: "a cross-reference table of 500,000 entries",
    build: () => {
      const head = writePdf(onePage(), { root: 1 });
      const count = Math.floor((SIZE - head.length) / 20);
      const table = `xref\n0 ${count}\n0000000000 65535 f \n${"0000000009 00000 n \n".repeat(count - 1)}`;
      const trailer = `trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`;
      return Buffer.concat([head, Buffer.from(table + trailer)]);
    },
  },
  {
    name: "one array of 5 million numbers",
    build: () => writePdf(onePage(`/Numbers [${repeat("0 ", SIZE)}]`), { root: 1 }),
  },
  {
    name: "one string of 10 MB",
    build: () => writePdf(onePage(`/Text (${repeat("a", SIZE)})`), { root: 1 }),
  },
  { name: "object streams to 10 MB", build: () => manyObjectStreams(SIZE - 512 * 1024) },
  {
    name: "an object stream that inflates to 10 GB",
    build: () =>
      writePdf(
        [
          ...onePage("", "/Deep 5 0 R"),
          {
            num: 6,
            body: streamBody("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", inflatesWithoutEnd(SIZE)),
          },
        ],
        { root: 1, compressed: [{ num: 5, stream: 6, index: 0 }] },
      ),
  },
  { name: "90,000 pages", build: () => manyPages(Math.floor(SIZE / 116)) },
  {
    name: "80,000 annotations with appearances on one page",
    build: () => manyAnnotations(Math.floor(SIZE / 125)),
  },
];
