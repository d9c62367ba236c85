import { useEffect, useState } from "react";
import { usePageScripts } from "#app/components/page-scripts.ts";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PageConfirm } from "#app/components/ui/page-confirm.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { useDashboardFetcher } from "./use-dashboard-action.ts";

/**
 * The cancel's answer is kept under this key: it outlives the button, which goes away once
 * the application is cancelled (or found decided), so the panel shows it (application-panel.tsx).
 */
export const cancelFetcherKey = (applicationId: string) => `cancel-${applicationId}`;

/**
 * Cancel, offered for a pending application only (spec section 4), after the spec's
 * confirmation in an accessible dialog. The server decides again whether it may. On the page
 * sent without React (docs/decisions/0055) the same dialog is the page's own, and the form is
 * posted as a page.
 */
export function CancelApplication(props: { applicationId: string; number: string }) {
  const withReact = usePageScripts();
  return withReact ? <CancelWithReact {...props} /> : <CancelAsPage {...props} />;
}

const TITLE = (number: string) => `Cancel application #${number}?`;

function CancelAsPage({ applicationId, number }: { applicationId: string; number: string }) {
  return (
    <PageConfirm
      fields={{ intent: "cancel", applicationId }}
      trigger={
        <>
          Cancel Application
          <span className="sr-only"> #{number}</span>
        </>
      }
      title={TITLE(number)}
      description={M.cancelConfirmation}
      cancelLabel="Keep Application"
      confirmLabel="Yes, Cancel Application"
      busyLabel="Canceling..."
    />
  );
}

function CancelWithReact({ applicationId, number }: { applicationId: string; number: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { fetcher, busy, answer } = useDashboardFetcher("cancel", cancelFetcherKey(applicationId));
  const failed = answer && !answer.ok ? answer.formMessage : undefined;
  // Done: the list and the timeline are read again and this button goes away.
  useEffect(() => {
    if (answer?.ok) setOpen(false);
  }, [answer]);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={!hydrated}>
          Cancel Application
          <span className="sr-only"> #{number}</span>
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={TITLE(number)}
      description={M.cancelConfirmation}
      cancelLabel="Keep Application"
      confirmLabel="Yes, Cancel Application"
      busyLabel="Canceling..."
      busy={busy}
      error={failed}
      onConfirm={() =>
        fetcher.submit({ intent: "cancel", applicationId }, { method: "post", preventScrollReset: true })
      }
    />
  );
}
