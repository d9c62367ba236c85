import { DetailList } from "#app/components/ui/detail-list.tsx";
import type { AdminApplicationRowView, ExpandedApplication } from "#app/domain/admin/application-views.ts";
import { AdminDebtAccounts } from "../debt-accounts/admin-debt-accounts.tsx";
import { PlanPanel } from "./plan-panel.tsx";

interface ApplicationDetailsProps {
  row: AdminApplicationRowView;
  expanded: ExpandedApplication;
}

/**
 * The expanded row (spec section 2): personal and financial information (the SSN masked), the
 * debt accounts the applicant listed, the account details form once complete, and the timeline.
 */
export function ApplicationDetails({ row, expanded }: ApplicationDetailsProps) {
  const { details } = expanded;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Personal Information" id={`personal-${row.id}`}>
        <DetailList items={details.personal} />
      </Section>
      <Section title="Financial Information" id={`financial-${row.id}`}>
        <DetailList items={details.financial} />
      </Section>
      <div className="lg:col-span-2">
        <AdminDebtAccounts
          applicationId={row.id}
          version={row.version}
          editable={expanded.debtAccountsEditable}
          accounts={expanded.debtAccounts}
          readOnlyReason={expanded.readOnlyReason}
        />
      </div>
      {expanded.plan ? (
        <div className="lg:col-span-2">
          <PlanPanel applicationId={row.id} view={expanded.plan} />
        </div>
      ) : null}
      {details.accountDetailsForm ? (
        <Section title="Account Details Form" id={`form-${row.id}`}>
          <DetailList items={details.accountDetailsForm.items} />
          <p className="mt-2 text-sm text-slate-700">
            {details.accountDetailsForm.soldBadge} · {details.accountDetailsForm.paidBadge} · Form Completed:{" "}
            {details.accountDetailsForm.completed}
          </p>
        </Section>
      ) : null}
      <Section title="Application Timeline" id={`timeline-${row.id}`}>
        <DetailList items={details.timeline} />
      </Section>
      {details.decline.length > 0 ? (
        <Section title="Why It Was Declined" id={`decline-${row.id}`}>
          <DetailList items={details.decline} />
        </Section>
      ) : null}
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
