import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type Options, stringify } from "csv-stringify";
import { stringify as stringifyNow } from "csv-stringify/sync";
import { type LogFields, logFailure } from "./logger.server.ts";

// The back office's CSV files (Export Users, the reports, the fee compliance export), written by
// csv-stringify: RFC 4180 quoting, CRLF, a UTF-8 byte order mark so spreadsheets read accents
// right, and `escape_formulas`: a cell starting with = + - @, a tab or a carriage return (or their
// full-width forms) gets a leading apostrophe, so a spreadsheet shows it as text instead of running
// it as a formula (CSV injection). A cell with a line break is quoted whatever the record delimiter
// is (csv-stringify quotes only the delimiter's own CRLF by itself), so a strict reader keeps it in
// its row (issue 20).

const options = (columns: readonly string[]): Options => ({
  header: true,
  columns: [...columns],
  escape_formulas: true,
  quoted_match: /[\r\n]/,
  bom: true,
  record_delimiter: "windows",
});

/** The file's writer: these columns as its header, records in, CSV bytes out. */
export function csvWriter(columns: readonly string[]) {
  return stringify(options(columns));
}

/** A small file made in one piece (a month's statement, issue 44): the same CSV as the writer's. */
export function csvBytes(columns: readonly string[], records: readonly (readonly string[])[]): Uint8Array {
  return new TextEncoder().encode(stringifyNow(records as string[][], options(columns)));
}

/**
 * The records as a stream of CSV bytes, written as they come. A failure part-way ends the
 * download early and is logged as `failure` (never the error's message); a download the browser
 * abandoned (the stream closed or cancelled) is no failure.
 */
export function csvStream(
  columns: readonly string[],
  records: AsyncIterable<string[]> | Iterable<string[]>,
  failure: string,
  fields: LogFields = {},
): ReadableStream<Uint8Array> {
  const csv = csvWriter(columns);
  pipeline(Readable.from(records), csv).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ABORT_ERR") return;
    logFailure(failure, error, fields);
  });
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

/** A CSV file as the browser downloads it: an attachment, never cached (it holds personal data). */
export function csvAttachment(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
