import { ButtonLink } from "#app/components/ui/button.tsx";
import type { DashboardLocation } from "#app/domain/dashboard/location.ts";
import type { DashboardData } from "#app/domain/dashboard/views.ts";
import { ApplicationList } from "./application-list.tsx";
import { ApplicationPanel } from "./application-panel.tsx";
import type { ChangeTab } from "./use-dashboard-location.ts";

interface ApplicationsTabProps {
  dashboard: DashboardData;
  location: DashboardLocation;
  onChangeView: ChangeTab;
}

/** My Applications: the list on the left with 'New Application', the selected one on the right. */
export function ApplicationsTab({ dashboard, location, onChangeView }: ApplicationsTabProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <div className="min-w-0 space-y-4">
        <ButtonLink to="/apply" className="w-full">
          New Application
        </ButtonLink>
        <ApplicationList
          applications={dashboard.applications}
          location={location}
          label="Your applications"
        />
      </div>
      <div className="min-w-0">
        <ApplicationPanel selection={dashboard.selection} location={location} onChangeView={onChangeView} />
      </div>
    </div>
  );
}
