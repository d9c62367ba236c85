import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  SUBMISSION_WINDOW_SECONDS,
  type SubmissionLimits,
  type SubmissionRefusal,
  submissionRefusal,
} from "#app/domain/application/limits.ts";
import type { ApplicationInput, DebtAccountInput } from "#app/domain/application/schema.ts";
import { applications, debtAccounts } from "#db/schema.ts";
import type { DataCipher } from "../../data-cipher.server.ts";
import type { Db } from "../../db.server.ts";
import { storedApplicationFields } from "./personal-data.server.ts";

// Storing a submitted application (spec section 7, "Insert into applications" and "Insert
// into debt_accounts as a batch"), done better than the sketch (decisions.md): the
// application and its debt accounts are stored in one statement, and the wizard run's
// submission id makes a retried or double-clicked submit find the first one. The same
// statement enforces the account's limits (docs/decisions/0029).

export interface SubmitApplicationOptions {
  userId: string;
  /** One per wizard run (the idempotency key). */
  submissionId: string;
  /** Already checked by `applicationSchema`. */
  application: ApplicationInput;
  /** How much one account may have pending and submit an hour (env.limits). */
  limits: SubmissionLimits;
}

export type SubmitApplicationResult =
  | { kind: "created"; id: string }
  | { kind: "repeated"; id: string }
  /** The submission id belongs to another account's application. */
  | { kind: "conflict" }
  /** The account is at one of its limits: nothing was stored. */
  | { kind: "limited"; refusal: SubmissionRefusal };

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
  loanDetail: true,
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

const applicationColumns = getTableColumns(applications);
type ApplicationRow = typeof applications.$inferInsert;

/**
 * The application's INSERT, storing the row only when the `allowance` CTE (the account's
 * counts, read under its lock) is below the limits: `insert … select … from allowance where`.
 * Each value is cast to its column's type, as a SELECT list gives PostgreSQL no column to infer
 * it from; the columns come in the table's order, so the text is the same for every submit.
 */
function insertApplicationWithin(row: ApplicationRow, limits: SubmissionLimits): SQL {
  const given = (Object.keys(applicationColumns) as (keyof ApplicationRow)[]).filter(
    (key) => row[key] !== undefined,
  );
  const names = sql.join(
    given.map((key) => sql.identifier(applicationColumns[key].name)),
    sql`, `,
  );
  const values = sql.join(
    given.map((key) => {
      const column = applicationColumns[key];
      return sql`${sql.param(row[key], column)}::${sql.raw(column.getSQLType())}`;
    }),
    sql`, `,
  );
  return sql`insert into ${applications} (${names})
    select ${values} from allowance
    where allowance.pending_count < ${limits.pending} and allowance.recent_count < ${limits.perHour}
    on conflict (${sql.identifier(applicationColumns.submissionId.name)}) do nothing
    returning ${sql.identifier(applicationColumns.id.name)}`;
}

interface SubmitRow {
  id: string | null;
  pending_count: number;
  recent_count: number;
  /** Milliseconds since the epoch (a number: no date text to parse). */
  oldest_recent_ms: number | null;
}

/**
 * Stores the application and its debt accounts in ONE statement (two data-modifying CTEs):
 * both or neither are stored, and no transaction stays open between round trips to the
 * database, which on the embedded database would hold every other request up
 * (docs/decisions/0013). First in that statement, `applicant_submission_counts` (migration
 * 0015) takes the account's lock and counts what it holds; the application is inserted only
 * below the limits, so concurrent submits of one account pass one at a time.
 */
export async function submitApplication(
  db: Db,
  cipher: DataCipher,
  { userId, submissionId, application, limits }: SubmitApplicationOptions,
): Promise<SubmitApplicationResult> {
  const { debtAccounts: accounts, agreeToTerms: _agreed, ...fields } = application;
  // ON CONFLICT waits for a concurrent insert of the same submission id to commit, then
  // inserts nothing: two simultaneous submits of one run cannot both create a row.
  const insertApplication = insertApplicationWithin(
    { ...storedApplicationFields(cipher, fields), userId, submissionId, status: "pending" },
    limits,
  );
  const result = (await db.execute(sql`
    with allowance as materialized (
      select * from applicant_submission_counts(
        ${userId}::uuid, ${limits.pending}::integer, ${limits.perHour}::integer, ${SUBMISSION_WINDOW_SECONDS}::integer)
    ),
    created as (${insertApplication}),
    accounts as (${insertDebtAccountsOfCreated(accounts)})
    select (select id from created) as id, pending_count, recent_count,
      (extract(epoch from oldest_recent) * 1000)::float8 as oldest_recent_ms
    from allowance`)) as unknown as { rows: SubmitRow[] };
  const outcome = result.rows[0];
  if (outcome?.id) return { kind: "created", id: outcome.id };
  const [existing] = await db
    .select({ id: applications.id, userId: applications.userId })
    .from(applications)
    .where(eq(applications.submissionId, submissionId));
  if (existing) {
    return existing.userId === userId ? { kind: "repeated", id: existing.id } : { kind: "conflict" };
  }
  const refusal = outcome
    ? submissionRefusal(
        {
          pending: outcome.pending_count,
          lastHour: outcome.recent_count,
          oldestInHour: outcome.oldest_recent_ms === null ? null : new Date(outcome.oldest_recent_ms),
        },
        limits,
        new Date(),
      )
    : null;
  // Neither stored nor refused: a submission id taken and then removed meanwhile.
  if (!refusal) throw new Error("the application was neither stored nor refused");
  return { kind: "limited", refusal };
}
