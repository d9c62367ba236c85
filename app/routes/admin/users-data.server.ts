import { USERS_MESSAGES, type UsersPageData, userRowView } from "#app/domain/admin/user-views.ts";
import { readUsersQuery, usersPageCount } from "#app/domain/admin/users-query.ts";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findUsersPageForAdmin } from "#app/server/models/user/admin-reads.server.ts";

// What /admin/users shows: one page of users for the address's search, filter and page,
// shaped for display here; the viewer's id marks the admin's own row (no delete, no demote), and
// their zone is the one the dates are shown in.

export async function loadUsersPage(
  db: Db,
  cipher: DataCipher,
  url: URL,
  viewer: { id: string; timeZone: string },
): Promise<UsersPageData> {
  const query = readUsersQuery(url.searchParams);
  try {
    const page = await findUsersPageForAdmin(db, cipher, query);
    return {
      ok: true,
      query,
      rows: page.rows.map((row) => userRowView(row, viewer.id, viewer.timeZone)),
      matching: page.matching,
      total: page.total,
      pageCount: usersPageCount(page.matching),
    };
  } catch (error) {
    logFailure("reading users failed", error, { filter: query.filter, page: query.page });
    return { ok: false, query, message: USERS_MESSAGES.failedLoad };
  }
}
