import { and, desc, sql } from "drizzle-orm";
import {
  USERS_EXPORT_COLUMNS,
  type UserExportSource,
  userExportRecord,
} from "#app/domain/admin/users-export.ts";
import type { UsersQuery } from "#app/domain/admin/users-query.ts";
import { auditLog, users } from "#db/schema.ts";
import { csvStream, csvWriter } from "./csv-file.server.ts";
import type { DataCipher } from "./data-cipher.server.ts";
import type { Db } from "./db.server.ts";
import { isAdminColumn, latestApplication, usersFilter } from "./models/user/admin-reads.server.ts";
import { shownPhone } from "./models/user/phone.server.ts";

// Export Users (spec section 7; issue 12): the users of the list's search and filter as CSV,
// read from the database a page at a time on the (created_at, id) order and written out as
// they come, so 100,000 users take seconds and little memory (bench/users-export.ts). The
// CSV is written by the back office's one CSV writer (csv-file.server.ts: formula cells
// neutralised). No cell holds a line break (userExportRecord puts each on one line, and any that
// slipped through is quoted), so neither a strict reader nor a spreadsheet splitting at bare line
// breaks sees a row begin inside a cell, where the formula check would not have looked (issue 20).
//
// No transaction holds the pages together: on the embedded database one would stop every other
// request for the export's length. Each user is written at most once (the order is strict); a
// user who registers or is deleted meanwhile may or may not be in the file.

export const USERS_EXPORT_PAGE_SIZE = 2_000;

/** The audit row of an export: the admin, and the list's search and filter it was taken from. */
export async function auditUsersExport(
  db: Db,
  admin: { id: string; email: string },
  query: Pick<UsersQuery, "search" | "filter">,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: admin.id,
    actorEmail: admin.email,
    action: "users_exported",
    targetType: "user",
    targetId: null,
    after: { search: query.search, filter: query.filter },
  });
}

interface ExportRow extends UserExportSource {
  id: string;
  /** created_at exactly, as text: where the next page starts. */
  key: string;
}

interface Cursor {
  key: string;
  id: string;
}

/** The list's search and filter, and the admin's zone (the registration days are theirs, issue 21). */
type ExportQuery = Pick<UsersQuery, "search" | "filter"> & { timeZone: string };

async function readPage(
  db: Db,
  cipher: DataCipher,
  query: ExportQuery,
  after: Cursor | null,
  size: number,
): Promise<ExportRow[]> {
  const latest = latestApplication(db);
  const rows = await db
    .select({
      id: users.id,
      key: sql<string>`${users.createdAt}::text`,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      registeredOn: sql<string>`to_char(${users.createdAt} at time zone ${query.timeZone}, 'YYYY-MM-DD')`,
      isAdmin: isAdminColumn,
      applicationStatus: latest.status,
      applicationDebt: latest.debt,
    })
    .from(users)
    .leftJoinLateral(latest, sql`true`)
    .where(
      and(
        usersFilter(query, cipher),
        after
          ? sql`(${users.createdAt}, ${users.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size);
  return rows.map((row) => ({ ...row, phone: shownPhone(cipher, row.phone) })) as ExportRow[];
}

async function* records(
  db: Db,
  cipher: DataCipher,
  query: ExportQuery,
  first: ExportRow[],
  size: number,
): AsyncGenerator<string[]> {
  let page = first;
  for (;;) {
    for (const row of page) yield userExportRecord(row);
    const last = page.at(-1);
    if (page.length < size || !last) return;
    page = await readPage(db, cipher, query, { key: last.key, id: last.id }, size);
  }
}

/** The file's writer: the spec's columns, records in, CSV bytes out. */
export function usersCsvWriter() {
  return csvWriter(USERS_EXPORT_COLUMNS);
}

export interface UsersCsvOptions {
  /** Decrypts the phones (docs/decisions/0028). */
  cipher: DataCipher;
  query: Pick<UsersQuery, "search" | "filter">;
  /** The admin's IANA zone: each registration date is their calendar day. */
  timeZone: string;
  pageSize?: number;
}

/**
 * The CSV as a stream of bytes. The first page is read before it returns, so a database that
 * cannot answer fails the request (an error page) instead of sending an empty file; a failure
 * later ends the download early, and is logged.
 */
export async function usersCsvStream(db: Db, options: UsersCsvOptions): Promise<ReadableStream<Uint8Array>> {
  const size = options.pageSize ?? USERS_EXPORT_PAGE_SIZE;
  const query = { ...options.query, timeZone: options.timeZone };
  const first = await readPage(db, options.cipher, query, null, size);
  return csvStream(
    USERS_EXPORT_COLUMNS,
    records(db, options.cipher, query, first, size),
    "the users export failed part-way",
    { filter: options.query.filter },
  );
}
