import { DetailList } from "#app/components/ui/detail-list.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { ApplicationView } from "#app/domain/dashboard/views.ts";
import { PlainBadge } from "../application/status-badge.tsx";

const PROGRAM_DEBT_COLUMNS = [
  { label: "Creditor" },
  { label: "Program status" },
  { label: "Creditor's last reported balance", numeric: true },
] as const;

/**
 * The account details the team recorded for an application, once the form is completed
 * (spec section 2); until then the placeholder. Once a plan exists, each debt's program status
 * first, beside the creditor's last reported balance (issue 43).
 */
export function AccountDetailsCard({ application }: { application: ApplicationView }) {
  return (
    <div className="space-y-4">
      {application.programDebts.length > 0 ? <ProgramDebts application={application} /> : null}
      <DetailsForm application={application} />
    </div>
  );
}

function ProgramDebts({ application }: { application: ApplicationView }) {
  const headingId = `program-debts-${application.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Your debts in the program
      </h3>
      <StackedTable
        className="mt-3"
        caption="Each debt's program status, and the balance its creditor last reported"
        captionClassName="sr-only"
        columns={PROGRAM_DEBT_COLUMNS}
        rows={application.programDebts.map((debt) => ({
          id: debt.id,
          heading: debt.creditor,
          cells: [debt.status, debt.lastReported],
        }))}
      />
    </section>
  );
}

function DetailsForm({ application }: { application: ApplicationView }) {
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
