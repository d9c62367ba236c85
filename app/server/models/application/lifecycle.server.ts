import { and, asc, desc, eq, sql } from "drizzle-orm";
import { declineExplanation } from "#app/domain/application/decline-form.ts";
import type { DeclineDetails } from "#app/domain/application/decline-rules.ts";
import {
  AUDIT_ACTION_OF,
  changeFor,
  LIFECYCLE_TRANSITIONS,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleState,
  refusalReason,
} from "#app/domain/application/lifecycle.ts";
import { accountDetailsForms, applications, debtAccounts, debtNegotiations } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { approvalEmail, declineEmail } from "../../email/application-emails.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import type { Env } from "../../env.server.ts";
import { changeState, type StateRecipe } from "../../state-change.server.ts";
import { debtAccountFormFields } from "../debt-account/columns.server.ts";
import {
  agreementSigned,
  createPlanAtApproval,
  hasDebtsToEnroll,
  openDebts,
} from "../enrollment/plan.server.ts";
import { lockAccountOf } from "../ledger/account-lock.server.ts";
import { openAccountAtEnrollment } from "../ledger/open-account.server.ts";
import { graduate, prepareCompletionEmail } from "../program/graduate.server.ts";
import { refreshExpectedMonths } from "../projection/reconcile-schedule.server.ts";
import { isApplicationId } from "./customer-reads.server.ts";

// Every change of an application's status goes through `changeApplicationStatus` (issue 10),
// the admin's decisions and the applicant's cancel alike, by the one recipe for state changes
// (state-change.server.ts, docs/decisions/0040): a conditional UPDATE on the version the actor
// saw, the spec's timestamps, one audit row, and the approval or decline e-mail (rendered before
// the transaction) or the account details form (Mark as Complete), all in one transaction. A
// decline carries its reason (issue 21), written with the status and told to the customer.

export interface LifecycleCaller {
  /** Null for the system (issue 43: a program complete once its last debt is paid off). */
  id: string | null;
  email: string;
  /** An admin acts on any application; a customer only on their own; the system only to complete. */
  role: "admin" | "customer" | "system";
}

export interface ChangeApplicationStatusOptions {
  applicationId: string;
  action: LifecycleAction;
  actor: LifecycleCaller;
  /**
   * The application's version (`updated_at` as text, from `applicationVersion`) the actor's
   * page showed. When given, any change since refuses the action.
   */
  seenVersion?: string | null | undefined;
  /**
   * Why (issue 21): required with "decline", stored in the same UPDATE as the status and told
   * to the customer in the decline e-mail. The caller has checked it with `declineForm`.
   */
  decline?: DeclineDetails | undefined;
  /** For the approval and decline e-mails' link and signature. */
  env: Pick<Env, "site" | "publicUrl">;
  /** When it happens: the services' clock (the system's time when not given). */
  now?: Date;
}

export interface ApplicationStateView extends LifecycleState {
  id: string;
  isComplete: boolean;
  version: string;
}

export type ChangeApplicationStatusResult =
  | { kind: "changed"; application: ApplicationStateView; emailQueued: boolean }
  /** Unknown, malformed, or (for a customer) not theirs: nothing more is revealed. */
  | { kind: "not-found" }
  | { kind: "refused"; reason: string; application: ApplicationStateView };

const stateColumns = {
  id: applications.id,
  userId: applications.userId,
  status: applications.status,
  enrollmentStatus: applications.enrollmentStatus,
  negotiationsStatus: applications.negotiationsStatus,
  completionPercentage: applications.completionPercentage,
  isComplete: applications.isComplete,
  approvalEmailSent: applications.approvalEmailSent,
  declineReason: applications.declineReason,
  declineNote: applications.declineNote,
  agreementSigned: agreementSigned(),
  openDebts: openDebts(),
  // Exact to the microsecond, unlike a Date: the version a page sends back.
  version: sql<string>`${applications.updatedAt}::text`,
};

type StateRow = ApplicationStateView & {
  userId: string | null;
  approvalEmailSent: boolean;
  declineReason: DeclineDetails["declineReason"] | null;
  declineNote: string | null;
};

function view(row: StateRow): ApplicationStateView {
  return {
    id: row.id,
    status: row.status,
    enrollmentStatus: row.enrollmentStatus,
    negotiationsStatus: row.negotiationsStatus,
    completionPercentage: row.completionPercentage,
    isComplete: row.isComplete,
    agreementSigned: row.agreementSigned,
    openDebts: row.openDebts,
    version: row.version,
  };
}

async function readState(db: Db, applicationId: string): Promise<StateRow | undefined> {
  const [row] = await db.select(stateColumns).from(applications).where(eq(applications.id, applicationId));
  return row;
}

/** The approval e-mail is sent once: on the first approval of an application that never had one. */
const sendsApproval = (row: StateRow, action: LifecycleAction) =>
  action === "approve" && !row.approvalEmailSent;

interface Prepared {
  /** Who acts: the audit rows of the change's own work name them too. */
  caller: { id: string | null; email: string };
  /** The completion e-mail, rendered in the transaction with the graduation's figures (complete only). */
  completion: Awaited<ReturnType<typeof prepareCompletionEmail>>;
  /** The approval e-mail, rendered before the transaction (approve only). */
  approval: RenderedOutgoingEmail | null;
  /** The decline e-mail with its reason, rendered before the transaction (decline only). */
  decline: RenderedOutgoingEmail | null;
}

function applicationRecipe(
  env: ChangeApplicationStatusOptions["env"],
  decline: DeclineDetails | undefined,
): StateRecipe<StateRow, LifecycleAction, LifecycleActor, LifecycleCaller, Prepared> {
  return {
    target: "application",
    table: LIFECYCLE_TRANSITIONS,
    isId: isApplicationId,
    // A program's changes lock its account first (ledger/account-lock.server.ts): completing one
    // closes and refunds it (issue 43); an application without an account locks nothing.
    lock: (tx, id) => lockAccountOf(tx, { applicationId: id }),
    read: readState,
    // Another customer's application looks exactly like one that does not exist.
    actorOf: (row, caller) =>
      caller.role === "admin"
        ? "admin"
        : caller.role === "system"
          ? "system"
          : caller.id !== null && row.userId === caller.id
            ? "owner"
            : null,
    async write(tx, row, action, now) {
      const [updated] = await tx
        .update(applications)
        .set({
          ...changeFor(action, now),
          ...(sendsApproval(row, action) ? { approvalEmailSent: true } : {}),
          ...(action === "decline" && decline
            ? { declineReason: decline.declineReason, declineNote: decline.declineNote }
            : {}),
          updatedAt: now,
        })
        // Conditional on the version just read: a change that slipped in between refuses this one.
        .where(and(eq(applications.id, row.id), sql`${applications.updatedAt} = ${row.version}::timestamptz`))
        .returning(stateColumns);
      return updated;
    },
    refusal: (row, action, stale) => refusalReason(row, action, { stale }),
    auditAction: (action) => AUDIT_ACTION_OF[action],
    auditState(row) {
      const {
        id: _id,
        version: updatedAt,
        userId: _user,
        approvalEmailSent: _sent,
        declineReason,
        declineNote,
        ...state
      } = row;
      // The reason and its note are recorded once there is one (the decline's "after").
      return { ...state, updatedAt, ...(declineReason ? { declineReason, declineNote } : {}) };
    },
    async prepare(db, applicationId, action, caller) {
      const base = {
        caller: { id: caller.id, email: caller.email },
        approval: null,
        decline: null,
        completion: null,
      };
      if (action === "approve")
        return { ...base, approval: await renderApprovalEmail(db, applicationId, env) };
      if (action === "decline") {
        if (!decline) throw new Error("a decline needs its reason");
        return { ...base, decline: await renderDeclineEmail(db, applicationId, env, decline) };
      }
      if (action === "complete")
        return { ...base, completion: await prepareCompletionEmail(db, applicationId, env) };
      return base;
    },
    async after(tx, { before, action, now, prepared }) {
      if (sendsApproval(before, action)) {
        if (!prepared.approval) throw new Error("the approval e-mail was not prepared");
        await enqueueRendered(tx, prepared.approval);
      }
      if (action === "decline") {
        if (!prepared.decline) throw new Error("the decline e-mail was not prepared");
        await enqueueRendered(tx, prepared.decline);
      }
      if (action === "complete") {
        // Graduation (issue 43): the account closed and refunded, the completion e-mail; then the
        // account details form, prefilled from the largest enrolled debt as it now stands.
        await graduate(tx, {
          applicationId: before.id,
          now,
          actor: prepared.caller,
          completion: prepared.completion,
        });
        await createAccountDetailsForm(tx, before.id);
      }
      // The plan the customer will be offered (issue 22), made with the approval.
      if (action === "approve") await createPlanAtApproval(tx, before.id, now);
      // The dedicated account and its deposit schedule (issue 23), opened with the enrollment.
      if (action === "approve-enrollment") await openAccountAtEnrollment(tx, before.id, now, prepared.caller);
      // Its debts may now be negotiated: the Work Queue's "ready to negotiate" reads their months (issue 45).
      if (action === "approve-negotiations")
        await refreshExpectedMonths(tx, { applicationId: before.id, now });
    },
  };
}

export async function changeApplicationStatus(
  db: Db,
  options: ChangeApplicationStatusOptions,
): Promise<ChangeApplicationStatusResult> {
  const { applicationId, action, actor, seenVersion, env } = options;
  const result = await changeState(db, applicationRecipe(env, options.decline), {
    id: applicationId,
    action,
    caller: actor,
    seenVersion,
    now: options.now ?? new Date(),
  });
  if (result.kind === "not-found") return result;
  if (result.kind === "refused")
    return { kind: "refused", reason: result.reason, application: view(result.current) };
  return {
    kind: "changed",
    application: view(result.after),
    emailQueued: sendsApproval(result.before, action),
  };
}

/** Made before the transaction; queued only if this approval is the one that sends it. */
async function renderApprovalEmail(
  db: Db,
  applicationId: string,
  env: ChangeApplicationStatusOptions["env"],
): Promise<RenderedOutgoingEmail | null> {
  const [recipient] = await db
    .select({ email: applications.email, firstName: applications.firstName, lastName: applications.lastName })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!recipient) return null;
  // Approving makes a plan when a listed debt is one the program settles: then the e-mail asks
  // the customer to review and sign it (issue 43).
  const plan = (await hasDebtsToEnroll(db, applicationId))
    ? { programUrl: `${env.publicUrl}/dashboard/program` }
    : null;
  return renderOutgoing(
    approvalEmail(env.site, `${env.publicUrl}/dashboard`, { applicationId, ...recipient }, plan),
  );
}

/** Made before the transaction, with the reason's sentence and the note the customer reads. */
async function renderDeclineEmail(
  db: Db,
  applicationId: string,
  env: ChangeApplicationStatusOptions["env"],
  decline: DeclineDetails,
): Promise<RenderedOutgoingEmail | null> {
  const [recipient] = await db
    .select({ email: applications.email, firstName: applications.firstName, lastName: applications.lastName })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const explanation = declineExplanation(decline);
  if (!recipient || !explanation) return null;
  return renderOutgoing(
    declineEmail(env.site, `${env.publicUrl}/dashboard?application=${applicationId}`, {
      applicationId,
      ...recipient,
      explanation,
    }),
  );
}

/**
 * Mark as Complete creates the application's account details form (decisions.md): pending,
 * prefilled from its largest debt account, and (issue 43) linked to that debt, whose program
 * status it then shows: a debt the program paid off is prefilled as paid off and settled, never
 * left "Outstanding". The largest is by the balance it was enrolled with, else as listed. At most
 * one per application.
 */
async function createAccountDetailsForm(tx: Db, applicationId: string) {
  const [largest] = await tx
    .select({ ...debtAccountFormFields, id: debtAccounts.id, stage: debtNegotiations.stage })
    .from(debtAccounts)
    .leftJoin(debtNegotiations, eq(debtNegotiations.debtAccountId, debtAccounts.id))
    .where(eq(debtAccounts.applicationId, applicationId))
    .orderBy(
      desc(
        sql`coalesce(${debtNegotiations.enrolledBalanceCents}::numeric / 100, ${debtAccounts.currentBalance})`,
      ),
      asc(debtAccounts.position),
      asc(debtAccounts.id),
    )
    .limit(1);
  const { id, stage, ...fields } = largest ?? { id: null, stage: null };
  const paidOff = stage === "paid_off";
  await tx
    .insert(accountDetailsForms)
    .values({
      applicationId,
      ...fields,
      ...(id ? { debtAccountId: id } : {}),
      ...(paidOff ? { paidOff: true, status: "Settled" as const } : {}),
    })
    .onConflictDoNothing({ target: accountDetailsForms.applicationId });
}

/** The version a page shows and sends back with an action: `updated_at` exactly, as text. */
export const applicationVersion = stateColumns.version;
