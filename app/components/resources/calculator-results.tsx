import type { ReactNode } from "react";
import { FIGURES } from "#app/content/figures.ts";
import type { DebtComparison } from "#app/domain/debt-calculator.ts";
import { formatMonths, formatUsd } from "#app/domain/format.ts";
import { CostChart, type CostChartItem } from "./cost-chart.tsx";

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function OptionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 divide-y divide-slate-100">{children}</dl>
    </div>
  );
}

export const OPTION_TITLES = {
  minimum: "Keep your current payment",
  program: "Our debt-relief program",
  loan: "Consolidation loan",
} as const;

/** The three options side by side, then the chart of what each costs in total. */
export function CalculatorResults({ comparison }: { comparison: DebtComparison }) {
  const { inputs, minimum, program, loan } = comparison;
  const programMonths = `${program.minMonths}-${program.maxMonths} months`;
  const items: CostChartItem[] = [
    {
      label: "Current payment",
      value: minimum.kind === "never" ? null : minimum.totalPaid,
      valueText: minimum.kind === "never" ? "never paid off" : formatUsd(minimum.totalPaid),
      timeText: minimum.kind === "never" ? "never" : formatMonths(minimum.months),
      fill: "fill-slate-700",
    },
    {
      label: "Our program",
      value: program.totalPaid,
      valueText: formatUsd(program.totalPaid),
      timeText: programMonths,
      fill: "fill-blue-800",
    },
    {
      label: "Consolidation loan",
      value: loan.totalPaid,
      valueText: formatUsd(loan.totalPaid),
      timeText: formatMonths(loan.months),
      fill: "fill-amber-700",
    },
  ];
  return (
    <div className="space-y-6">
      <p aria-live="polite" className="text-slate-800">
        Comparing {formatUsd(inputs.debt)} of debt at {inputs.apr.toLocaleString("en-US")}% APR with a monthly
        payment of {formatUsd(inputs.payment)}.
      </p>
      <div className="grid gap-4 lg:grid-cols-3" data-testid="calculator-results">
        <OptionCard title={OPTION_TITLES.minimum}>
          {minimum.kind === "never" ? (
            <Figure term="Time to pay off">
              <span className="text-red-800">Never paid off.</span>{" "}
              <span className="font-normal">
                Your payment of {formatUsd(inputs.payment)} does not cover the first month's interest of{" "}
                {formatUsd(minimum.firstMonthInterest)}, so the balance keeps growing.
              </span>
            </Figure>
          ) : (
            <>
              <Figure term="Time to pay off">{formatMonths(minimum.months)}</Figure>
              <Figure term="Total interest">{formatUsd(minimum.totalInterest)}</Figure>
              <Figure term="Total paid">{formatUsd(minimum.totalPaid)}</Figure>
            </>
          )}
        </OptionCard>
        <OptionCard title={OPTION_TITLES.program}>
          <Figure term={`Expected settlements (${FIGURES.settlementPercent} of your debt)`}>
            {formatUsd(program.settlements)}
          </Figure>
          <Figure term={`Our fee (${FIGURES.feePercent} of the ${formatUsd(program.amountSaved)} saved)`}>
            {formatUsd(program.fee)}
          </Figure>
          <Figure term="Total paid, fee included">{formatUsd(program.totalPaid)}</Figure>
          <Figure term={`Estimated savings after fees (about ${FIGURES.savingsPercent})`}>
            {formatUsd(program.estimatedSavings)}
          </Figure>
          <Figure term="Monthly program payment">
            {formatUsd(program.monthlyLow)} to {formatUsd(program.monthlyHigh)}
          </Figure>
          <Figure term="Program length">{programMonths}</Figure>
          <Figure term="When the fee is charged">
            Only after each debt is settled, debt by debt; no up-front fees
          </Figure>
        </OptionCard>
        <OptionCard title={OPTION_TITLES.loan}>
          <Figure term="Monthly payment">{formatUsd(loan.monthlyPayment)}</Figure>
          <Figure term="Loan length">{`${formatMonths(loan.months)} at ${loan.apr}% APR`}</Figure>
          <Figure term="Total interest">{formatUsd(loan.totalInterest)}</Figure>
          <Figure term="Total paid">{formatUsd(loan.totalPaid)}</Figure>
        </OptionCard>
      </div>
      <CostChart title="Total you would pay under each option" items={items} />
    </div>
  );
}
