import { accountsPageCount, isMoneyId, MONEY_MESSAGES, readMoneyPage } from "#app/domain/admin/money.ts";
import {
  type AccountDetailView,
  accountDetailView,
  accountView,
  type MoneyPageData,
  refundDueViews,
  returnedDepositView,
} from "#app/domain/admin/money-views.ts";
import { type StatementLink, statementLinks } from "#app/domain/ledger/statement-view.ts";
import { calendarDateIn, timeZoneOf } from "#app/domain/time-zone.ts";
import type { Db } from "#app/server/db.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  findAccountForAdmin,
  findAccountsPage,
  findRefundsDue,
  findReturnedDeposits,
} from "#app/server/models/ledger/admin-reads.server.ts";
import { findStatementMonths } from "#app/server/models/ledger/statements.server.ts";
import { programProjections } from "#app/server/models/projection/program-projection.server.ts";

// What /admin/money and /admin/money/:accountId show, shaped for display here.

/** The day refunds are due against: the business's own calendar day, whoever reads the page. */
export function businessToday(now: Date): string {
  return calendarDateIn(now, timeZoneOf(null));
}

/** Refunds due, returned deposits and a page of accounts; times in the admin's `timeZone`. */
export async function loadMoneyPage(db: Db, url: URL, now: Date, timeZone: string): Promise<MoneyPageData> {
  const page = readMoneyPage(url.searchParams);
  try {
    const [refunds, returned, accounts] = await Promise.all([
      findRefundsDue(db),
      findReturnedDeposits(db),
      findAccountsPage(db, page),
    ]);
    return {
      ok: true,
      refunds: refundDueViews(refunds.rows, businessToday(now)),
      moreRefunds: refunds.more,
      returned: returned.map(returnedDepositView),
      accounts: {
        page,
        pageCount: accountsPageCount(accounts.total),
        total: accounts.total,
        rows: accounts.rows.map((row) => accountView(row, timeZone)),
      },
    };
  } catch (error) {
    logFailure("reading the money page failed", error, { page });
    return { ok: false, page, message: MONEY_MESSAGES.failedLoad };
  }
}

/** One account as its page shows it, with its program's one projection, or null when there is none. */
export async function loadMoneyAccount(
  db: Db,
  accountId: string,
  timeZone: string,
  now: Date,
): Promise<(AccountDetailView & { statements: StatementLink[] }) | null> {
  const [source, programs, months] = await Promise.all([
    findAccountForAdmin(db, accountId),
    isMoneyId(accountId) ? programProjections(db, { accountId }, now) : Promise.resolve([]),
    findStatementMonths(db, accountId),
  ]);
  if (!source) return null;
  // The customer's monthly statements (issue 44), the same files as theirs.
  const statements = statementLinks(months, `/admin/money/${accountId}/statements`);
  return {
    ...accountDetailView(source, timeZone, programs[0]?.projection ?? null, businessToday(now)),
    statements,
  };
}
