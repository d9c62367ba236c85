import { DocumentsList } from "#app/components/dashboard/documents-list.tsx";
import { PlanTable } from "#app/components/dashboard/program/plan-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useFetcherAction } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import type { ApplicationsActionData } from "#app/domain/admin/application-views.ts";
import { ADMIN_PLAN_MESSAGES, type AdminPlanView } from "#app/domain/enrollment/admin-plan-view.ts";
import { planTermsForm } from "#app/domain/enrollment/plan-terms-form.ts";

/**
 * The expanded row's plan (issue 22): its terms and table; signed, the consent's facts and both
 * copies (each download audited); not yet, the form to change the terms, which makes the client's
 * open page out of date.
 */
export function PlanPanel({ applicationId, view }: { applicationId: string; view: AdminPlanView }) {
  const { plan, signature } = view;
  const headingId = `plan-${applicationId}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-base font-semibold text-slate-900">
        {ADMIN_PLAN_MESSAGES.heading}
      </h2>
      <DetailList
        items={[
          { label: "Length", value: `${plan.termMonths} months (longest term ${plan.capMonths})` },
          { label: "Monthly deposit", value: plan.monthlyDeposit },
          { label: "First deposit", value: plan.firstDepositDate },
          { label: "Expected end", value: plan.endMonth },
          { label: "Plan revision", value: String(plan.revision) },
        ]}
      />
      <div className="mt-4">
        <PlanTable plan={plan} caption="The plan's debts, expected settlements and fees" />
      </div>
      {signature ? (
        <div className="mt-4 space-y-3">
          <p className="font-semibold text-green-800">{ADMIN_PLAN_MESSAGES.signedOn(signature.signedAt)}</p>
          <DetailList
            items={[
              { label: "Typed name", value: signature.typedName },
              { label: "Client address", value: signature.clientAddress },
              { label: "Browser", value: signature.browser },
              { label: "Agreement SHA-256", value: signature.agreementSha256 },
              { label: "Terms and disclosures version", value: signature.disclosureVersion },
              { label: "Consent record", value: signature.consentId },
            ]}
          />
          <DocumentsList documents={view.documents} caption="The agreement's copies" />
        </div>
      ) : (
        <p className="mt-4 text-slate-700">{ADMIN_PLAN_MESSAGES.notSigned}</p>
      )}
      <DraftAccountLines view={view.draftAccount} />
      {view.editable ? <PlanTermsForm applicationId={applicationId} view={view} /> : null}
    </section>
  );
}

/** The draft account and its authorization (issue 44): the last fours, never a number. */
function DraftAccountLines({ view }: { view: AdminPlanView["draftAccount"] }) {
  const { authorization } = view;
  return (
    <div className="mt-4 space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Draft account</h3>
      {view.account ? (
        <DetailList
          items={[
            { label: "Account", value: view.account },
            { label: "Routing number", value: `ending in ${view.routingLastFour ?? ""}` },
            { label: "Holder", value: view.holderName ?? "" },
            { label: "Given", value: view.givenOn ?? "" },
          ]}
        />
      ) : (
        <p className="text-slate-700">{ADMIN_PLAN_MESSAGES.noDraftAccount}</p>
      )}
      {authorization ? (
        <>
          <h3 className="text-sm font-semibold text-slate-900">Debit authorization</h3>
          <DetailList
            items={[
              { label: "Status", value: authorization.statusLabel },
              { label: "Amount", value: authorization.amount },
              { label: "When", value: authorization.schedule },
              { label: "First debit", value: authorization.firstDebit },
              { label: "Up to", value: `${authorization.maxDebits} debits` },
              { label: "From", value: `account ending in ${authorization.accountLastFour}` },
              { label: "Signed", value: authorization.signedAt },
              { label: "Typed name", value: authorization.signedBy ?? "Not known" },
              { label: "Client address", value: authorization.clientAddress ?? "Not known" },
              { label: "Browser", value: authorization.browser ?? "Not known" },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}

function PlanTermsForm({ applicationId, view }: { applicationId: string; view: AdminPlanView }) {
  const { fetcher, busy, reply } = useFetcherAction<ApplicationsActionData>({ intent: "plan-terms" });
  const answer = reply?.applicationId === applicationId ? reply : undefined;
  const form = useForm(planTermsForm, { reply: answer, defaults: view.terms });
  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      {...form.props}
      aria-label="Change the plan's terms"
      className="mt-4 space-y-3 rounded-md border border-slate-200 p-4"
    >
      <input type="hidden" name="intent" value="plan-terms" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="revision" value={view.plan.revision} />
      <p className="text-sm text-slate-700">
        Change the terms before the client signs (at least {view.plan.minimumDeposit} a month for{" "}
        {view.plan.capMonths} months).
      </p>
      <FormMessage message={form.formMessage} />
      <fieldset disabled={busy} className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">The plan's terms</legend>
        <TextField label="Longest term (months)" inputMode="numeric" {...form.field("termMonths")} />
        <TextField label="Monthly deposit" inputMode="decimal" {...form.field("monthlyDeposit")} />
        <TextField label="First deposit date" type="date" {...form.field("firstDepositDate")} />
      </fieldset>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? "Saving..." : "Save Plan"}
      </Button>
    </fetcher.Form>
  );
}
