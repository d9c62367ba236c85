import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { PaymentMethodsPageData } from "#app/domain/admin/payment-methods.ts";
import { PAYMENT_METHOD_INTENTS, type PaymentMethodReply } from "#app/domain/payment-method/form.ts";
import { RemovePaymentMethod } from "./remove-payment-method.tsx";

/** The page's title takes the focus when the row that had it was removed. */
const focusTitle = () => document.getElementById("payments-title")?.focus();

type LoadedPage = Extract<PaymentMethodsPageData, { ok: true }>;

/** What this table posts: every change but adding one (the Add Payment Method form's). */
const CHANGES = PAYMENT_METHOD_INTENTS.filter((intent) => intent !== "add-payment-method");

const HEADERS = ["Owner", "Payment Method", "Name", "Details", "Default", "Added", "Actions"];

/**
 * One page of payment methods with their owners. Make Default posts a plain form (it works
 * without JavaScript); Remove asks first. One change at a time; each answer is a toast, and a
 * refusal is also said above the table (or in the open dialog).
 */
export function PaymentMethodsTable({ page }: { page: LoadedPage }) {
  const hydrated = useHydrated();
  const { fetcher, busy, reply } = useFetcherAction<PaymentMethodReply>({
    key: "payment-method-change",
    intent: CHANGES,
  });
  const pendingId = busy ? fetcher.formData?.get("paymentMethodId") : undefined;
  const [removing, setRemoving] = useState<{ id: string; since: PaymentMethodReply | undefined } | null>(
    null,
  );

  // A dialog shows only the answer that came after it was opened.
  const dialogAnswer = removing && fetcher.data !== removing.since ? fetcher.data : undefined;
  useEffect(() => {
    if (dialogAnswer?.ok) setRemoving(null);
  }, [dialogAnswer]);

  const refused = reply && !reply.ok && !removing && reply.formMessage ? reply.formMessage : undefined;

  return (
    <div className="space-y-3">
      <FormMessage message={refused ? { ok: false, text: refused } : undefined} />
      {/* relative: the buttons' screen-reader labels (absolutely placed) stay inside the scroll box. */}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">
            Payment methods, page {page.query.page} of {page.pageCount}, newest first
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {page.rows.map((row) => {
              const mine = pendingId === row.id;
              const label = `${row.summary}, ${row.ownerName}`;
              return (
                <tr key={row.id} className="align-top">
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">{row.ownerName}</p>
                    <p className="break-all text-slate-700">{row.ownerEmail}</p>
                  </td>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">{row.typeLabel}</p>
                    <p className="whitespace-nowrap text-slate-700">{row.summary}</p>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{row.holderName}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{row.detail}</td>
                  <td className="px-4 py-3">
                    {row.isDefault ? (
                      <span className="inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                        Default
                      </span>
                    ) : (
                      <span className="sr-only">No</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{row.added}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-2">
                      {row.isDefault ? null : (
                        <fetcher.Form method="post" preventScrollReset>
                          <input type="hidden" name="intent" value="set-default-payment-method" />
                          <input type="hidden" name="paymentMethodId" value={row.id} />
                          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                            {mine && fetcher.formData?.get("intent") === "set-default-payment-method"
                              ? "Saving..."
                              : "Make Default"}
                            <span className="sr-only">: {label}</span>
                          </Button>
                        </fetcher.Form>
                      )}
                      <RemovePaymentMethod
                        fetcher={fetcher}
                        paymentMethodId={row.id}
                        label={label}
                        wasDefault={row.isDefault}
                        open={removing?.id === row.id}
                        onOpenChange={(next) =>
                          setRemoving(next ? { id: row.id, since: fetcher.data } : null)
                        }
                        busy={mine}
                        disabled={!hydrated || busy}
                        error={dialogAnswer && !dialogAnswer.ok ? dialogAnswer.formMessage : undefined}
                        deleted={Boolean(
                          fetcher.data?.ok &&
                            fetcher.data.intent === "delete-payment-method" &&
                            fetcher.data.paymentMethodId === row.id,
                        )}
                        onDeleted={focusTitle}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
