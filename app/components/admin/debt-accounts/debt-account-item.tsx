import { type ReactNode, useId } from "react";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import type { AdminDebtAccountView } from "#app/domain/admin/debt-accounts.ts";

interface DebtAccountItemProps {
  account: AdminDebtAccountView;
  /** The account's edit form, shown instead of its values while it is being edited. */
  editForm?: ReactNode;
  /** Its Edit and Delete buttons, when the application allows them. */
  actions?: ReactNode;
}

/** One debt account of the expanded row: its creditor as the heading, then every field. */
export function DebtAccountItem({ account, editForm, actions }: DebtAccountItemProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-slate-200 p-4">
      <h4 id={titleId} className="font-medium break-words text-slate-900">
        {account.creditor}
      </h4>
      <div className="mt-3">{editForm ?? <DetailList items={account.items} />}</div>
      {actions ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
    </article>
  );
}
