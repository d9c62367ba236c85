// What the nodes acknowledged (a 2xx answer), kept by the bench and checked against the
// database afterwards: every acknowledged write is there exactly once, and nothing is
// half-written (an application without its debt accounts, an approval without its audit
// row or its e-mail), whichever requests were cut off by a killed node or a restarted server.
import pg from "pg";
import type { SmtpSink } from "./cluster.ts";

export const DEBT_ACCOUNTS_PER_APPLICATION = 3;

export class Ledger {
  /** submissionId → the application id the node answered with. */
  readonly submitted = new Map<string, string>();
  /** Applications whose approval a node acknowledged. */
  readonly approved = new Set<string>();
  /** application id → its applicant's e-mail address (where the approval goes). */
  readonly applicants = new Map<string, string>();
}

export interface LedgerReport {
  applications: number;
  acknowledgedSubmissions: number;
  acknowledgedApprovals: number;
  approvedInDatabase: number;
  problems: string[];
}

async function rows<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

/** Compares the ledger with the database; `problems` is empty when everything holds. */
export async function checkLedger(databaseUrl: string, ledger: Ledger): Promise<LedgerReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: string[] = [];
  try {
    const bySubmission = await rows<{ submission_id: string; id: string; n: number }>(
      client,
      `select submission_id::text, min(id::text) as id, count(*)::int as n from applications
       where submission_id = any($1::uuid[]) group by submission_id`,
      [[...ledger.submitted.keys()]],
    );
    const found = new Map(bySubmission.map((row) => [row.submission_id, row]));
    for (const [submissionId, id] of ledger.submitted) {
      const row = found.get(submissionId);
      if (!row) problems.push(`acknowledged submission ${submissionId} is missing`);
      else if (row.n !== 1 || row.id !== id)
        problems.push(`submission ${submissionId} stored ${row.n} times`);
    }
    const halfWritten = await rows<{ id: string; n: number }>(
      client,
      `select a.id::text, count(d.id)::int as n from applications a
       left join debt_accounts d on d.application_id = a.id group by a.id having count(d.id) <> $1`,
      [DEBT_ACCOUNTS_PER_APPLICATION],
    );
    for (const row of halfWritten) problems.push(`application ${row.id} has ${row.n} debt accounts`);

    // Every approval in the database, acknowledged or not, is whole: one audit row, one e-mail.
    const approvals = await rows<{ id: string; sent_flag: boolean; audits: number; emails: number }>(
      client,
      `select a.id::text, a.approval_email_sent as sent_flag,
         (select count(*)::int from audit_log l where l.target_id = a.id::text and l.action = 'application_approved') as audits,
         (select count(*)::int from email_outbox o where o.dedupe_key = 'approval:' || a.id::text) as emails
       from applications a where a.status = 'approved'`,
    );
    const approvedIds = new Set(approvals.map((row) => row.id));
    for (const row of approvals) {
      if (!row.sent_flag || row.audits !== 1 || row.emails !== 1) {
        problems.push(
          `approval of ${row.id}: flag ${row.sent_flag}, ${row.audits} audit rows, ${row.emails} e-mails`,
        );
      }
    }
    for (const id of ledger.approved) {
      if (!approvedIds.has(id)) problems.push(`acknowledged approval of ${id} is missing`);
    }
    const orphans = await rows<{ n: number }>(
      client,
      `select count(*)::int as n from audit_log l where l.action = 'application_approved'
       and not exists (select 1 from applications a where a.id::text = l.target_id and a.status = 'approved')`,
    );
    if ((orphans[0]?.n ?? 0) > 0)
      problems.push(`${orphans[0]?.n} approval audit rows without an approved application`);
    // The counts the database keeps per status (migration 0017) agree with the table.
    const countsOff = await rows<{ status: string; kept: number; counted: number }>(
      client,
      `select c.status, c.applications::int as kept,
         (select count(*)::int from applications a where a.status = c.status) as counted
       from application_counts c
       where c.applications <> (select count(*) from applications a where a.status = c.status)`,
    );
    for (const row of countsOff)
      problems.push(`application_counts says ${row.kept} ${row.status}, the table holds ${row.counted}`);
    const [count] = await rows<{ n: number }>(client, "select count(*)::int as n from applications");
    return {
      applications: count?.n ?? 0,
      acknowledgedSubmissions: ledger.submitted.size,
      acknowledgedApprovals: ledger.approved.size,
      approvedInDatabase: approvals.length,
      problems,
    };
  } finally {
    await client.end();
  }
}

/** Approval e-mails still waiting in the outbox (pending, or leased by a node that died). */
export async function pendingApprovalEmails(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [row] = await rows<{ n: number }>(
      client,
      "select count(*)::int as n from email_outbox where kind = 'approval' and status = 'pending'",
    );
    return row?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Each approved application's e-mail, counted at the SMTP sink: `missing` never arrived,
 * `repeated` arrived more than once (the outbox delivers at least once: a node killed, or the
 * database gone, between the SMTP answer and marking the row sent, sends it again after its lease).
 */
export async function deliveryCounts(
  databaseUrl: string,
  ledger: Ledger,
  sink: SmtpSink,
): Promise<{ missing: string[]; repeated: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const approved = await rows<{ id: string }>(
      client,
      "select id::text from applications where status = 'approved'",
    );
    const missing: string[] = [];
    const repeated: string[] = [];
    for (const { id } of approved) {
      const address = ledger.applicants.get(id);
      if (!address) continue;
      const count = sink.countTo(address);
      if (count === 0) missing.push(id);
      if (count > 1) repeated.push(id);
    }
    return { missing, repeated };
  } finally {
    await client.end();
  }
}

/** An application's version as a page shows it (`updated_at` as text), read from the database. */
export async function applicationVersion(databaseUrl: string, applicationId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await rows<{ version: string }>(
      client,
      "select updated_at::text as version from applications where id = $1",
      [applicationId],
    );
    return found[0]?.version ?? "";
  } finally {
    await client.end();
  }
}
