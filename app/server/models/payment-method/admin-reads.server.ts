import { count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  likePattern,
  OWNER_SEARCH_LIMIT,
  type OwnerOption,
  PAYMENT_METHODS_PAGE_SIZE,
  type PaymentMethodSource,
} from "#app/domain/admin/payment-methods.ts";
import { paymentMethods, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// Payment Methods' reads (issue 12): one page of payment methods with their owners, searched by
// the owner's name or e-mail in the database, and the users the Add form may choose from. Only
// what is stored is read, and nothing stored could be used to pay (decisions.md).

const ownerName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

function ownerMatches(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(ownerName, pattern), ilike(users.email, pattern));
}

const rowColumns = {
  id: paymentMethods.id,
  userId: paymentMethods.userId,
  type: paymentMethods.type,
  holderName: paymentMethods.holderName,
  lastFour: paymentMethods.lastFour,
  expiryDate: paymentMethods.expiryDate,
  routingLastFour: paymentMethods.routingLastFour,
  isDefault: paymentMethods.isDefault,
  createdAt: paymentMethods.createdAt,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
};

export interface PaymentMethodsPageOptions {
  search: string;
  /** 1-based. */
  page: number;
}

/** One page of payment methods, newest first, with the owner of each, and how many match. */
export async function findPaymentMethodsPageForAdmin(
  db: Db,
  { search, page }: PaymentMethodsPageOptions,
): Promise<{ rows: PaymentMethodSource[]; total: number }> {
  const where = ownerMatches(search);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(paymentMethods)
      .innerJoin(users, eq(users.id, paymentMethods.userId))
      .where(where)
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(PAYMENT_METHODS_PAGE_SIZE)
      .offset((page - 1) * PAYMENT_METHODS_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(paymentMethods)
      .innerJoin(users, eq(users.id, paymentMethods.userId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The users whose name or e-mail contains `search`, by name, at most `OWNER_SEARCH_LIMIT`;
 * `more` says others matched too.
 */
export async function findPaymentMethodOwnersForAdmin(
  db: Db,
  search: string,
): Promise<{ owners: OwnerOption[]; more: boolean }> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(ownerMatches(search))
    .orderBy(users.lastName, users.firstName, users.email)
    .limit(OWNER_SEARCH_LIMIT + 1);
  return {
    owners: rows
      .slice(0, OWNER_SEARCH_LIMIT)
      .map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email })),
    more: rows.length > OWNER_SEARCH_LIMIT,
  };
}
