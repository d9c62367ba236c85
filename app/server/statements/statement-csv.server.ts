import {
  STATEMENT_CSV_COLUMNS,
  type StatementView,
  statementCsvRecords,
} from "#app/domain/ledger/statement-view.ts";
import { csvBytes } from "../csv-file.server.ts";

// A monthly statement as CSV (issue 44), by the back office's one CSV writer (csv-file.server.ts:
// RFC 4180 quoting, CRLF, a byte order mark for spreadsheets, and `escape_formulas` so a cell a
// spreadsheet would run as a formula is text). A month holds a few dozen entries: the file is made
// in one piece.

export function statementCsv(view: StatementView): Uint8Array {
  return csvBytes(STATEMENT_CSV_COLUMNS, statementCsvRecords(view));
}
