import { customerHref } from "#app/domain/admin/customer-links.ts";
import type { CustomersPageData } from "#app/domain/admin/customer-views.ts";
import {
  cursorOf,
  customersHref,
  matchSnippet,
  readCustomersQuery,
} from "#app/domain/admin/customers-query.ts";
import { applicationStateLabel } from "#app/domain/application/labels.ts";
import { formatCents } from "#app/domain/format.ts";
import { formatDateTimeIn } from "#app/domain/time-zone.ts";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findCustomersPage } from "#app/server/models/operator/customers.server.ts";

// What /admin/customers shows (issue 45): one page of customers, newest first, the search's.

export async function loadCustomersPage(
  db: Db,
  cipher: DataCipher,
  url: URL,
  timeZone: string,
): Promise<CustomersPageData> {
  const query = readCustomersQuery(url.searchParams);
  try {
    const { rows, more } = await findCustomersPage(db, cipher, query);
    const last = rows.at(-1);
    return {
      ok: true,
      search: query.search,
      rows: rows.map((row) => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`,
        href: customerHref(row.id),
        email: row.email,
        state:
          row.status && row.enrollmentStatus
            ? applicationStateLabel({
                status: row.status,
                enrollmentStatus: row.enrollmentStatus,
                isComplete: row.isComplete ?? false,
              })
            : "",
        balance: row.balanceCents === null ? "No account" : formatCents(BigInt(row.balanceCents)),
        openTasks: row.openTasks,
        lastNote: row.lastNoteAt ? formatDateTimeIn(row.lastNoteAt, timeZone) : "Never",
        matched: row.matchedNote ? matchSnippet(row.matchedNote, query.search) : null,
      })),
      nextHref: more && last ? customersHref({ search: query.search, after: cursorOf(last) }) : null,
      firstHref: query.after ? customersHref({ search: query.search }) : null,
    };
  } catch (error) {
    logFailure("reading the customer list failed", error, {});
    return { ok: false, search: query.search, message: "Failed to load the customers" };
  }
}
