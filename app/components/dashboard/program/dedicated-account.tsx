import { Link } from "react-router";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { ACCOUNT_MESSAGES, type AccountView } from "#app/domain/ledger/account-view.ts";
import { REFUND_STATE_LABELS, REFUND_STATES } from "#app/domain/ledger/kinds.ts";
import type { TaxRate } from "#app/domain/negotiation/kinds.ts";
import { BalanceChart } from "./balance-chart.tsx";
import { ForgivenDebt } from "./forgiven-debt.tsx";
import { LeaveProgramForm } from "./leave-program-form.tsx";
import { OfferApproval } from "./offer-approval.tsx";

/**
 * The dedicated account of one enrolled application (issue 23): its balance and deposits, a
 * returned deposit said plainly, the chart of the balance with each debt's expected settlement,
 * the table per debt, and either the way out or, once left, the refund and where it stands.
 */
export function DedicatedAccount({ view, taxRate }: { view: AccountView; taxRate: TaxRate }) {
  const headingId = `account-${view.accountId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {ACCOUNT_MESSAGES.heading} {view.number}
      </h3>
      {view.refund ? <RefundStatus refund={view.refund} /> : null}
      <DetailList
        className="mt-4"
        items={[
          { label: "Balance", value: view.balance },
          {
            label: "Next deposit",
            value: view.nextDeposit
              ? `${view.nextDeposit.amount} on ${view.nextDeposit.date}`
              : "None scheduled",
          },
          { label: "Deposits made", value: `${view.depositsMade.count} (${view.depositsMade.total})` },
          { label: "Deposits missed", value: `${view.depositsMissed.count} (${view.depositsMissed.total})` },
          { label: "Fees paid", value: view.feesPaid },
          { label: "Expected end of the program", value: view.endMonth },
        ]}
      />
      <p className="mt-3">
        <Link
          to={`/dashboard/program/transactions/${view.accountId}`}
          className="font-medium text-blue-800 underline"
        >
          All transactions and statements<span className="sr-only"> of account {view.number}</span>
        </Link>
      </p>
      {view.returned.length > 0 ? (
        <div role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {view.returned.map((deposit) => (
            <p key={`${deposit.date}-${deposit.amount}`}>
              Your deposit of {deposit.amount} due {deposit.date} was returned by your bank ({deposit.reason}
              ). Your expected dates below have moved.
            </p>
          ))}
        </div>
      ) : null}
      {view.approvals.map((offer) => (
        <OfferApproval key={offer.offerId} offer={offer} />
      ))}
      {view.open ? (
        <div className="mt-6">
          <BalanceChart
            points={view.chart.points}
            markers={view.chart.markers}
            caption={ACCOUNT_MESSAGES.chartCaption}
          />
        </div>
      ) : null}
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            Your enrolled debts and when each is expected to settle
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="py-2 pr-4">
                Creditor
              </th>
              <th scope="col" className="py-2 pr-4">
                Enrolled balance
              </th>
              <th scope="col" className="py-2 pr-4">
                Stage
              </th>
              <th scope="col" className="py-2">
                Expected settlement
              </th>
            </tr>
          </thead>
          <tbody>
            {view.debts.map((debt) => (
              <tr key={debt.id} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {debt.creditor}
                </th>
                <td className="py-2 pr-4">{debt.balance}</td>
                <td className="py-2 pr-4">{debt.stage}</td>
                <td className="py-2">{debt.expectedMonth}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-600">{ACCOUNT_MESSAGES.estimatesNote}</p>
      {view.settled.length > 0 ? (
        <ForgivenDebt settled={view.settled} taxRate={taxRate} accountId={view.accountId} />
      ) : null}
      {view.open ? <LeaveProgramForm accountId={view.accountId} /> : null}
    </section>
  );
}

function RefundStatus({ refund }: { refund: NonNullable<AccountView["refund"]> }) {
  const reached = REFUND_STATES.indexOf(refund.state);
  return (
    <div className="mt-4 rounded-md border border-blue-200 bg-blue-50 p-4">
      <p className="font-semibold text-slate-900">{refund.heading}</p>
      <p className="mt-1 text-slate-800">
        Refund status: <strong>{refund.stateLabel}</strong>
      </p>
      <ol className="mt-3 flex flex-wrap gap-4 text-sm" aria-label="Refund steps">
        {REFUND_STATES.map((state, index) => (
          <li
            key={state}
            aria-current={state === refund.state ? "step" : undefined}
            className={index <= reached ? "font-semibold text-green-800" : "text-slate-600"}
          >
            {index <= reached ? "✓ " : ""}
            {REFUND_STATE_LABELS[state]}
          </li>
        ))}
      </ol>
    </div>
  );
}
