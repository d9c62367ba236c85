import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEE_COMPLIANCE_COLUMNS, ORDER_OK } from "#app/domain/admin/fee-compliance.ts";
import { centsToDecimal } from "#app/domain/money.ts";
import { loader } from "#app/routes/admin/fee-compliance-export.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { feeComplianceRecords } from "#app/server/models/reports/fee-compliance.server.ts";
import { auditLog, consents, creditorPayments, ledgerEntries, settlementOffers } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { insertSettledPrograms } from "#tests/support/report-fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The fee compliance export (issue 45; 16 CFR 310.4(a)(5)(i)), on the embedded database and on
// PostgreSQL alike: the file an admin downloads, parsed as a strict CSV reader would, checked
// against the ledger itself: every fee entry once, with its settlement and the customer's consent
// to it (time, typed name, the terms' SHA-256), the first payment to the creditor that cleared
// under it, and the order that the database's rule promises: consent, then payment, then fee.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;
const clock = new TestClock();

beforeAll(async () => {
  database = await createTestDatabase();
  const recipes = await lifecycleAdmin(database.db);
  // Three customers, two settled debts each: six fees. A creditor reference written as a formula.
  await insertSettledPrograms(database.db, clock, recipes, { customers: 3, reference: "=SUM(1+1)" });
  clock.set("2026-06-15T16:00:00Z");
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
});
afterAll(() => database.close());

function download(user: SignedInUser | null) {
  const request = new Request(new URL("/admin/reports/fee-compliance.csv", TEST_ORIGIN), {
    headers: user ? { Cookie: user.cookie } : {},
  });
  return loader({ request, context: contextFor(services), params: {} } as never);
}

type Row = Record<(typeof FEE_COMPLIANCE_COLUMNS)[number], string>;

async function exported(): Promise<{ response: Response; bytes: Buffer; text: string; rows: Row[] }> {
  const response = (await download(admin)) as Response;
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8");
  const rows = parse(text, { bom: true, columns: true, relax_column_count: false }) as Row[];
  return { response, bytes, text, rows };
}

const fees = () =>
  database.db
    .select({
      id: ledgerEntries.id,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerEntries.createdAt,
      effectiveOn: ledgerEntries.effectiveOn,
      offerId: ledgerEntries.offerId,
      debtAccountId: ledgerEntries.debtAccountId,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.kind, "fee"))
    .orderBy(ledgerEntries.id);

describe("who may download the fee compliance export", () => {
  it("sends a visitor to the admin sign-in and a customer home, and records nothing", async () => {
    const before = await database.db.select().from(auditLog).where(eq(auditLog.action, "fees_exported"));
    const visitor = await outcome(() => download(null));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Freports%2Ffee-compliance.csv");
    const person = await outcome(() => download(customer));
    expect(person.status).toBe(302);
    expect(person.location).toBe("/");
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "fees_exported"))).toEqual(
      before,
    );
  });
});

describe("the fee compliance export, checked against the ledger", () => {
  it("is a file to download, never cached, named for the company's day, and on record", async () => {
    const { response, bytes, text } = await exported();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="fee-compliance-2026-06-15.csv"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    // A UTF-8 byte order mark, so spreadsheets read the names' accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = parse(text, { bom: true, to_line: 1 }) as string[][];
    expect(header).toEqual([...FEE_COMPLIANCE_COLUMNS]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "fees_exported"), eq(auditLog.actorId, admin.id)));
    expect(audit).toMatchObject({
      targetType: "report",
      targetId: "fee-compliance",
      after: { report: "fee-compliance" },
    });
  });

  it("has every fee entry of the ledger once, for its amount, and the same total", async () => {
    const { rows } = await exported();
    const ledger = await fees();
    expect(ledger).toHaveLength(6);
    expect(rows.map((row) => row["Fee entry id"])).toEqual(ledger.map((fee) => String(fee.id)));
    expect(new Set(rows.map((row) => row["Fee entry id"])).size).toBe(rows.length);
    for (const [index, fee] of ledger.entries()) {
      const row = rows[index] as Row;
      expect(row["Fee amount"]).toBe(centsToDecimal(-fee.amountCents));
      expect(row["Fee bank day"]).toBe(fee.effectiveOn);
      expect(row["Fee posted at (UTC)"]).toBe(fee.createdAt.toISOString());
      expect(row["Settlement offer id"]).toBe(fee.offerId);
      expect(row["Debt id"]).toBe(fee.debtAccountId);
    }
    const cents = (text: string) => BigInt(text.replace(".", ""));
    const exportedTotal = rows.reduce((total, row) => total + cents(row["Fee amount"]), 0n);
    expect(exportedTotal).toBe(ledger.reduce((total, fee) => total - fee.amountCents, 0n));
  });

  it("gives each fee its settlement, the customer's consent and the first cleared payment, in that order", async () => {
    const { rows } = await exported();
    for (const row of rows) {
      const [offer] = await database.db
        .select()
        .from(settlementOffers)
        .where(eq(settlementOffers.id, row["Settlement offer id"]));
      if (!offer?.approvalConsentId) throw new Error("no approved offer for a fee");
      expect(row["Settlement amount"]).toBe(centsToDecimal(offer.amountCents));
      expect(row["Enrolled balance"]).toBe(centsToDecimal(offer.enrolledBalanceCents));
      expect(row["Amount saved"]).toBe(centsToDecimal(offer.enrolledBalanceCents - offer.amountCents));
      expect(row["Fee amount"]).toBe(centsToDecimal(offer.feeCents));
      expect(row["Fee percent of amount saved"]).toBe("25.00");
      expect(row["Approved at (UTC)"]).toBe(offer.decidedAt?.toISOString());
      expect(row["Creditor confirmed at (UTC)"]).toBe(offer.confirmedAt?.toISOString());

      const [consent] = await database.db
        .select()
        .from(consents)
        .where(eq(consents.id, offer.approvalConsentId));
      expect(consent?.kind).toBe("settlement_offer");
      expect(row["Consent id"]).toBe(consent?.id);
      expect(row["Consent at (UTC)"]).toBe(consent?.createdAt.toISOString());
      expect(row["Typed name"]).toBe(consent?.typedName);
      expect(row.Customer).toBe(consent?.typedName);
      expect(row["Terms approved (SHA-256)"]).toMatch(/^[0-9a-f]{64}$/);
      expect(row["Terms approved (SHA-256)"]).toBe(consent?.documentSha256);

      // The first payment to the creditor that cleared under this settlement, and its own entry.
      const [first] = await database.db
        .select()
        .from(creditorPayments)
        .where(and(eq(creditorPayments.offerId, offer.id), eq(creditorPayments.status, "cleared")))
        .orderBy(creditorPayments.clearedAt, creditorPayments.seq)
        .limit(1);
      expect(row["First cleared payment id"]).toBe(first?.id);
      expect(row["Payment number"]).toBe("1");
      expect(row["Payment amount"]).toBe(centsToDecimal(first?.amountCents ?? 0n));
      const [entry] = await database.db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.kind, "creditor_payment"),
            eq(ledgerEntries.creditorPaymentId, first?.id ?? ""),
          ),
        );
      expect(row["Payment ledger entry id"]).toBe(String(entry?.id));
      expect(row["Processor event id"]).toBe(entry?.eventId);
      expect(BigInt(row["Payment ledger entry id"])).toBeLessThan(BigInt(row["Fee entry id"]));

      const consentAt = Date.parse(row["Consent at (UTC)"]);
      const clearedAt = Date.parse(row["Payment cleared at (UTC)"]);
      const feeAt = Date.parse(row["Fee posted at (UTC)"]);
      expect(consentAt).toBeLessThan(clearedAt);
      expect(clearedAt).toBeLessThanOrEqual(feeAt);
      expect(consentAt).toBeLessThan(feeAt);
      expect(row["Order check"]).toBe(ORDER_OK);
    }
  });

  it("neutralises a cell a spreadsheet would run as a formula", async () => {
    const { rows } = await exported();
    const references = rows.map((row) => row["Creditor reference"]);
    expect(references).toContain("'=SUM(1+1)");
    expect(references).toContain("SETTLE-1");
  });

  it("stitches its pages together: each fee exactly once, whatever the page's size", async () => {
    const collect = async (size: number) => {
      const records: string[][] = [];
      for await (const record of feeComplianceRecords(database.db, size)) records.push(record);
      return records;
    };
    const whole = await collect(2_000);
    expect(whole).toHaveLength(6);
    expect(await collect(1)).toEqual(whole);
    expect(await collect(4)).toEqual(whole);
  });

  it("reads each page from the fees' own index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select id from ledger_entries where kind = 'fee' and id > 0 order by id limit 2000`,
      )) as unknown as { rows: { "QUERY PLAN": string }[] };
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("ledger_entries_fee_id_idx");
  });
});
