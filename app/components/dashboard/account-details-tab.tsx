import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ApplicationChoiceData } from "#app/domain/dashboard/views.ts";
import { AccountDetailsCard } from "./account-details-card.tsx";
import { ApplicationList } from "./application-list.tsx";
import { useApplicationChoice } from "./use-application-choice.ts";

/** The Account Details room: choose an application on the left, see its account details on the right. */
export function AccountDetailsTab({ room }: { room: ApplicationChoiceData }) {
  const { selection } = room;
  const { choice, pathname } = useApplicationChoice(room.choice.applicationId);
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <div className="min-w-0">
        <ApplicationList
          applications={room.applications}
          choice={choice}
          path={pathname}
          label="Choose an application"
        />
      </div>
      <div className="min-w-0">
        {selection.kind === "found" ? (
          <div className="space-y-3">
            <h2 className="text-xl font-semibold text-slate-900">
              Application #{selection.application.number}
            </h2>
            <AccountDetailsCard application={selection.application} />
          </div>
        ) : selection.kind === "none" ? (
          <PanelMessage tone="info">{M.selectApplication}</PanelMessage>
        ) : (
          <PanelMessage tone="error">
            {selection.kind === "failed" ? selection.message : M.applicationNotFound}
          </PanelMessage>
        )}
      </div>
    </div>
  );
}
