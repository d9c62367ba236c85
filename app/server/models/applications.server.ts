import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { ApplicationInput, DebtAccountInput } from "#app/domain/application/schema.ts";
import { applications, debtAccounts } from "#db/schema.ts";
import type { DataCipher } from "../data-cipher.server.ts";
import type { Db } from "../db.server.ts";
import { storedApplicationFields } from "./application-personal-data.server.ts";

// Storing a submitted application (spec section 7, "Insert into applications" and "Insert
// into debt_accounts as a batch"), done better than the sketch (decisions.md): the
// application and its debt accounts are stored in one statement, and the wizard run's
// submission id makes a retried or double-clicked submit find the first one.

export interface SubmitApplicationOptions {
  userId: string;
  /** One per wizard run (the idempotency key). */
  submissionId: string;
  /** Already checked by `applicationSchema`. */
  application: ApplicationInput;
}

export type SubmitApplicationResult =
  | { kind: "created"; id: string }
  | { kind: "repeated"; id: string }
  /** The submission id belongs to another account's application. */
  | { kind: "conflict" };

/**
 * The debt-account fields the applicant gives, in the order of the insert. Every field of
 * the schema must be named here (the type says so), so none is checked and then dropped.
 */
const STORED_ACCOUNT_FIELDS = {
  originalCreditor: true,
  accountSold: true,
  accountType: true,
  dateOpened: true,
  openClosed: true,
  status: true,
  currentBalance: true,
  lastPaymentDate: true,
  paidOff: true,
  paymentFrequency: true,
  paymentAmount: true,
  originalBalance: true,
  term: true,
} as const satisfies Record<keyof DebtAccountInput, true>;
const ACCOUNT_FIELDS = Object.keys(STORED_ACCOUNT_FIELDS) as (keyof DebtAccountInput)[];

// The same for every submit: the stored columns' names, and their types for jsonb_to_recordset.
const columns = getTableColumns(debtAccounts);
const insertedColumns = [...ACCOUNT_FIELDS, "position"] as const;
const names = sql.join(
  insertedColumns.map((field) => sql.identifier(columns[field].name)),
  sql`, `,
);
const definition = sql.join(
  insertedColumns.map(
    (field) => sql`${sql.identifier(columns[field].name)} ${sql.raw(columns[field].getSQLType())}`,
  ),
  sql`, `,
);

/**
 * Every debt account of the application the `created` CTE inserts, in one INSERT: their
 * values travel in a single JSON parameter read back by jsonb_to_recordset (cheaper to build
 * and to parse than 14 parameters an account), each keeping its place in the list.
 */
function insertDebtAccountsOfCreated(accounts: readonly DebtAccountInput[]): SQL {
  const rows = accounts.map((account, position) => {
    const row: Record<string, unknown> = { [columns.position.name]: position };
    for (const field of ACCOUNT_FIELDS) row[columns[field].name] = account[field];
    return row;
  });
  return sql`insert into ${debtAccounts} (${sql.identifier(columns.applicationId.name)}, ${names})
    select created.id, ${names}
    from created, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as account(${definition})`;
}

/**
 * Stores the application and its debt accounts in ONE statement (two data-modifying CTEs):
 * both or neither are stored, and no transaction stays open between round trips to the
 * database, which on the embedded database would hold every other request up
 * (docs/decisions/0013).
 */
export async function submitApplication(
  db: Db,
  cipher: DataCipher,
  { userId, submissionId, application }: SubmitApplicationOptions,
): Promise<SubmitApplicationResult> {
  const { debtAccounts: accounts, agreeToTerms: _agreed, ...fields } = application;
  // ON CONFLICT waits for a concurrent insert of the same submission id to commit, then
  // inserts nothing: two simultaneous submits of one run cannot both create a row.
  const insertApplication = db
    .insert(applications)
    .values({ ...storedApplicationFields(cipher, fields), userId, submissionId, status: "pending" })
    .onConflictDoNothing({ target: applications.submissionId })
    .returning({ id: applications.id });
  // getSQL(): the insert itself, not wrapped in parentheses as a subquery.
  const result = (await db.execute(sql`
    with created as (${insertApplication.getSQL()}),
    accounts as (${insertDebtAccountsOfCreated(accounts)})
    select id from created`)) as unknown as { rows: { id: string }[] };
  const created = result.rows[0];
  if (created) return { kind: "created", id: created.id };
  const [existing] = await db
    .select({ id: applications.id, userId: applications.userId })
    .from(applications)
    .where(eq(applications.submissionId, submissionId));
  return existing && existing.userId === userId
    ? { kind: "repeated", id: existing.id }
    : { kind: "conflict" };
}
