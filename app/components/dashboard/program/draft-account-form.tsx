import { Button } from "#app/components/ui/button.tsx";
import { CheckboxField } from "#app/components/ui/checkbox-field.tsx";
import { ConfirmForm } from "#app/components/ui/confirm-form.tsx";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { type FieldProps, useForm } from "#app/components/ui/use-form.ts";
import { authorizeDebitsLabel, DEBIT_AUTHORIZATION_TITLE } from "#app/content/debit-authorization.ts";
import {
  ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  draftAccountForm,
  replaceAccountForm,
} from "#app/domain/bank-account/draft-account-form.ts";
import type { DraftAccountView } from "#app/domain/bank-account/draft-account-view.ts";
import { useRemovableDashboardForm } from "../use-dashboard-action.ts";
import { useReadByStream } from "../use-live-portal.ts";

// The draft account (issue 44; decision 0065): the bank account deposits are drawn from, given
// before the signature, replaced (with a new authorization) or its authorization revoked after.
// The numbers are typed, checked here by the server's own rules (no Zod), posted, and never shown
// again: a refused form comes back without them, the page shows the last four digits only.

const ACCOUNT_TYPE_OPTIONS = BANK_ACCOUNT_TYPES.map((value) => ({
  value,
  label: ACCOUNT_TYPE_LABELS[value],
}));

type AccountField = "holderName" | "routingNumber" | "accountNumber" | "accountNumberAgain" | "accountType";

/** The account's fields, the same in the first form and in a replacement. */
function AccountFields({ field, busy }: { field: (name: AccountField) => FieldProps; busy: boolean }) {
  const numeric = {
    inputMode: "numeric" as const,
    autoComplete: "off",
    spellCheck: false,
    maxLength: 24,
    disabled: busy,
  };
  return (
    <>
      <TextField
        label="Account holder name"
        hint="As it appears on the account."
        autoComplete="name"
        maxLength={100}
        disabled={busy}
        {...field("holderName")}
      />
      <TextField
        label="Routing number"
        hint="9 digits, at the bottom left of a check."
        {...numeric}
        {...field("routingNumber")}
      />
      <TextField label="Account number" {...numeric} {...field("accountNumber")} />
      <TextField label="Account number again" {...numeric} {...field("accountNumberAgain")} />
      <SelectField
        label="Account type"
        placeholder="Choose checking or savings"
        options={ACCOUNT_TYPE_OPTIONS}
        disabled={busy}
        {...field("accountType")}
      />
    </>
  );
}

/** Before the signature: the account the deposits will be drawn from. */
function GiveAccountForm({ applicationId, replacing }: { applicationId: string; replacing: boolean }) {
  const { fetcher, busy, answer } = useRemovableDashboardForm("draft-account", applicationId);
  const form = useForm(draftAccountForm, { reply: answer });
  const revalidate = useReadByStream();
  return (
    <fetcher.Form
      method="post"
      {...form.props}
      defaultShouldRevalidate={revalidate}
      className="mt-4 max-w-xl space-y-4"
    >
      <input type="hidden" name="intent" value="draft-account" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <FormMessage message={form.formMessage} />
      <AccountFields field={form.field} busy={busy} />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : replacing ? "Use this account instead" : "Save the bank account"}
      </Button>
    </fetcher.Form>
  );
}

/** Once signed: a new account (or the same after a revocation) and its new authorization. */
function ReplaceAccountForm({ applicationId, version }: { applicationId: string; version: string }) {
  const { fetcher, busy, answer } = useRemovableDashboardForm("replace-account", applicationId);
  const form = useForm(replaceAccountForm, { reply: answer });
  const authorize = form.field("authorizeDebits");
  const revalidate = useReadByStream();
  return (
    <fetcher.Form
      method="post"
      {...form.props}
      defaultShouldRevalidate={revalidate}
      className="mt-4 max-w-xl space-y-4"
    >
      <input type="hidden" name="intent" value="replace-account" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="version" value={version} />
      <FormMessage message={form.formMessage} />
      <AccountFields field={form.field} busy={busy} />
      <p className="text-slate-700">
        The new authorization keeps your deposit, its day and the months left, drawn from this account.
      </p>
      <TextField
        label="Type your full name"
        hint="As it appears on your application: this is your signature."
        autoComplete="name"
        maxLength={200}
        disabled={busy}
        {...form.field("typedName")}
      />
      <CheckboxField
        label="I authorize the monthly debits of my program from this account, on the terms of my current authorization."
        value="on"
        disabled={busy}
        {...authorize}
        defaultValue={undefined}
        defaultChecked={authorize.defaultValue === "on"}
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Authorize debits from this account"}
      </Button>
    </fetcher.Form>
  );
}

function RevokeForm({ applicationId, view }: { applicationId: string; view: DraftAccountView }) {
  const { fetcher, answer } = useRemovableDashboardForm("revoke-authorization", applicationId);
  const revalidate = useReadByStream();
  return (
    <ConfirmForm
      fetcher={fetcher}
      fields={{ intent: "revoke-authorization", applicationId, version: view.version }}
      trigger="Revoke the authorization"
      triggerSize="md"
      title="Revoke your debit authorization?"
      description={view.revokeConsequence}
      confirmLabel="Revoke the authorization"
      cancelLabel="Keep it"
      busyLabel="Revoking..."
      error={answer && !answer.ok ? answer.formMessage : undefined}
      defaultShouldRevalidate={revalidate}
    />
  );
}

/** The draft account's panel of one plan: the form, or the account, its authorization and changes. */
export function DraftAccountPanel({
  applicationId,
  view,
}: {
  applicationId: string;
  view: DraftAccountView;
}) {
  const headingId = `draft-account-${applicationId}`;
  const { account, authorization } = view;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-md border border-slate-200 p-4">
      <h4 id={headingId} className="text-lg font-semibold text-slate-900">
        Your bank account for deposits
      </h4>
      {account ? (
        <DetailList
          className="mt-3"
          items={[
            { label: "Account", value: account.label },
            { label: "Routing number", value: `ending in ${account.routingLastFour}` },
            { label: "Holder", value: account.holderName },
            { label: "Given on", value: account.givenOn },
          ]}
        />
      ) : (
        <p className="mt-1 text-slate-700">
          Before you sign, tell us the bank account your monthly deposits are drawn from. We keep its numbers
          encrypted and show only their last four digits.
        </p>
      )}
      {view.canGive ? (
        account ? (
          <details className="mt-3">
            <summary className="cursor-pointer font-semibold text-blue-800">Use another account</summary>
            <GiveAccountForm applicationId={applicationId} replacing />
          </details>
        ) : (
          <GiveAccountForm applicationId={applicationId} replacing={false} />
        )
      ) : null}
      {view.preview ? (
        <div className="mt-6 rounded-md bg-slate-50 p-4">
          <h5 className="font-semibold text-slate-900">{DEBIT_AUTHORIZATION_TITLE}</h5>
          {view.preview.map((paragraph) => (
            <p key={paragraph} className="mt-2 text-slate-800">
              {paragraph}
            </p>
          ))}
        </div>
      ) : null}
      {authorization ? (
        <div className="mt-4">
          <h5 className="font-semibold text-slate-900">{DEBIT_AUTHORIZATION_TITLE}</h5>
          <DetailList
            className="mt-2"
            items={[
              { label: "Status", value: authorization.statusLabel },
              { label: "Amount", value: authorization.amount },
              { label: "When", value: authorization.schedule },
              { label: "First debit", value: authorization.firstDebit },
              { label: "Up to", value: `${authorization.maxDebits} monthly debits` },
              { label: "From", value: `the account ending in ${authorization.accountLastFour}` },
              { label: "Signed", value: authorization.signedAt },
            ]}
          />
        </div>
      ) : null}
      {view.canRevoke ? (
        <div className="mt-4">
          <RevokeForm applicationId={applicationId} view={view} />
        </div>
      ) : null}
      {view.canReplace ? (
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-blue-800">
            {authorization?.status === "active" ? "Replace the bank account" : "Give a new authorization"}
          </summary>
          <ReplaceAccountForm applicationId={applicationId} version={view.version} />
        </details>
      ) : null}
    </section>
  );
}

/** The signature's second box: the debits, apart from the agreement (NACHA's assent). */
export function authorizeLabelFor(view: DraftAccountView): string | null {
  return view.account ? authorizeDebitsLabel(view.account.accountLastFour) : null;
}
