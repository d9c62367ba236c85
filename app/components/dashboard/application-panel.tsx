import { useLocation, useNavigation } from "react-router";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { Tab, TabList, TabPanel, Tabs } from "#app/components/ui/tabs.tsx";
import { APPLICATION_VIEWS, type ApplicationView } from "#app/domain/dashboard/location.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { Selection } from "#app/domain/dashboard/views.ts";
import { StatusBadge } from "../application/status-badge.tsx";
import { AccountDetailsCard } from "./account-details-card.tsx";
import { ApplicationDetails } from "./application-details.tsx";
import { ApplicationOverview } from "./application-overview.tsx";
import { CancelApplication, cancelFetcherKey } from "./cancel-application.tsx";
import { DeclineNotice } from "./decline-notice.tsx";
import type { ChangeView } from "./use-application-choice.ts";
import { useAnswerToast, useDashboardFetcher } from "./use-dashboard-action.ts";

interface ApplicationPanelProps {
  selection: Selection;
  view: ApplicationView;
  onChangeView: ChangeView;
}

/** True while the room is reading another application (a link in its list was followed). */
function useLoadingApplication(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === pathname;
}

/** The selected application: its number, status and Cancel, then Overview, Application Details, Account Details. */
export function ApplicationPanel({ selection, view, onChangeView }: ApplicationPanelProps) {
  const loading = useLoadingApplication();
  const shownId = selection.kind === "found" ? selection.application.id : "";
  // The cancel's answer is told here, as the Cancel button goes away with it: the toast, and a
  // refusal because the application was decided meanwhile (the page now shows the decision).
  const cancel = useDashboardFetcher("cancel", cancelFetcherKey(shownId));
  useAnswerToast(cancel.reply);
  const cancelRefusal = cancel.answer && !cancel.answer.ok ? cancel.answer.formMessage : undefined;
  if (selection.kind === "none") {
    return (
      <PanelMessage tone="info">Your application's progress will appear here once you apply.</PanelMessage>
    );
  }
  if (selection.kind === "not-found")
    return <PanelMessage tone="error">{M.applicationNotFound}</PanelMessage>;
  if (selection.kind === "failed") return <PanelMessage tone="error">{selection.message}</PanelMessage>;
  const { application } = selection;
  return (
    <section
      aria-labelledby="application-heading"
      aria-busy={loading}
      className={loading ? "opacity-60" : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="application-heading" className="text-xl font-semibold text-slate-900">
            Application #{application.number}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <StatusBadge status={application.status} label={application.statusLabel} />
            Submitted {application.submitted}
          </p>
        </div>
        {application.cancellable ? (
          <CancelApplication applicationId={application.id} number={application.number} />
        ) : null}
      </div>
      {application.decline ? (
        <DeclineNotice decline={application.decline} number={application.number} />
      ) : null}
      {cancelRefusal && !application.cancellable ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {cancelRefusal}
        </p>
      ) : null}
      {loading ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Loading application...
        </p>
      ) : null}
      <Tabs value={view} onValueChange={(next) => onChangeView(next as ApplicationView)} className="mt-6">
        <TabList aria-label={`Application #${application.number}`}>
          {APPLICATION_VIEWS.map((view) => (
            <Tab key={view.id} value={view.id}>
              {view.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="overview">
          <ApplicationOverview application={application} />
        </TabPanel>
        <TabPanel value="details">
          <ApplicationDetails application={application} />
        </TabPanel>
        <TabPanel value="accounts">
          <AccountDetailsCard application={application} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
