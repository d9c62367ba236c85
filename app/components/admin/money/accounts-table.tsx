import { Link } from "react-router";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { MONEY_MESSAGES as M, moneyHref } from "#app/domain/admin/money.ts";
import type { AccountView } from "#app/domain/admin/money-views.ts";
import { AdminTable, AMOUNT_CELL, CELL } from "../admin-table.tsx";
import { CustomerLink } from "../customer/customer-link.tsx";

const HEADERS = ["Customer", "Application", "Status", "Balance", "Opened", "Ledger"];

interface AccountsProps {
  page: number;
  pageCount: number;
  total: number;
  rows: AccountView[];
}

/** The dedicated accounts, newest opened first, a page at a time; each opens its ledger. */
export function AccountsTable({ page, pageCount, total, rows }: AccountsProps) {
  return (
    <section aria-labelledby="accounts-title" className="space-y-3">
      <h2 id="accounts-title" className="text-xl font-semibold text-slate-900">
        {M.accountsTitle}
      </h2>
      {total === 0 ? (
        <PanelMessage tone="info">{M.accountsEmpty}</PanelMessage>
      ) : rows.length === 0 ? (
        <PanelMessage tone="info">
          <p>There is no page {page}.</p>
          <Link to={moneyHref(1)} className="mt-2 inline-block font-semibold underline">
            Newest accounts
          </Link>
        </PanelMessage>
      ) : (
        <>
          <AdminTable
            caption={`Accounts, page ${page} of ${pageCount}, newest opened first (${total.toLocaleString("en-US")} in all)`}
            headers={HEADERS}
          >
            {rows.map((row) => (
              <tr key={row.id} className="align-top">
                <td className={CELL}>
                  <CustomerLink href={row.customerHref} name={row.customer} />
                </td>
                <td className={CELL}>{row.number}</td>
                <td className={CELL}>{row.statusLabel}</td>
                <td className={AMOUNT_CELL}>{row.balance}</td>
                <td className={CELL}>{row.opened}</td>
                <td className={CELL}>
                  <Link to={row.href} className="font-medium text-blue-800 underline">
                    View ledger
                    <span className="sr-only">
                      : {row.customer}, {row.number}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </AdminTable>
          <PageLinks
            page={page}
            pageCount={pageCount}
            hrefFor={moneyHref}
            words={{ previous: "Newer accounts", next: "Older accounts" }}
            label="Pages of accounts"
          />
        </>
      )}
    </section>
  );
}
