import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { MONEY_MESSAGES as M } from "#app/domain/admin/money.ts";
import type { RefundDueView } from "#app/domain/admin/money-views.ts";
import { AdminTable, AMOUNT_CELL, CELL } from "../admin-table.tsx";

const HEADERS = ["Customer", "Application", "Amount", "Due", "State", "Next step"];

/**
 * The refunds still to pay: overdue ones first, in red and said in words (never by color
 * alone), then by due day; each with the one step it may take, a small form posting to this page.
 */
export function RefundsDue({ rows, more }: { rows: RefundDueView[]; more: boolean }) {
  return (
    <section aria-labelledby="refunds-due-title" className="space-y-3">
      <h2 id="refunds-due-title" className="text-xl font-semibold text-slate-900">
        {M.refundsTitle}
      </h2>
      {rows.length === 0 ? (
        <PanelMessage tone="info">{M.refundsEmpty}</PanelMessage>
      ) : (
        <AdminTable caption={`${M.refundsTitle}, overdue first, then by due day`} headers={HEADERS}>
          {rows.map((row) => (
            <tr key={row.id} className={row.overdue ? "bg-red-50 align-top" : "align-top"}>
              <td className={CELL}>
                <Link to={row.accountHref} className="font-medium text-blue-800 underline">
                  {row.customer}
                </Link>
                {row.customerHref ? (
                  <Link to={row.customerHref} className="block text-sm text-blue-800 underline">
                    Customer page<span className="sr-only">: {row.customer}</span>
                  </Link>
                ) : null}
              </td>
              <td className={CELL}>{row.number}</td>
              <td className={AMOUNT_CELL}>{row.amount}</td>
              <td className={row.overdue ? "px-4 py-3 font-semibold text-red-800" : CELL}>
                {row.dueOn}
                {row.overdue ? <span className="block">{M.overdue}</span> : null}
              </td>
              <td className={CELL}>{row.stateLabel}</td>
              <td className="px-4 py-3">{row.step ? <StepForm refund={row} /> : "—"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {more ? <p className="text-sm text-slate-700">{M.refundsMore}</p> : null}
    </section>
  );
}

function StepForm({ refund }: { refund: RefundDueView }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("refundId") === refund.id;
  if (!refund.step) return null;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="refund-step" />
      <input type="hidden" name="refundId" value={refund.id} />
      <input type="hidden" name="step" value={refund.step.action} />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={pending}
        aria-label={`${refund.step.label}: ${refund.customer}, ${refund.number}`}
      >
        {pending ? "Saving..." : refund.step.label}
      </Button>
    </Form>
  );
}
