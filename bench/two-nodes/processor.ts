// The payment processor's webhook on two nodes (issue 23): one signed event sent five times at
// once, three times to A and twice to B, is applied once: one "applied", four "duplicate", one
// ledger entry, the balance its amount. The deposit is written straight into the database (the
// nodes run with PAYMENT_PROCESSOR=external, so no simulator clears it first).
import assert from "node:assert/strict";
import crypto from "node:crypto";
import pg from "pg";
import { signBody } from "../../app/server/processor-signature.server.ts";
import type { Cluster, Report } from "./checks.ts";

export const WEBHOOK_SECRET = crypto.randomBytes(24).toString("hex");

export async function webhookOnceAcrossNodes(cluster: Cluster, report: Report): Promise<void> {
  const applicationId = [...cluster.ledger.approved][0];
  assert.ok(applicationId, "an approved application to open an account for");
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const account = await client.query<{ id: string }>(
      "insert into dedicated_accounts (application_id, opened_at) values ($1, now()) returning id",
      [applicationId],
    );
    const accountId = account.rows[0]?.id;
    const deposit = await client.query<{ id: string }>(
      "insert into scheduled_deposits (account_id, due_on, amount_cents) values ($1, current_date, 12345) returning id",
      [accountId],
    );
    const body = JSON.stringify({
      id: `two-nodes-${crypto.randomUUID()}`,
      type: "deposit.cleared",
      created: Math.floor(Date.now() / 1000),
      data: { depositId: deposit.rows[0]?.id },
    });
    const headers = {
      "Content-Type": "application/json",
      "Processor-Signature": signBody(WEBHOOK_SECRET, body),
    };
    const nodes = [cluster.a, cluster.b, cluster.a, cluster.b, cluster.a];
    const answers = await Promise.all(
      nodes.map(async (node) => {
        const response = await fetch(`${node.origin}/api/processor/events`, {
          method: "POST",
          headers,
          body,
        });
        return { status: response.status, said: ((await response.json()) as { status?: string }).status };
      }),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 200, 200],
    );
    assert.deepEqual(answers.map((answer) => answer.said).sort(), [
      "applied",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
    ]);
    const entries = await client.query<{ count: number; balance: string }>(
      `select count(*)::int as count, (select balance_cents::text from dedicated_accounts where id = $1) as balance
       from ledger_entries where account_id = $1`,
      [accountId],
    );
    assert.deepEqual(entries.rows[0], { count: 1, balance: "12345" }, "one entry, the balance its amount");
    report(
      "one signed processor event sent 5 times at once to A and B: applied once, 4 duplicates, one entry",
    );
  } finally {
    await client.end();
  }
}
