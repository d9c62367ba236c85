import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoAdmin } from "#app/server/admin-bootstrap.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { seedDemo } from "#app/server/demo/seed.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import {
  applications,
  auditLog,
  documents,
  refunds,
  scheduledDeposits,
  settlementOffers,
} from "#db/schema.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { testDocumentSigner } from "#tests/support/test-signer.ts";

// The demonstration's data set (issue 45): every stage present, made by the recipes and the days'
// jobs (audit rows, ledger lines, e-mails), on the embedded database and PostgreSQL, quickly.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const count = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;

describe("the demo seed", () => {
  it("makes about 25 customers at every stage, through the recipes, in under a minute", {
    timeout: 180_000,
  }, async () => {
    await ensureDemoAdmin(database.db);
    const env = { ...readEnv({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000" }) };
    const lines: string[] = [];
    const summary = await seedDemo(
      { db: database.db, cipher: testCipher, env, documentSigner: testDocumentSigner },
      (line) => lines.push(line),
    );
    expect(summary.customers).toBeGreaterThanOrEqual(24);
    // Quick enough for `npm run demo` (the target is under a minute; CI machines are slower).
    expect(summary.ms).toBeLessThan(120_000);
    expect(lines.length).toBeGreaterThan(10);
    const statuses = await database.db.select({ status: applications.status }).from(applications);
    expect(statuses.length).toBe(summary.customers);
    // Every signed plan was signed with a draft account and its debit authorization (issue 44).
    expect(
      await count(
        sql`select count(*)::int as n from enrollment_plans p where p.signed_at is not null and not exists (select 1 from debit_authorizations d where d.application_id = p.application_id)`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from debit_authorizations`)).toBeGreaterThan(10);
    expect(await count(sql`select count(*)::int as n from ${applications} where status = 'pending'`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from ${applications} where status = 'declined'`)).toBe(
      1,
    );
    const offers = await database.db.select({ status: settlementOffers.status }).from(settlementOffers);
    const offerStatuses = new Set(offers.map((offer) => offer.status));
    expect(offerStatuses).toContain("awaiting_approval");
    expect(offerStatuses).toContain("approved");
    const refundStates = new Set(
      (await database.db.select({ state: refunds.state }).from(refunds)).map((r) => r.state),
    );
    expect(refundStates).toContain("completed");
    expect(refundStates).toContain("requested");
    const depositStatuses = new Set(
      (await database.db.select({ status: scheduledDeposits.status }).from(scheduledDeposits)).map(
        (d) => d.status,
      ),
    );
    expect(depositStatuses).toEqual(new Set(["cleared", "scheduled", "returned", "cancelled"]));
    expect(await count(sql`select count(*)::int as n from ${documents} where kind = 'legal_notice'`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from ${auditLog} where action = 'program_graduated'`),
    ).toBe(2);
    expect(
      await count(sql`select count(*)::int as n from creditor_payments where status = 'cleared'`),
    ).toBeGreaterThan(3);
  });
});
