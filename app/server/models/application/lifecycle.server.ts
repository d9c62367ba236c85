import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  AUDIT_ACTION_OF,
  changeFor,
  LIFECYCLE_TRANSITIONS,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleState,
  refusalReason,
} from "#app/domain/application/lifecycle.ts";
import { accountDetailsForms, applications, debtAccounts } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { approvalEmail } from "../../email/application-emails.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import type { Env } from "../../env.server.ts";
import { changeState, type StateRecipe } from "../../state-change.server.ts";
import { debtAccountFormFields } from "../debt-account/columns.server.ts";
import { isApplicationId } from "./customer-reads.server.ts";

// Every change of an application's status goes through `changeApplicationStatus` (issue 10),
// the admin's decisions and the applicant's cancel alike, by the one recipe for state changes
// (state-change.server.ts, docs/decisions/0040): a conditional UPDATE on the version the actor
// saw, the spec's timestamps, one audit row, and the approval e-mail (rendered before the
// transaction) or the account details form (Mark as Complete), all in one transaction.

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
  // Exact to the microsecond, unlike a Date: the version a page sends back.
  version: sql<string>`${applications.updatedAt}::text`,
};

type StateRow = ApplicationStateView & { userId: string | null; approvalEmailSent: boolean };

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

async function readState(db: Db, applicationId: string): Promise<StateRow | undefined> {
  const [row] = await db.select(stateColumns).from(applications).where(eq(applications.id, applicationId));
  return row;
}

/** The approval e-mail is sent once: on the first approval of an application that never had one. */
const sendsApproval = (row: StateRow, action: LifecycleAction) =>
  action === "approve" && !row.approvalEmailSent;

interface Prepared {
  /** The approval e-mail, rendered before the transaction (approve only). */
  approval: RenderedOutgoingEmail | null;
}

function applicationRecipe(
  env: ChangeApplicationStatusOptions["env"],
): StateRecipe<StateRow, LifecycleAction, LifecycleActor, LifecycleCaller, Prepared> {
  return {
    target: "application",
    table: LIFECYCLE_TRANSITIONS,
    isId: isApplicationId,
    read: readState,
    // Another customer's application looks exactly like one that does not exist.
    actorOf: (row, caller) => (caller.role === "admin" ? "admin" : row.userId === caller.id ? "owner" : null),
    async write(tx, row, action, now) {
      const [updated] = await tx
        .update(applications)
        .set({
          ...changeFor(action, now),
          ...(sendsApproval(row, action) ? { approvalEmailSent: true } : {}),
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
      const { id: _id, version: updatedAt, userId: _user, approvalEmailSent: _sent, ...state } = row;
      return { ...state, updatedAt };
    },
    async prepare(db, applicationId, action) {
      if (action !== "approve") return { approval: null };
      return { approval: await renderApprovalEmail(db, applicationId, env) };
    },
    async after(tx, { before, action, prepared }) {
      if (sendsApproval(before, action)) {
        if (!prepared.approval) throw new Error("the approval e-mail was not prepared");
        await enqueueRendered(tx, prepared.approval);
      }
      if (action === "complete") await createAccountDetailsForm(tx, before.id);
    },
  };
}

export async function changeApplicationStatus(
  db: Db,
  options: ChangeApplicationStatusOptions,
): Promise<ChangeApplicationStatusResult> {
  const { applicationId, action, actor, seenVersion, env } = options;
  const result = await changeState(db, applicationRecipe(env), {
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
  return renderOutgoing(
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
