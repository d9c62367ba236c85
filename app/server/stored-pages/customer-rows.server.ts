import { sql } from "drizzle-orm";
import type { PageRows } from "./page-rows.server.ts";

// The kinds of rows a person's own pages are made of, for the routes' declarations
// (app/routes/dashboard/*-data.server.ts). Each names the table it covers in its SQL alone.

/** The person's users row (name, e-mail, confirmation, two-factor flag): no page of theirs without it. */
export const USER_ROW: PageRows = {
  name: "user",
  table: "users",
  required: true,
  parts: ({ user }) => sql`select 'user:' || u.xmin::text as part from users u where u.id = ${user.id}`,
};

/** Their admin grant (the header's links and an admin's pages depend on it). */
export const ADMIN_GRANT_ROW: PageRows = {
  name: "admin",
  table: "admin_users",
  parts: ({ user }) =>
    sql`select 'admin:' || g.xmin::text as part from admin_users g where g.id = ${user.id}`,
};

/** The same grant, for a page only an admin may see: without it the page is not stored. */
export const REQUIRED_ADMIN_GRANT_ROW: PageRows = { ...ADMIN_GRANT_ROW, required: true };

/** Their conversation with the team (issue 25): its unread count and latest message. */
export const CONVERSATION_ROW: PageRows = {
  name: "conversation",
  table: "conversations",
  parts: ({ user }) =>
    sql`select 'conversation:' || c.xmin::text as part from conversations c where c.customer_id = ${user.id}`,
};

/** Their applications. */
export const APPLICATION_ROWS: PageRows = {
  name: "application",
  table: "applications",
  parts: ({ user }) => sql`select 'application:' || a.id::text || ':' || a.xmin::text as part
      from applications a where a.user_id = ${user.id}`,
};

/** The debt accounts of their applications. */
export const DEBT_ACCOUNT_ROWS: PageRows = {
  name: "debt",
  table: "debt_accounts",
  parts: ({ user }) => sql`select 'debt:' || d.id::text || ':' || d.xmin::text as part
      from debt_accounts d join applications a on a.id = d.application_id where a.user_id = ${user.id}`,
};

/** The account details forms of their applications. */
export const DETAILS_FORM_ROWS: PageRows = {
  name: "details",
  table: "account_details_forms",
  parts: ({ user }) => sql`select 'details:' || f.id::text || ':' || f.xmin::text as part
      from account_details_forms f join applications a on a.id = f.application_id where a.user_id = ${user.id}`,
};

/** The enrollment plans of their applications (issue 22: the overview asks for a signature). */
export const PLAN_ROWS: PageRows = {
  name: "plan",
  table: "enrollment_plans",
  parts: ({ user }) => sql`select 'plan:' || p.id::text || ':' || p.xmin::text as part
      from enrollment_plans p join applications a on a.id = p.application_id where a.user_id = ${user.id}`,
};

/** Their passkeys (Profile Settings lists them). */
export const PASSKEY_ROWS: PageRows = {
  name: "passkey",
  table: "passkeys",
  parts: ({ user }) => sql`select 'passkey:' || k.id::text || ':' || k.xmin::text as part
      from passkeys k where k.user_id = ${user.id}`,
};

/**
 * Their sessions (Profile Settings lists them, with when each was last active): a request that
 * writes a session's activity (at most once a minute) gives the page a new fingerprint.
 */
export const SESSION_ROWS: PageRows = {
  name: "session",
  table: "sessions",
  parts: ({ user }) => sql`select 'session:' || s.id::text || ':' || s.xmin::text as part
      from sessions s where s.user_id = ${user.id}`,
};

// A program's rows (issue 43): every page that states a program's figures reads them all through
// the one projection (models/projection/read-facts.server.ts), so it declares them all.

/** The dedicated accounts of their applications: every ledger posting moves its balance, so its version. */
export const DEDICATED_ACCOUNT_ROWS: PageRows = {
  name: "account",
  table: "dedicated_accounts",
  parts: ({ user }) => sql`select 'account:' || x.id::text || ':' || x.xmin::text as part
      from dedicated_accounts x join applications a on a.id = x.application_id where a.user_id = ${user.id}`,
};

/** Their scheduled deposits (at most 48 an account). */
export const SCHEDULED_DEPOSIT_ROWS: PageRows = {
  name: "deposit",
  table: "scheduled_deposits",
  parts: ({ user }) => sql`select 'deposit:' || s.id::text || ':' || s.xmin::text as part
      from scheduled_deposits s join dedicated_accounts x on x.id = s.account_id
      join applications a on a.id = x.application_id where a.user_id = ${user.id}`,
};

/** Their ledgers: append-only, so the count and the newest entry of each say what it holds. */
export const LEDGER_ROWS: PageRows = {
  name: "ledger",
  table: "ledger_entries",
  parts: ({
    user,
  }) => sql`select 'ledger:' || e.account_id::text || ':' || count(*)::text || ':' || max(e.id)::text as part
      from ledger_entries e join dedicated_accounts x on x.id = e.account_id
      join applications a on a.id = x.application_id where a.user_id = ${user.id} group by e.account_id`,
};

/** Their refunds. */
export const REFUND_ROWS: PageRows = {
  name: "refund",
  table: "refunds",
  parts: ({ user }) => sql`select 'refund:' || r.id::text || ':' || r.xmin::text as part
      from refunds r join dedicated_accounts x on x.id = r.account_id
      join applications a on a.id = x.application_id where a.user_id = ${user.id}`,
};

/** Each enrolled debt's negotiation. */
export const NEGOTIATION_ROWS: PageRows = {
  name: "negotiation",
  table: "debt_negotiations",
  parts: ({ user }) => sql`select 'negotiation:' || n.debt_account_id::text || ':' || n.xmin::text as part
      from debt_negotiations n join dedicated_accounts x on x.id = n.account_id
      join applications a on a.id = x.application_id where a.user_id = ${user.id}`,
};

/** The creditors' offers on their debts. */
export const OFFER_ROWS: PageRows = {
  name: "offer",
  table: "settlement_offers",
  parts: ({ user }) => sql`select 'offer:' || o.id::text || ':' || o.xmin::text as part
      from settlement_offers o join dedicated_accounts x on x.id = o.account_id
      join applications a on a.id = x.application_id where a.user_id = ${user.id}`,
};

/** The payments to their creditors. */
export const CREDITOR_PAYMENT_ROWS: PageRows = {
  name: "payment",
  table: "creditor_payments",
  parts: ({ user }) => sql`select 'payment:' || p.id::text || ':' || p.xmin::text as part
      from creditor_payments p join dedicated_accounts x on x.id = p.account_id
      join applications a on a.id = x.application_id where a.user_id = ${user.id}`,
};

/** The draft accounts of their applications (issue 44): the last fours My Program shows. */
export const BANK_ACCOUNT_ROWS: PageRows = {
  name: "bank",
  table: "bank_accounts",
  parts: ({ user }) => sql`select 'bank:' || b.id::text || ':' || b.xmin::text as part
      from bank_accounts b join applications a on a.id = b.application_id where a.user_id = ${user.id}`,
};

/** Their debit authorizations (issue 44): a revoked one stops the schedule's growth. */
export const DEBIT_AUTHORIZATION_ROWS: PageRows = {
  name: "authorization",
  table: "debit_authorizations",
  parts: ({ user }) => sql`select 'authorization:' || d.id::text || ':' || d.xmin::text as part
      from debit_authorizations d join applications a on a.id = d.application_id where a.user_id = ${user.id}`,
};

/** Everything a program's one projection reads. */
export const PROGRAM_ROWS: readonly PageRows[] = [
  PLAN_ROWS,
  DEBT_ACCOUNT_ROWS,
  DEDICATED_ACCOUNT_ROWS,
  SCHEDULED_DEPOSIT_ROWS,
  LEDGER_ROWS,
  REFUND_ROWS,
  NEGOTIATION_ROWS,
  OFFER_ROWS,
  CREDITOR_PAYMENT_ROWS,
  BANK_ACCOUNT_ROWS,
  DEBIT_AUTHORIZATION_ROWS,
];
