import { stringify } from "csv-stringify/sync";
import {
  STATEMENT_CSV_COLUMNS,
  type StatementView,
  statementCsvRecords,
} from "#app/domain/ledger/statement-view.ts";

// A monthly statement as CSV (issue 44), written as Export Users writes its file (RFC 4180 quoting,
// CRLF, a byte order mark for spreadsheets, and `escape_formulas` so a cell a spreadsheet would run
// as a formula is text). A month holds a few dozen entries: the file is made in one piece.

export function statementCsv(view: StatementView): Uint8Array {
  const text = stringify(statementCsvRecords(view), {
    header: true,
    columns: [...STATEMENT_CSV_COLUMNS],
    escape_formulas: true,
    quoted_match: /[\r\n]/,
    bom: true,
    record_delimiter: "windows",
  });
  return new TextEncoder().encode(text);
}
