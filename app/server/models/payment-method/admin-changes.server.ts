import { and, desc, eq, ne } from "drizzle-orm";
import { PAYMENT_METHOD_REFUSALS as R } from "#app/domain/admin/payment-methods.ts";
import type { NewPaymentMethod } from "#app/domain/payment-method/form.ts";
import { auditLog, paymentMethods, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { isApplicationId as isUuid } from "../application/customer-reads.server.ts";

// An admin's changes to payment methods (issue 12; decisions.md): add one for a user, make one
// the user's default, remove one. Each runs in one transaction that first locks the owner's
// users row, so every change to one user's payment methods waits for the one before it (two
// admins making different methods default at once cannot both win, nor leave two defaults; the
// partial unique index payment_methods_one_default_per_user refuses that in any case). Each
// writes its audit row in the same transaction, with the stored fields only: there is nothing
// secret to leave out, because nothing secret is stored.
//
// A user who has payment methods has exactly one default: the first one added becomes it, and
// when the default is removed the most recently added of the others takes its place.

export interface PaymentMethodActor {
  id: string;
  email: string;
}

export type PaymentMethodChangeResult =
  | {
      kind: "changed";
      paymentMethodId: string;
      /** The payment method that became the default meanwhile (a first one, or a replacement). */
      defaultId: string | null;
    }
  | { kind: "not-found"; reason: string }
  | { kind: "refused"; reason: string };

type Row = typeof paymentMethods.$inferSelect;

/** The audit row's before/after: what is stored, never more. */
function auditMethod(row: Row) {
  return {
    userId: row.userId,
    type: row.type,
    holderName: row.holderName,
    lastFour: row.lastFour,
    expiryDate: row.expiryDate,
    routingLastFour: row.routingLastFour,
    isDefault: row.isDefault,
  };
}

/** Locks the owner's row (every change to their payment methods takes this lock first). */
async function lockOwner(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length === 1;
}

async function readMethod(tx: Db, paymentMethodId: string): Promise<Row | undefined> {
  const [row] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, paymentMethodId));
  return row;
}

/** Finds the method and locks its owner, then reads it again under the lock. */
async function lockMethod(tx: Db, paymentMethodId: string): Promise<Row | undefined> {
  const first = await readMethod(tx, paymentMethodId);
  if (!first || !(await lockOwner(tx, first.userId))) return undefined;
  return readMethod(tx, paymentMethodId);
}

function audit(
  tx: Db,
  actor: PaymentMethodActor,
  action: "payment_method_added" | "payment_method_deleted" | "payment_method_default_set",
  paymentMethodId: string,
  before: object | null,
  after: object | null,
) {
  return tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: "payment_method",
    targetId: paymentMethodId,
    before,
    after,
  });
}

export interface AddPaymentMethodOptions {
  actor: PaymentMethodActor;
  /** Already checked with `paymentMethodForm`: nothing in it could be used to pay. */
  method: NewPaymentMethod;
}

export async function addPaymentMethod(
  db: Db,
  { actor, method }: AddPaymentMethodOptions,
): Promise<PaymentMethodChangeResult> {
  if (!isUuid(method.userId)) return { kind: "not-found", reason: R.userNotFound };
  return db.transaction(async (tx): Promise<PaymentMethodChangeResult> => {
    if (!(await lockOwner(tx, method.userId))) return { kind: "not-found", reason: R.userNotFound };
    const [existingDefault] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, method.userId), eq(paymentMethods.isDefault, true)));
    const [added] = await tx
      .insert(paymentMethods)
      .values({ ...method, isDefault: !existingDefault })
      .returning();
    if (!added) throw new Error("the payment method insert returned no row");
    await audit(tx, actor, "payment_method_added", added.id, null, auditMethod(added));
    return { kind: "changed", paymentMethodId: added.id, defaultId: added.isDefault ? added.id : null };
  });
}

export interface PaymentMethodTarget {
  actor: PaymentMethodActor;
  paymentMethodId: string;
}

/** Makes the method its owner's default, and the previous default an ordinary one. */
export async function setDefaultPaymentMethod(
  db: Db,
  { actor, paymentMethodId }: PaymentMethodTarget,
): Promise<PaymentMethodChangeResult> {
  if (!isUuid(paymentMethodId)) return { kind: "not-found", reason: R.methodNotFound };
  return db.transaction(async (tx): Promise<PaymentMethodChangeResult> => {
    const method = await lockMethod(tx, paymentMethodId);
    if (!method) return { kind: "not-found", reason: R.methodNotFound };
    if (method.isDefault) return { kind: "refused", reason: R.alreadyDefault };
    const now = new Date();
    // The old default first: the partial unique index allows one default per user at any moment.
    const [previous] = await tx
      .update(paymentMethods)
      .set({ isDefault: false, updatedAt: now })
      .where(and(eq(paymentMethods.userId, method.userId), eq(paymentMethods.isDefault, true)))
      .returning({ id: paymentMethods.id });
    const [updated] = await tx
      .update(paymentMethods)
      .set({ isDefault: true, updatedAt: now })
      .where(eq(paymentMethods.id, paymentMethodId))
      .returning();
    if (!updated) throw new Error("the payment method vanished inside its transaction");
    await audit(
      tx,
      actor,
      "payment_method_default_set",
      paymentMethodId,
      { ...auditMethod(method), previousDefaultId: previous?.id ?? null },
      auditMethod(updated),
    );
    return { kind: "changed", paymentMethodId, defaultId: paymentMethodId };
  });
}

/** Removes the method; when it was the default, the owner's most recent other one takes its place. */
export async function deletePaymentMethod(
  db: Db,
  { actor, paymentMethodId }: PaymentMethodTarget,
): Promise<PaymentMethodChangeResult> {
  if (!isUuid(paymentMethodId)) return { kind: "not-found", reason: R.methodNotFound };
  return db.transaction(async (tx): Promise<PaymentMethodChangeResult> => {
    const method = await lockMethod(tx, paymentMethodId);
    if (!method) return { kind: "not-found", reason: R.methodNotFound };
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, paymentMethodId));
    await audit(tx, actor, "payment_method_deleted", paymentMethodId, auditMethod(method), null);
    if (!method.isDefault) return { kind: "changed", paymentMethodId, defaultId: null };
    const [next] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, method.userId), ne(paymentMethods.id, paymentMethodId)))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(1);
    if (!next) return { kind: "changed", paymentMethodId, defaultId: null };
    const [promoted] = await tx
      .update(paymentMethods)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(paymentMethods.id, next.id))
      .returning();
    if (!promoted) throw new Error("the next payment method vanished inside its transaction");
    await audit(
      tx,
      actor,
      "payment_method_default_set",
      next.id,
      { ...auditMethod(next), previousDefaultId: paymentMethodId },
      auditMethod(promoted),
    );
    return { kind: "changed", paymentMethodId, defaultId: next.id };
  });
}
