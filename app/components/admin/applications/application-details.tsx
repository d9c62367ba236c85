import { DetailList } from "#app/components/ui/detail-list.tsx";
import type { AdminApplicationRowView, ExpandedApplication } from "#app/domain/admin/application-views.ts";

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
      <Section title="Debt Accounts" id={`debts-${row.id}`} wide>
        {expanded.debtAccounts.length === 0 ? (
          <p className="text-slate-700">No debt accounts were listed.</p>
        ) : (
          <ul className="space-y-4">
            {expanded.debtAccounts.map((account) => (
              <li key={account.id} className="rounded-md border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-slate-900">{account.creditor}</h3>
                <DetailList items={account.items} className="mt-2" />
              </li>
            ))}
          </ul>
        )}
      </Section>
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
    </div>
  );
}

function Section({
  title,
  id,
  wide,
  children,
}: {
  title: string;
  id: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={wide ? "lg:col-span-2" : undefined}>
      <h2 id={id} className="mb-2 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
