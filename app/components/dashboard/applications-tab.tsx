import { ButtonLink } from "#app/components/ui/button.tsx";
import type { ApplicationChoiceData } from "#app/domain/dashboard/views.ts";
import { ApplicationList } from "./application-list.tsx";
import { ApplicationPanel } from "./application-panel.tsx";
import { useApplicationChoice } from "./use-application-choice.ts";

/** My Applications: the list on the left with 'New Application', the selected one on the right. */
export function ApplicationsTab({ room }: { room: ApplicationChoiceData }) {
  const { choice, pathname, changeView } = useApplicationChoice(room.choice.applicationId);
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <div className="min-w-0 space-y-4">
        <ButtonLink to="/apply" className="w-full">
          New Application
        </ButtonLink>
        <ApplicationList
          applications={room.applications}
          choice={choice}
          path={pathname}
          label="Your applications"
        />
      </div>
      <div className="min-w-0">
        <ApplicationPanel selection={room.selection} view={choice.view} onChangeView={changeView} />
      </div>
    </div>
  );
}
