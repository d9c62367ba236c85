import { Link } from "react-router";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { useReplyToast } from "#app/components/ui/use-fetcher-action.ts";
import { MONEY_MESSAGES as M, type MoneyReply, moneyHref } from "#app/domain/admin/money.ts";
import type { MoneyPageData } from "#app/domain/admin/money-views.ts";
import { AccountsTable } from "./accounts-table.tsx";
import { RefundsDue } from "./refunds-due.tsx";
import { ReturnedDeposits } from "./returned-deposits.tsx";

/** /admin/money: refunds due, returned deposits, the accounts. A refund's step answers in a toast. */
export function MoneyPage({ page, reply }: { page: MoneyPageData; reply: MoneyReply | undefined }) {
  useReplyToast(reply?.intent === "refund-step" ? reply : undefined, { toastId: "money-refund-step" });
  return (
    <section aria-labelledby="money-title" className="space-y-8">
      <div>
        <h1 id="money-title" className="text-2xl font-bold text-slate-900">
          {M.title}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">{M.intro}</p>
      </div>
      {reply?.intent === "refund-step" ? (
        <p role="status" className={reply.ok ? "text-green-800" : "text-red-800"}>
          {reply.message}
        </p>
      ) : null}
      {!page.ok ? (
        <PanelMessage tone="error">
          <p>{page.message}</p>
          <Link to={moneyHref(page.page)} className="mt-2 inline-block font-semibold underline">
            Try again
          </Link>
        </PanelMessage>
      ) : (
        <>
          <RefundsDue rows={page.refunds} more={page.moreRefunds} />
          <ReturnedDeposits rows={page.returned} />
          <AccountsTable {...page.accounts} />
        </>
      )}
    </section>
  );
}
