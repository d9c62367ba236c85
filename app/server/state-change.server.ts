import type { AuditAction, AuditTargetType } from "#app/domain/audit/actions.ts";
import { mayTake, type TransitionTable } from "#app/domain/state-machine.ts";
import { auditLog } from "#db/schema.ts";
import type { Db } from "./db.server.ts";

// One recipe for every change of state of a record (docs/decisions/0040): an application's
// decisions today, an offer's, an agreement's and a refund's next. In one transaction it reads
// the record, decides with the transition table (domain/state-machine.ts), writes the change on
// the condition that the record is still at the version the actor saw, writes one audit row, and
// does the change's own work (an e-mail already rendered, a row it creates). Whatever the recipe
// needs that would hold the transaction up (rendering an e-mail) is prepared before it starts.
// Two people acting at once cannot both win: the second is told the record changed, with the
// state it is in now, and nothing of theirs is written.

/** Who acts: their users row and what they are to this record (an admin, its owner, …); no row for the system. */
export interface StateChangeCaller {
  id: string | null;
  email: string;
}

export interface StateRecipe<
  Row extends { version: string },
  Action extends string,
  Actor extends string,
  Caller extends StateChangeCaller,
  Prepared,
> {
  /** What the audit row names as its target. */
  target: AuditTargetType;
  table: TransitionTable<Row, Action, Actor>;
  /** Whether `id` can name such a record at all (a malformed id is simply not found). */
  isId(id: string): boolean;
  /**
   * Locks what must be locked before the record is read: the program's account row, for every
   * record of a program (models/ledger/account-lock.server.ts: one lock order everywhere).
   */
  lock?(tx: Db, id: string): Promise<unknown>;
  /** The record's state and its version, as now stored (null: there is none). */
  read(db: Db, id: string): Promise<Row | undefined>;
  /** What the caller is to this record, or null when it is none of their business (it then looks absent). */
  actorOf(row: Row, caller: Caller): Actor | null;
  /**
   * The change, written only where the record is still at `row.version`: the record as it is
   * now, or undefined when someone else changed it first.
   */
  write(tx: Db, row: Row, action: Action, now: Date): Promise<Row | undefined>;
  /** Why the action cannot be taken from `row`'s state, or (stale) why it no longer can. */
  refusal(row: Row, action: Action, stale: boolean): string;
  /** The audit row's action and the state it records before and after. */
  auditAction(action: Action): AuditAction;
  auditState(row: Row): Record<string, unknown>;
  /** Done before the transaction: what must not hold it up (e-mails rendered, say). */
  prepare?(db: Db, id: string, action: Action, caller: Caller): Promise<Prepared>;
  /** The change's own work, in its transaction, after the audit row. */
  after?(tx: Db, change: AppliedChange<Row, Action, Prepared>): Promise<void>;
}

export interface AppliedChange<Row, Action extends string, Prepared> {
  before: Row;
  after: Row;
  action: Action;
  now: Date;
  prepared: Prepared;
  /** Who acted (the audit rows of the change's own work name them too). */
  caller: StateChangeCaller;
}

export interface StateChangeRequest<Action extends string, Caller extends StateChangeCaller> {
  id: string;
  action: Action;
  caller: Caller;
  /** The version the caller's page showed: any change since refuses the action. */
  seenVersion?: string | null | undefined;
  /** When the change happens (the services' clock). */
  now: Date;
}

export type StateChangeResult<Row> =
  | { kind: "changed"; before: Row; after: Row }
  /** Unknown, malformed, or not the caller's business: nothing more is revealed. */
  | { kind: "not-found" }
  | { kind: "refused"; reason: string; current: Row };

export async function changeState<
  Row extends { version: string },
  Action extends string,
  Actor extends string,
  Caller extends StateChangeCaller,
  Prepared,
>(
  db: Db,
  recipe: StateRecipe<Row, Action, Actor, Caller, Prepared>,
  request: StateChangeRequest<Action, Caller>,
): Promise<StateChangeResult<Row>> {
  const { id, action, caller, seenVersion, now } = request;
  if (!recipe.isId(id)) return { kind: "not-found" };
  const prepared = recipe.prepare ? await recipe.prepare(db, id, action, caller) : (undefined as Prepared);
  return db.transaction(async (tx) => {
    await recipe.lock?.(tx, id);
    const current = await recipe.read(tx, id);
    if (!current) return { kind: "not-found" as const };
    const actor = recipe.actorOf(current, caller);
    if (actor === null) return { kind: "not-found" as const };
    const stale = Boolean(seenVersion) && seenVersion !== current.version;
    if (stale || !mayTake(recipe.table, current, action, actor)) {
      return { kind: "refused" as const, reason: recipe.refusal(current, action, stale), current };
    }
    const written = await recipe.write(tx, current, action, now);
    if (!written) {
      // Changed between the read and the write: the caller is told what it is now.
      const latest = (await recipe.read(tx, id)) ?? current;
      return { kind: "refused" as const, reason: recipe.refusal(latest, action, true), current: latest };
    }
    await tx.insert(auditLog).values({
      actorId: caller.id,
      actorEmail: caller.email,
      action: recipe.auditAction(action),
      targetType: recipe.target,
      targetId: id,
      before: recipe.auditState(current),
      after: recipe.auditState(written),
    });
    await recipe.after?.(tx, {
      before: current,
      after: written,
      action,
      now,
      prepared,
      caller: { id: caller.id, email: caller.email },
    });
    return { kind: "changed" as const, before: current, after: written };
  });
}
