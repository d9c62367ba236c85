import { DetailList } from "#app/components/ui/detail-list.tsx";
import {
  DISCLOSURE_SECTIONS,
  disclosureFigures,
  ESIGN_CONSENT,
  fillDisclosures,
} from "#app/content/disclosures.ts";
import { AGREEMENT_MESSAGES } from "#app/domain/enrollment/agreement.ts";
import { PROGRAM_MESSAGES, type ProgramPlanView } from "#app/domain/enrollment/program-view.ts";
import { DisclosureList } from "./disclosure-list.tsx";
import { authorizeLabelFor, DraftAccountPanel } from "./draft-account-form.tsx";
import { PlanTable } from "./plan-table.tsx";
import { SigningForm } from "./signing-form.tsx";

/**
 * One plan (issue 22): what it is, the table per debt, every disclosure written plainly, the
 * consent to sign electronically, the agreement to download, then the signature (or when it was
 * given).
 */
export function ProgramPlan({ view }: { view: ProgramPlanView }) {
  const { plan } = view;
  const headingId = `plan-${view.applicationId}`;
  const agreementHref = `/dashboard/program/agreement/${view.applicationId}`;
  const authorizeLabel = authorizeLabelFor(view.draftAccount);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {view.awaitingSignature ? PROGRAM_MESSAGES.signHeading : `Your plan for application ${view.number}`}
      </h3>
      {view.awaitingSignature ? (
        <p className="mt-1 text-slate-700">
          Application {view.number} is approved. Read your plan and what it means for you, then sign the
          agreement below.
        </p>
      ) : null}
      <DetailList
        className="mt-4"
        items={[
          // One length, the months from the first deposit through the end month (issue 43): never
          // the longest term authorized beside another end.
          { label: "Length of the program", value: `${plan.termMonths} months` },
          { label: "Monthly deposit", value: plan.monthlyDeposit },
          { label: "First deposit", value: plan.firstDepositDate },
          ...(plan.lastDepositDate ? [{ label: "Last deposit", value: plan.lastDepositDate }] : []),
          {
            label: view.ended ? "First settlement" : "Expected first settlement",
            value: plan.firstSettlementMonth,
          },
          { label: view.ended ? "End of the program" : "Expected end of the program", value: plan.endMonth },
        ]}
      />
      <div className="mt-6">
        <PlanTable
          plan={plan}
          caption={`Your debts in application ${view.number}, and what each is expected to cost`}
        />
      </div>
      {plan.notEnrolled.length > 0 ? (
        <div className="mt-4">
          <h4 className="font-semibold text-slate-900">Debts the program does not settle</h4>
          <ul className="mt-2 space-y-2 text-slate-800">
            {plan.notEnrolled.map((debt) => (
              <li key={debt.id} className="min-w-0 break-words">
                <span className="font-medium">{debt.creditor}</span> ({debt.balance}): {debt.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h4 className="mt-8 text-lg font-semibold text-slate-900">What you should know before you sign</h4>
      <div className="mt-3">
        <DisclosureList sections={fillDisclosures(DISCLOSURE_SECTIONS, disclosureFigures(plan))} level={4} />
      </div>
      <div className="mt-8 rounded-md bg-slate-50 p-4">
        <DisclosureList sections={[ESIGN_CONSENT]} level={4} />
      </div>
      {!view.ended ? <DraftAccountPanel applicationId={view.applicationId} view={view.draftAccount} /> : null}
      <p className="mt-6">
        <a href={agreementHref} download className="font-semibold text-blue-800 underline underline-offset-4">
          Download the agreement (PDF)
        </a>
      </p>
      {view.signedAt ? (
        <p className="mt-4 font-semibold text-green-800">
          {PROGRAM_MESSAGES.signedOn(view.signedAt)}.{" "}
          <a href="/dashboard/documents" className="text-blue-800 underline underline-offset-4">
            Both copies are in your documents
          </a>
          .
        </p>
      ) : view.awaitingSignature ? (
        authorizeLabel ? (
          <SigningForm
            applicationId={view.applicationId}
            revision={plan.revision}
            authorizeLabel={authorizeLabel}
          />
        ) : (
          <p className="mt-4 font-semibold text-slate-900">{AGREEMENT_MESSAGES.noDraftAccount}</p>
        )
      ) : null}
    </section>
  );
}
