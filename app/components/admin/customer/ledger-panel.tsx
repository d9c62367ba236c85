import { Link } from "react-router";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import type { CustomerAccountView } from "#app/domain/admin/customer-views.ts";
import { LedgerTable } from "../money/ledger-table.tsx";

/** The dedicated account as the Money page reads it: figures, next deposit, and its ledger (each line naming its creditor). */
export function LedgerPanel({ account }: { account: CustomerAccountView }) {
  const { detail } = account;
  const figures = detail.program?.figures;
  return (
    <article className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link to={account.href} className="font-medium text-blue-800 underline">
          Account for application {detail.account.number}
        </Link>
      </h3>
      <DetailList
        items={[
          { label: "Status", value: detail.account.statusLabel },
          { label: "Balance", value: detail.account.balance },
          { label: "Next deposit", value: detail.nextDeposit ?? "None scheduled" },
          ...(figures ? [{ label: "Program ends", value: figures.endMonth }] : []),
        ]}
      />
      <LedgerTable entries={detail.entries} more={detail.moreEntries} />
    </article>
  );
}
