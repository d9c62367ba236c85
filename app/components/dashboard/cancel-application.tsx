import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { useDashboardFetcher } from "./use-dashboard-action.ts";
import { useReadByStream } from "./use-live-portal.ts";

/**
 * The cancel's answer is kept under this key: it outlives the button, which goes away once
 * the application is cancelled (or found decided), so the panel shows it (application-panel.tsx).
 */
export const cancelFetcherKey = (applicationId: string) => `cancel-${applicationId}`;

/**
 * Cancel, offered for a pending application only (spec section 4), after the spec's
 * confirmation: an accessible dialog, or before React runs (or without it) the same sentence in
 * place with a button posting the form as a page. The server decides again whether it may.
 */
export function CancelApplication({ applicationId, number }: { applicationId: string; number: string }) {
  const { fetcher, answer } = useDashboardFetcher("cancel", cancelFetcherKey(applicationId));
  const revalidate = useReadByStream();
  return (
    <ConfirmForm
      fetcher={fetcher}
      fields={{ intent: "cancel", applicationId }}
      trigger={
        <>
          Cancel Application
          <span className="sr-only"> #{number}</span>
        </>
      }
      title={`Cancel application #${number}?`}
      description={M.cancelConfirmation}
      cancelLabel="Keep Application"
      confirmLabel="Yes, Cancel Application"
      busyLabel="Canceling..."
      error={answer && !answer.ok ? answer.formMessage : undefined}
      defaultShouldRevalidate={revalidate}
    />
  );
}
