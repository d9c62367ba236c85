import { and, eq, isNull, sql } from "drizzle-orm";
import {
  type AccountDetailsInput,
  type AccountDetailsIntent,
  ACCOUNT_DETAILS_REFUSALS as R,
  staleRefusal,
} from "#app/domain/account-details-form/form.ts";
import { accountDetailsForms, applications, auditLog } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { accountDetailsEmail } from "../../email/application-emails.server.ts";
import { enqueueEmail } from "../../email/outbox.server.ts";
import type { Env } from "../../env.server.ts";
import { isApplicationId } from "../application/customer-reads.server.ts";
import { accountDetailsVersion } from "./admin-reads.server.ts";

// An admin's Save or Complete Form of an account details form (spec section 4; issue 12), in
// one transaction: it reads the form and its version, refuses when the page's version is not
// the current one (someone else saved or completed it meanwhile: nothing silently overwritten)
// or, for Complete Form, when it is already complete; then it writes the fields with a
// conditional UPDATE on the version just read, one audit row, and (Complete Form) sets
// completed_at and filled_by_admin_id and writes the debt-account e-mail to the outbox.
// A refusal writes nothing.

const f = accountDetailsForms;

export interface AccountDetailsActor {
  id: string;
  email: string;
}

export interface ChangeAccountDetailsOptions {
  formId: string;
  intent: AccountDetailsIntent;
  actor: AccountDetailsActor;
  /** The form's version (`updated_at` as text) the admin's page showed. */
  seenVersion: string;
  /** Already checked with `accountDetailsForm` (the wizard's rules); the database checks again. */
  values: AccountDetailsInput;
  /** For the e-mail's link and signature. */
  env: Pick<Env, "site" | "publicUrl">;
}

export type ChangeAccountDetailsResult =
  | { kind: "changed"; version: string; emailQueued: boolean }
  | { kind: "not-found"; reason: string }
  | { kind: "refused"; reason: string };

const stateColumns = {
  applicationId: f.applicationId,
  originalCreditor: f.originalCreditor,
  accountSold: f.accountSold,
  accountType: f.accountType,
  openClosed: f.openClosed,
  status: f.status,
  currentBalance: f.currentBalance,
  paidOff: f.paidOff,
  paymentFrequency: f.paymentFrequency,
  paymentAmount: f.paymentAmount,
  originalBalance: f.originalBalance,
  term: f.term,
  completedAt: f.completedAt,
  filledByAdminId: f.filledByAdminId,
  version: accountDetailsVersion,
};

type StateRow = NonNullable<Awaited<ReturnType<typeof readState>>>;

async function readState(tx: Db, formId: string) {
  const [row] = await tx.select(stateColumns).from(f).where(eq(f.id, formId));
  return row;
}

/** The audit row's before and after: every field, completion and the version. */
function auditState(row: StateRow) {
  const { version: updatedAt, completedAt, ...fields } = row;
  return { ...fields, completedAt: completedAt?.toISOString() ?? null, updatedAt };
}

export async function changeAccountDetailsForm(
  db: Db,
  options: ChangeAccountDetailsOptions,
): Promise<ChangeAccountDetailsResult> {
  const { formId, intent, actor, seenVersion, values } = options;
  if (!isApplicationId(formId)) return { kind: "not-found", reason: R.notFound };
  const completing = intent === "complete";
  return db.transaction(async (tx): Promise<ChangeAccountDetailsResult> => {
    const current = await readState(tx, formId);
    if (!current) return { kind: "not-found", reason: R.notFound };
    if (completing && current.completedAt) return { kind: "refused", reason: R.alreadyCompleted };
    if (seenVersion !== current.version) return { kind: "refused", reason: staleRefusal(intent) };

    const now = new Date();
    const [after] = await tx
      .update(f)
      .set({
        ...values,
        ...(completing ? { completedAt: now, filledByAdminId: actor.id } : {}),
        // Always later than the version read, even within the same microsecond.
        updatedAt: sql`greatest(clock_timestamp(), ${f.updatedAt} + interval '1 microsecond')`,
      })
      // Conditional on the version just read: a change that slipped in between refuses this one.
      .where(
        and(
          eq(f.id, formId),
          sql`${f.updatedAt} = ${current.version}::timestamptz`,
          completing ? isNull(f.completedAt) : undefined,
        ),
      )
      .returning(stateColumns);
    if (!after) return { kind: "refused", reason: staleRefusal(intent) };

    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: completing ? "account_details_form_completed" : "account_details_form_saved",
      targetType: "account_details_form",
      targetId: formId,
      before: auditState(current),
      after: auditState(after),
    });
    if (completing) await queueAccountDetailsEmail(tx, formId, after, options.env);
    return { kind: "changed", version: after.version, emailQueued: completing };
  });
}

async function queueAccountDetailsEmail(
  tx: Db,
  formId: string,
  form: StateRow,
  env: ChangeAccountDetailsOptions["env"],
) {
  const [recipient] = await tx
    .select({ email: applications.email, firstName: applications.firstName, lastName: applications.lastName })
    .from(applications)
    .where(eq(applications.id, form.applicationId));
  if (!recipient) throw new Error("the form's application vanished inside its transaction");
  const dashboard = `${env.publicUrl}/dashboard?tab=account-details&application=${form.applicationId}`;
  await enqueueEmail(
    tx,
    accountDetailsEmail(env.site, dashboard, {
      applicationId: form.applicationId,
      formId,
      ...recipient,
      details: {
        originalCreditor: form.originalCreditor,
        accountType: form.accountType,
        currentBalance: form.currentBalance,
      },
    }),
  );
}
