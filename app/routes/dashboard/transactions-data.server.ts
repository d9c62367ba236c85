import { applicationNumber } from "#app/domain/application/labels.ts";
import {
  readBefore,
  type StatementLink,
  statementLinks,
  type TransactionLine,
  transactionLine,
} from "#app/domain/ledger/statement-view.ts";
import type { Db } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import {
  findEntriesPage,
  findStatementAccountForCustomer,
  findStatementMonths,
} from "#app/server/models/ledger/statements.server.ts";

// The data of /dashboard/program/transactions/:accountId (issue 44): one page of the account's
// transactions, newest first, in the customer's zone, and its monthly statements. Only the
// account's owner reads it; for anyone else it does not exist (null).

export interface TransactionsRoomData {
  accountId: string;
  /** "#1a2b3c4d": the application the account belongs to. */
  number: string;
  open: boolean;
  lines: TransactionLine[];
  /** The pages' links: the newest page (when this is not it) and the older one. */
  pages: { first: string | null; next: string | null };
  statements: StatementLink[];
}

export async function loadTransactionsRoom(
  db: Db,
  user: SessionUser,
  accountId: string,
  search: URLSearchParams,
): Promise<TransactionsRoomData | null> {
  const account = await findStatementAccountForCustomer(db, { userId: user.id, accountId });
  if (!account) return null;
  const before = readBefore(search.get("before"));
  const [page, months] = await Promise.all([
    findEntriesPage(db, { accountId, before }),
    findStatementMonths(db, accountId),
  ]);
  const path = `/dashboard/program/transactions/${accountId}`;
  return {
    accountId,
    number: `#${applicationNumber(account.applicationId)}`,
    open: account.status === "open",
    lines: page.rows.map((entry) => transactionLine(entry, user.timeZone)),
    pages: {
      first: before === undefined ? null : path,
      next: page.nextBefore === null ? null : `${path}?before=${page.nextBefore}`,
    },
    statements: statementLinks(months, `/dashboard/program/statements/${accountId}`),
  };
}
