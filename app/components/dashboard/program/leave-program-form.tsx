import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { ACCOUNT_MESSAGES, type AccountView } from "#app/domain/ledger/account-view.ts";
import { LEAVE_MESSAGES } from "#app/domain/ledger/program-exit.ts";
import { useRemovableDashboardForm } from "../use-dashboard-action.ts";
import { useReadByStream } from "../use-live-portal.ts";

/**
 * Leaving the program (issues 23 and 43): one button that asks first (ConfirmForm: a dialog, or
 * without JavaScript the same sentence in place), and the question says what would be refunded
 * and by when, from the functions the leave itself uses (refundAmount, refundDueOn); the server
 * refunds the balance it locks, which a deposit clearing meanwhile may change. The answer removes
 * the form: the room toasts it (RemovedFormAnswers in routes/dashboard/program.tsx).
 */
export function LeaveProgramForm({
  accountId,
  leave,
}: {
  accountId: string;
  leave: NonNullable<AccountView["leave"]>;
}) {
  const { fetcher, answer } = useRemovableDashboardForm("leave-program", accountId);
  const revalidate = useReadByStream();
  return (
    <div className="mt-6 rounded-md border border-slate-200 p-4">
      <ConfirmForm
        fetcher={fetcher}
        fields={{ intent: "leave-program", accountId }}
        trigger={LEAVE_MESSAGES.button}
        triggerSize="md"
        title={LEAVE_MESSAGES.confirmTitle}
        description={ACCOUNT_MESSAGES.leaveConfirm(leave.refund, leave.dueOn)}
        confirmLabel={LEAVE_MESSAGES.confirm}
        cancelLabel={LEAVE_MESSAGES.keep}
        busyLabel="Leaving..."
        error={answer && !answer.ok ? answer.formMessage : undefined}
        defaultShouldRevalidate={revalidate}
      />
    </div>
  );
}
