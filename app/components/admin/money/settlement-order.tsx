import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import type { MoneyReply } from "#app/domain/admin/money.ts";
import { SCHEDULE_MESSAGES as S, type SettlementRow } from "#app/domain/admin/money-schedule.ts";
import { AdminTable, AMOUNT_CELL, CELL } from "../admin-table.tsx";

const INTENT = "settlement-order";
const HEADERS = ["Position", "Creditor", "Enrolled balance"];

/**
 * The debts still to settle, in the order they settle in; while the account is open each but the
 * first has a small form moving it up one place. Only the debt is sent: the server reads the order
 * again. Posts to this page, with or without JavaScript; a refusal is said above the list.
 */
export function SettlementOrder({ rows, open }: { rows: readonly SettlementRow[]; open: boolean }) {
  const { fetcher, busy, reply } = useFetcherAction<MoneyReply>({ key: INTENT, intent: INTENT });
  const refusal = reply && !reply.ok ? (reply.formMessage ?? reply.message) : undefined;
  const movable = open && rows.length > 1;
  return (
    <section aria-labelledby="settlement-title" className="space-y-3">
      <h2 id="settlement-title" className="text-xl font-semibold text-slate-900">
        {S.orderTitle}
      </h2>
      {rows.length === 0 ? (
        <PanelMessage tone="info">{S.noDebts}</PanelMessage>
      ) : (
        <>
          <p className="text-slate-700">{S.orderIntro}</p>
          <FormMessage message={refusal ? { ok: false, text: refusal } : undefined} />
          <AdminTable
            caption={`${S.orderTitle}, first to settle first`}
            headers={movable ? [...HEADERS, "Change"] : HEADERS}
          >
            {rows.map((row, index) => (
              <tr key={row.id} className="align-top">
                <td className={AMOUNT_CELL}>{row.position}</td>
                <td className={CELL}>{row.creditor}</td>
                <td className={AMOUNT_CELL}>{row.balance}</td>
                {movable ? (
                  <td className="px-4 py-3">
                    {index > 0 ? (
                      <fetcher.Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value={INTENT} />
                        <input type="hidden" name="debtId" value={row.id} />
                        <Button
                          type="submit"
                          size="sm"
                          variant="secondary"
                          disabled={busy}
                          aria-label={`Move up: ${row.creditor}`}
                        >
                          Move up
                        </Button>
                      </fetcher.Form>
                    ) : (
                      "—"
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </section>
  );
}
