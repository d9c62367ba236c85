import { Link } from "react-router";
import { StatementsList } from "#app/components/dashboard/program/statements-list.tsx";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { MONEY_MESSAGES as M, type MoneyReply } from "#app/domain/admin/money.ts";
import type { AccountDetailView } from "#app/domain/admin/money-views.ts";
import type { StatementLink } from "#app/domain/ledger/statement-view.ts";
import { CustomerLink } from "../customer/customer-link.tsx";
import { AdjustmentForm } from "./adjustment-form.tsx";
import { DebtStages } from "./debt-stages.tsx";
import { ReceivedForm, RetryForm } from "./deposit-operation-forms.tsx";
import { DepositsTable } from "./deposits-table.tsx";
import { LedgerTable } from "./ledger-table.tsx";
import { RescheduleForm } from "./reschedule-form.tsx";
import { ReturnForm } from "./return-form.tsx";
import { SettlementOrder } from "./settlement-order.tsx";

/**
 * /admin/money/:accountId: one dedicated account, its schedule, its forms while it is open, its
 * debts' settlement order (moved while it is open) and its newest entries. Without JavaScript a form's answer arrives as `reply`, said at the top.
 */
export function AccountPage({
  data,
  reply,
}: {
  data: AccountDetailView & { statements?: readonly StatementLink[] };
  reply: MoneyReply | undefined;
}) {
  const { account } = data;
  const statements = data.statements ?? [];
  return (
    <section aria-labelledby="account-title" className="space-y-8">
      <div className="space-y-3">
        <Link to="/admin/money" className="text-sm font-medium text-blue-800 underline">
          All accounts
        </Link>
        <h1 id="account-title" className="text-2xl font-bold text-slate-900">
          <CustomerLink href={account.customerHref} name={account.customer} />
        </h1>
        <DetailList
          items={[
            { label: "Application", value: account.number },
            { label: "Status", value: account.statusLabel },
            { label: "Balance", value: account.balance },
            { label: "Opened", value: account.opened },
          ]}
        />
      </div>
      {reply ? (
        <p role="status" className={reply.ok ? "text-green-800" : "text-red-800"}>
          {reply.message}
        </p>
      ) : null}
      <section aria-labelledby="schedule-title" className="space-y-2">
        <h2 id="schedule-title" className="text-xl font-semibold text-slate-900">
          Deposit schedule
        </h2>
        <p className="text-slate-700">
          {data.nextDeposit ? `Next deposit: ${data.nextDeposit}` : M.noNextDeposit}
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          {data.depositCounts.map((line) => (
            <li key={line.label}>
              {line.label}: <span className="font-semibold text-slate-900">{line.count}</span>
            </li>
          ))}
        </ul>
      </section>
      {account.open ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <ReceivedForm deposits={data.dueDeposits ?? []} />
          <ReturnForm deposits={data.clearedDeposits} />
          <RetryForm deposits={data.retryableDeposits ?? []} />
          <AdjustmentForm />
          <RescheduleForm />
        </div>
      ) : (
        <PanelMessage tone="info">{M.closedForms}</PanelMessage>
      )}
      <DepositsTable rows={data.deposits ?? []} />
      <DebtStages rows={data.debts} />
      <SettlementOrder rows={data.settlement} open={account.open} />
      <LedgerTable entries={data.entries} more={data.moreEntries} />
      <section aria-labelledby="statements-title" className="space-y-3">
        <h2 id="statements-title" className="text-xl font-semibold text-slate-900">
          Monthly statements
        </h2>
        {statements.length === 0 ? (
          <p className="text-slate-700">No transactions yet: a statement is made for every month with one.</p>
        ) : (
          <StatementsList statements={statements} heading="Monthly statements" />
        )}
      </section>
    </section>
  );
}
