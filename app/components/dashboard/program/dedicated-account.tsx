import { Link } from "react-router";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { ACCOUNT_MESSAGES, type AccountView } from "#app/domain/ledger/account-view.ts";
import type { TaxRate } from "#app/domain/negotiation/kinds.ts";
import { BalanceChart } from "./balance-chart.tsx";
import { ForgivenDebt } from "./forgiven-debt.tsx";
import { GraduationSummary } from "./graduation-summary.tsx";
import { LeaveProgramForm } from "./leave-program-form.tsx";
import { OfferApproval } from "./offer-approval.tsx";

const DEBT_COLUMNS = [
  { label: "Creditor" },
  { label: "Enrolled balance", numeric: true },
  { label: "Stage" },
  { label: "Expected settlement" },
] as const;

/**
 * The dedicated account of one enrolled application (issue 23): its balance and deposits, a
 * returned deposit said plainly, the chart of the balance with each debt's expected settlement,
 * the table per debt, and either the way out (its confirmation says what would be refunded, and
 * by when) or, once ended, the refund dated at each step; once complete, the graduation summary.
 */
export function DedicatedAccount({ view, taxRate }: { view: AccountView; taxRate: TaxRate }) {
  const headingId = `account-${view.accountId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {ACCOUNT_MESSAGES.heading} {view.number}
      </h3>
      {view.graduation ? (
        <GraduationSummary view={view.graduation} id={`graduation-${view.accountId}`} level={4} />
      ) : null}
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
          { label: view.open ? "Expected end of the program" : "End of the program", value: view.endMonth },
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
      {view.open ? (
        <p className="mt-2">
          <Link
            to={`/dashboard/program/deposits/${view.accountId}`}
            className="font-medium text-blue-800 underline"
          >
            Change your deposits<span className="sr-only"> of account {view.number}</span>
          </Link>
          <span className="text-slate-700">: move the draft day, add an extra deposit or skip a month.</span>
        </p>
      ) : null}
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
      {/* Stacked rows on a phone: no column hides in a sideways scroll (issue 43). */}
      <StackedTable
        className="mt-6"
        caption="Your enrolled debts and when each is expected to settle"
        columns={DEBT_COLUMNS}
        rows={view.debts.map((debt) => ({
          id: debt.id,
          heading: debt.creditor,
          cells: [debt.balance, debt.stage, debt.expectedMonth],
        }))}
      />
      <p className="mt-3 text-sm text-slate-600">{ACCOUNT_MESSAGES.estimatesNote}</p>
      {view.settled.length > 0 ? (
        <ForgivenDebt settled={view.settled} taxRate={taxRate} accountId={view.accountId} />
      ) : null}
      {view.open && view.leave ? <LeaveProgramForm accountId={view.accountId} leave={view.leave} /> : null}
    </section>
  );
}

function RefundStatus({ refund }: { refund: NonNullable<AccountView["refund"]> }) {
  return (
    <div className="mt-4 rounded-md border border-blue-200 bg-blue-50 p-4">
      <p className="font-semibold text-slate-900">{refund.heading}</p>
      <p className="mt-1 text-slate-800">
        Refund status: <strong>{refund.stateLabel}</strong>
      </p>
      {/* Each step with the day it was reached (issue 43). */}
      <ol
        className="mt-3 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-6"
        aria-label="Refund steps"
      >
        {refund.steps.map((step) => (
          <li
            key={step.state}
            aria-current={step.state === refund.state ? "step" : undefined}
            className={step.date ? "font-semibold text-green-800" : "text-slate-600"}
          >
            {step.date ? "✓ " : ""}
            {step.label}
            {step.date ? (
              <span className="block font-normal text-slate-700">{step.date}</span>
            ) : (
              <span className="block font-normal">Not yet</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
