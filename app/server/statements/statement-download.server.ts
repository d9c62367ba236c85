import {
  isStatementMonth,
  type StatementView,
  statementFileName,
  statementView,
} from "#app/domain/ledger/statement-view.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import type { Db } from "../db.server.ts";
import { downloadResponse } from "../documents/download.server.ts";
import { findStatement, type StatementAccount } from "../models/ledger/statements.server.ts";
import { statementCsv } from "./statement-csv.server.ts";
import { statementPdf } from "./statement-pdf.server.ts";

// One month's statement of an account the caller may read (the routes check whose it is), as the
// PDF or the CSV they asked for. The statement's days are bank days; the posting times in the CSV
// are the reader's zone's.

export type StatementFormat = "pdf" | "csv";

export function statementFormat(value: string | null): StatementFormat | null {
  return value === "pdf" || value === "csv" ? value : null;
}

/** The month's statement, or null when the month is malformed or has no entry. */
export async function readStatement(
  db: Db,
  account: StatementAccount,
  month: string,
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<StatementView | null> {
  if (!isStatementMonth(month)) return null;
  const found = await findStatement(db, account.id, month);
  if (!found) return null;
  return statementView(
    {
      accountId: account.id,
      applicationId: account.applicationId,
      customerName: `${account.firstName} ${account.lastName}`,
    },
    month,
    found,
    { timeZone, today: companyDayOf(now) },
  );
}

/** The statement as a file to download. */
export async function statementResponse(view: StatementView, format: StatementFormat): Promise<Response> {
  if (format === "csv") {
    return downloadResponse(
      { fileName: statementFileName(view, "csv"), mediaType: "text/csv; charset=utf-8" },
      statementCsv(view),
    );
  }
  return downloadResponse(
    { fileName: statementFileName(view, "pdf"), mediaType: "application/pdf" },
    await statementPdf(view),
  );
}
