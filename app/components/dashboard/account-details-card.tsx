import { DetailList } from "#app/components/ui/detail-list.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ApplicationView } from "#app/domain/dashboard/views.ts";
import { PlainBadge } from "../application/status-badge.tsx";

/**
 * The account details the team recorded for an application, once the form is completed
 * (spec section 2); until then the placeholder.
 */
export function AccountDetailsCard({ application }: { application: ApplicationView }) {
  const details = application.accountDetails;
  if (!details) return <PanelMessage tone="info">{M.accountDetailsPlaceholder}</PanelMessage>;
  return (
    <section
      aria-labelledby={`account-details-${application.id}`}
      className="rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`account-details-${application.id}`} className="font-semibold text-slate-900">
          Account Details
        </h3>
        <p className="flex flex-wrap gap-2">
          <PlainBadge>{details.soldBadge}</PlainBadge>
          <PlainBadge>{details.paidBadge}</PlainBadge>
        </p>
      </div>
      <DetailList items={details.items} className="mt-4" />
      <p className="mt-4 text-sm text-slate-600">Form Completed: {details.completed}</p>
    </section>
  );
}
