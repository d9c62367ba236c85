import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  AUDIT_ACTION_OF,
  changeFor,
  isAllowed,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleState,
  refusalReason,
} from "#app/domain/application/lifecycle.ts";
import { accountDetailsForms, applications, auditLog, debtAccounts } from "#db/schema.ts";
import type { Db } from "../db.server.ts";
import { approvalEmail } from "../email/application-emails.server.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import type { Env } from "../env.server.ts";
import { debtAccountFormFields } from "./account-columns.server.ts";
import { isApplicationId } from "./customer-applications.server.ts";

// Every change of an application's status goes through `changeApplicationStatus` (issue 10):
// the admin's decisions and the applicant's cancel alike. In one transaction it makes a
// conditional UPDATE on the version the actor saw, sets the spec's timestamps, writes one
// audit row, and queues the approval e-mail (approve) or creates the account details form
// (Mark as Complete). Two people acting at once cannot both win: the second finds the row
// changed and is told so, with nothing written.

export interface LifecycleCaller {
  id: string;
  email: string;
  /** An admin acts on any application; a customer only on their own. */
  role: "admin" | "customer";
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
  /** For the approval e-mail's link and signature. */
  env: Pick<Env, "site" | "publicUrl">;
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
  // Exact to the microsecond, unlike a Date: the version a page sends back.
  version: sql<string>`${applications.updatedAt}::text`,
};

type StateRow = {
  id: string;
  userId: string | null;
  version: string;
} & ApplicationStateView & { approvalEmailSent: boolean };

function view(row: StateRow): ApplicationStateView {
  return {
    id: row.id,
    status: row.status,
    enrollmentStatus: row.enrollmentStatus,
    negotiationsStatus: row.negotiationsStatus,
    completionPercentage: row.completionPercentage,
    isComplete: row.isComplete,
    version: row.version,
  };
}

function auditState(row: ApplicationStateView) {
  const { id: _id, version: updatedAt, ...state } = row;
  return { ...state, updatedAt };
}

async function readState(db: Db, applicationId: string): Promise<StateRow | undefined> {
  const [row] = await db.select(stateColumns).from(applications).where(eq(applications.id, applicationId));
  return row;
}

function actorFor(row: StateRow, caller: LifecycleCaller): LifecycleActor {
  if (caller.role === "admin") return "admin";
  return row.userId === caller.id ? "owner" : "customer";
}

export async function changeApplicationStatus(
  db: Db,
  options: ChangeApplicationStatusOptions,
): Promise<ChangeApplicationStatusResult> {
  const { applicationId, action, actor: caller, seenVersion } = options;
  if (!isApplicationId(applicationId)) return { kind: "not-found" };
  return db.transaction(async (tx) => {
    const current = await readState(tx, applicationId);
    if (!current) return { kind: "not-found" as const };
    const actor = actorFor(current, caller);
    // Another customer's application looks exactly like one that does not exist.
    if (actor === "customer") return { kind: "not-found" as const };
    const stale = Boolean(seenVersion) && seenVersion !== current.version;
    if (stale || !isAllowed(current, action, actor)) {
      return {
        kind: "refused" as const,
        reason: refusalReason(current, action, { stale }),
        application: view(current),
      };
    }

    const now = new Date();
    const change = changeFor(action, now);
    const sendApproval = action === "approve" && !current.approvalEmailSent;
    const [updated] = await tx
      .update(applications)
      .set({ ...change, ...(sendApproval ? { approvalEmailSent: true } : {}), updatedAt: now })
      // Conditional on the version just read: a change that slipped in between refuses this one.
      .where(
        and(
          eq(applications.id, applicationId),
          sql`${applications.updatedAt} = ${current.version}::timestamptz`,
        ),
      )
      .returning(stateColumns);
    if (!updated) {
      const latest = (await readState(tx, applicationId)) ?? current;
      return {
        kind: "refused" as const,
        reason: refusalReason(latest, action, { stale: true }),
        application: view(latest),
      };
    }

    await tx.insert(auditLog).values({
      actorId: caller.id,
      actorEmail: caller.email,
      action: AUDIT_ACTION_OF[action],
      targetType: "application",
      targetId: applicationId,
      before: auditState(view(current)),
      after: auditState(view(updated)),
    });
    if (sendApproval) await queueApprovalEmail(tx, applicationId, options.env);
    if (action === "complete") await createAccountDetailsForm(tx, applicationId);
    return { kind: "changed" as const, application: view(updated), emailQueued: sendApproval };
  });
}

async function queueApprovalEmail(tx: Db, applicationId: string, env: ChangeApplicationStatusOptions["env"]) {
  const [recipient] = await tx
    .select({ email: applications.email, firstName: applications.firstName, lastName: applications.lastName })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!recipient) throw new Error("the approved application vanished inside its transaction");
  await enqueueEmail(
    tx,
    approvalEmail(env.site, `${env.publicUrl}/dashboard`, { applicationId, ...recipient }),
  );
}

/**
 * Mark as Complete creates the application's account details form (decisions.md): pending,
 * prefilled from its largest debt account. At most one per application.
 */
async function createAccountDetailsForm(tx: Db, applicationId: string) {
  const [largest] = await tx
    .select(debtAccountFormFields)
    .from(debtAccounts)
    .where(eq(debtAccounts.applicationId, applicationId))
    .orderBy(desc(debtAccounts.currentBalance), asc(debtAccounts.position), asc(debtAccounts.id))
    .limit(1);
  await tx
    .insert(accountDetailsForms)
    .values({ applicationId, ...(largest ?? {}) })
    .onConflictDoNothing({ target: accountDetailsForms.applicationId });
}

/** The version a page shows and sends back with an action: `updated_at` exactly, as text. */
export const applicationVersion = stateColumns.version;
