import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { AdminDebtAccountView } from "#app/domain/admin/debt-accounts.ts";
import { READ_ONLY_NOTE } from "#app/domain/debt-account/editing.ts";
import type { DebtAccountReply } from "#app/domain/debt-account/form.ts";
import { DebtAccountEditForm } from "./debt-account-edit-form.tsx";
import { DebtAccountItem } from "./debt-account-item.tsx";
import { DeleteDebtAccount } from "./delete-debt-account.tsx";

export interface AdminDebtAccountsProps {
  applicationId: string;
  /** The application's version (`updated_at` as text), sent with every change. */
  version: string;
  /** `debtAccountsEditable(application)`: pending or approved and not complete (decisions.md). */
  editable: boolean;
  accounts: readonly AdminDebtAccountView[];
  /** Why they are read-only (`debtAccountsReadOnlyReason`); a general note when not given. */
  readOnlyReason?: string | undefined;
}

/** The one form or dialog open at a time, and the answer already there when it opened. */
type Open = { kind: "edit" | "delete"; id: string; since: DebtAccountReply | undefined } | null;

/**
 * The user-submitted debt accounts of the admin's expanded application row (spec section 2):
 * read-only, or, while the application allows it, each with Edit (an inline form) and Delete
 * (after a confirmation). Changes post to the current route's action; each answer is a toast
 * (spec section 8). One change at a time: the next one carries the version it produced.
 */
export function AdminDebtAccounts({
  applicationId,
  version,
  editable,
  accounts,
  readOnlyReason,
}: AdminDebtAccountsProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState<Open>(null);
  const [focusEdit, setFocusEdit] = useState<string | null>(null);
  const { fetcher, busy, reply } = useFetcherAction<DebtAccountReply>({
    onReply: (done) => {
      if (!done.ok) return;
      setOpen(null);
      if (done.intent === "update-debt-account") setFocusEdit(done.debtAccountId);
    },
  });
  const pendingId = busy ? fetcher.formData?.get("debtAccountId") : undefined;
  // A form or dialog shows only the answer that came after it was opened.
  const answer = open && reply !== open.since && reply?.debtAccountId === open.id ? reply : undefined;

  // Back to the Edit button once the saved form has closed and the buttons work again.
  useEffect(() => {
    if (!focusEdit || busy) return;
    listRef.current?.querySelector<HTMLElement>(`[data-edit-account="${focusEdit}"]`)?.focus();
    setFocusEdit(null);
  }, [focusEdit, busy]);

  // Made read-only meanwhile (the page was read again after a refusal): what was open goes away.
  useEffect(() => {
    if (editable || !open) return;
    setOpen(null);
    headingRef.current?.focus();
  }, [editable, open]);

  const openFor = (kind: "edit" | "delete", id: string) => setOpen({ kind, id, since: reply });
  const isOpen = (kind: "edit" | "delete", id: string) => editable && open?.kind === kind && open.id === id;
  const deletable = accounts.length > 1;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900">
        User-Submitted Debt Accounts
      </h3>
      {editable ? (
        deletable ? null : (
          <p className="text-sm text-slate-700">
            This is the application's only debt account: it can be edited, not deleted.
          </p>
        )
      ) : (
        <p className="text-sm text-slate-700">{readOnlyReason ?? READ_ONLY_NOTE}</p>
      )}
      {accounts.length === 0 ? (
        <PanelMessage tone="info">No debt accounts are on record for this application.</PanelMessage>
      ) : (
        <ul ref={listRef} className="space-y-3">
          {accounts.map((account) => {
            const editing = isOpen("edit", account.id);
            const mine = pendingId === account.id;
            return (
              <li key={account.id}>
                <DebtAccountItem
                  account={account}
                  editForm={
                    editing ? (
                      <DebtAccountEditForm
                        fetcher={fetcher}
                        applicationId={applicationId}
                        version={version}
                        account={account}
                        reply={answer}
                        busy={mine}
                        onCancel={() => {
                          setOpen(null);
                          setFocusEdit(account.id);
                        }}
                      />
                    ) : null
                  }
                  actions={
                    editable && !editing ? (
                      <>
                        <Button
                          variant="secondary"
                          size="sm"
                          data-edit-account={account.id}
                          disabled={!hydrated || busy}
                          onClick={() => openFor("edit", account.id)}
                        >
                          Edit
                          <span className="sr-only"> debt account: {account.creditor}</span>
                        </Button>
                        {deletable ? (
                          <DeleteDebtAccount
                            fetcher={fetcher}
                            applicationId={applicationId}
                            version={version}
                            debtAccountId={account.id}
                            creditor={account.creditor}
                            open={isOpen("delete", account.id)}
                            onOpenChange={(next) => (next ? openFor("delete", account.id) : setOpen(null))}
                            busy={mine}
                            disabled={!hydrated || busy}
                            error={answer && !answer.ok ? answer.formMessage : undefined}
                            deleted={Boolean(
                              reply?.ok &&
                                reply.intent === "delete-debt-account" &&
                                reply.debtAccountId === account.id,
                            )}
                            onDeleted={() => headingRef.current?.focus()}
                          />
                        ) : null}
                      </>
                    ) : null
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
