import { DetailList } from "#app/components/ui/detail-list.tsx";
import type { ApplicationView } from "#app/domain/dashboard/views.ts";

/** Application Details: what the applicant told us (the SSN digits masked) and their debt accounts. */
export function ApplicationDetails({ application }: { application: ApplicationView }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="personal-information">
        <h3 id="personal-information" className="font-semibold text-slate-900">
          Personal Information
        </h3>
        <DetailList items={application.personal} className="mt-3" />
      </section>
      <section aria-labelledby="financial-information">
        <h3 id="financial-information" className="font-semibold text-slate-900">
          Financial Information
        </h3>
        <DetailList items={application.financial} className="mt-3" />
      </section>
      <section aria-labelledby="debt-accounts">
        <h3 id="debt-accounts" className="font-semibold text-slate-900">
          Debt Accounts
        </h3>
        <ul className="mt-3 space-y-3">
          {application.debtAccounts.map((account) => (
            <li key={account.id} className="rounded-lg border border-slate-200 p-4">
              <h4 className="font-medium text-slate-900">{account.creditor}</h4>
              <DetailList items={account.items} className="mt-2" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
