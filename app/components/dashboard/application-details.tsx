import type { ReactNode } from "react";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import type { ApplicationView } from "#app/domain/dashboard/views.ts";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Application Details: what the applicant told us (the SSN digits masked) and their debt accounts. */
export function ApplicationDetails({ application }: { application: ApplicationView }) {
  return (
    <div className="space-y-6">
      <Section id="personal-information" title="Personal Information">
        <DetailList items={application.personal} />
      </Section>
      <Section id="financial-information" title="Financial Information">
        <DetailList items={application.financial} />
      </Section>
      <Section id="debt-accounts" title="Debt Accounts">
        <ul className="space-y-3">
          {application.debtAccounts.map((account) => (
            <li key={account.id} className="rounded-lg border border-slate-200 p-4">
              <h4 className="font-medium text-slate-900">{account.creditor}</h4>
              <DetailList items={account.items} className="mt-2" />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
