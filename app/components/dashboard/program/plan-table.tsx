import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import type { PlanView } from "#app/domain/enrollment/plan-view.ts";

const COLUMNS = [
  { label: "Creditor" },
  { label: "Balance", numeric: true },
  { label: "Expected settlement", numeric: true },
  { label: "Fee", numeric: true },
  { label: "Expected month" },
] as const;

/**
 * The plan's debts, each with its balance, expected settlement, fee and month (issue 22), and
 * their totals. On a phone each debt reads as a stacked row (issue 43): five columns do not fit
 * 375 px without one hiding or the table overflowing its box.
 */
export function PlanTable({ plan, caption }: { plan: PlanView; caption: string }) {
  return (
    <StackedTable
      caption={caption}
      captionClassName="sr-only"
      columns={COLUMNS}
      rows={plan.debts.map((debt) => ({
        id: debt.id,
        heading: debt.creditor,
        cells: [debt.balance, debt.settlement, debt.fee, debt.expectedMonth],
      }))}
      foot={{
        heading: "Total",
        cells: [plan.totals.balance, plan.totals.settlement, plan.totals.fee, plan.endMonth],
      }}
    />
  );
}
