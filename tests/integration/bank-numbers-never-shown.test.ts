import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { abaChecksumValid, routingPrefixValid } from "#app/domain/bank-account/routing-number.ts";
import { loader as feeComplianceExport } from "#app/routes/admin/fee-compliance-export.ts";
import { loader as usersExport } from "#app/routes/admin/users-export.ts";
import { loader as statementDownload } from "#app/routes/dashboard/statement-download.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { findApplicationDocuments, readDocumentBytes } from "#app/server/models/document/documents.server.ts";
import { runSimulatedProcessor } from "#app/server/models/ledger/simulator.server.ts";
import { applications, dedicatedAccounts, enrollmentPlans } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { postDashboard } from "#tests/support/dashboard-route.ts";
import { insertApplicationWithAccounts } from "#tests/support/debt-account-fixtures.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { runRoutes } from "#tests/support/route-chain.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";

// No full account or routing number anywhere (issue 44; decision 0065): a customer gives a draft
// account through My Program's own action (a refused post first), signs with the authorization,
// is enrolled, a deposit clears, they replace the account and revoke the authorization. Then the
// numbers of the run (a routing number and account numbers no other test uses) are searched for in
// every plaintext column of every table (audit rows, consents, the e-mail outbox, documents'
// metadata, jobs), every stored PDF's text, the loader data of every page the customer and an
// admin can open for it, the exports (statements as CSV and PDF, the fee compliance export, Export
// Users), the form replies, and everything the app logged meanwhile.

let database: Database;
let services: Services;
let customer: SignedInUser;
let admin: SignedInUser;
const clock = new TestClock("2026-11-27T15:00:00Z");

/** A checksum-valid routing number under a Fed prefix, unique to the run. */
function uniqueRouting(): string {
  for (;;) {
    const body = `0${crypto.randomInt(1, 10)}${String(crypto.randomInt(0, 1_000_000)).padStart(6, "0")}`;
    for (let check = 0; check < 10; check += 1) {
      const candidate = `${body}${check}`;
      if (abaChecksumValid(candidate) && routingPrefixValid(candidate)) return candidate;
    }
  }
}
const ROUTING = uniqueRouting();
const ACCOUNT = String(crypto.randomInt(100_000_000_000, 999_999_999_999));
const NEW_ACCOUNT = String(crypto.randomInt(100_000_000_000, 999_999_999_999));

/** What must appear nowhere: each number, its runs without the last four, spaced or not. */
const SECRETS = [ROUTING, ACCOUNT, NEW_ACCOUNT].flatMap((digits) => [
  digits,
  digits.slice(0, -4),
  digits.replace(/(\d{3})(?=\d)/g, "$1 "),
]);

function leaks(text: string): string[] {
  return SECRETS.filter((secret) => text.includes(secret));
}

const logged: string[] = [];
let applicationId = "";

beforeAll(async () => {
  for (const level of ["trace", "debug", "info", "warn", "error", "fatal"] as const) {
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
      logged.push(JSON.stringify(args, (_key, value) => (typeof value === "bigint" ? String(value) : value)));
    }) as never);
  }
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  admin = await signedInAdmin(services);
  customer = await signedInUser(services);
  const { application } = await insertApplicationWithAccounts(database.db, { userId: customer.id });
  applicationId = application.id;
  const approval = await changeApplicationStatus(database.db, {
    applicationId,
    action: "approve",
    actor: { id: admin.id, email: admin.email, role: "admin" },
    env: FIXTURE_ENV,
    now: clock.now(),
  });
  expect(approval.kind).toBe("changed");
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await database.close();
});

const replies: string[] = [];

async function post(fields: Record<string, string>) {
  const outcome = await postDashboard(services, "/dashboard/program", fields, { user: customer });
  replies.push(JSON.stringify(outcome));
  return outcome;
}

describe("the draft account's numbers", () => {
  it("appear in no page, e-mail, export, audit row, consent, column, document or log", async () => {
    const account = {
      applicationId,
      holderName: "Ada Lovelace",
      routingNumber: ROUTING,
      accountNumber: ACCOUNT,
      accountType: "checking",
    };
    // Refused (the numbers differ): the reply names the field, and sends no number back.
    const refused = await post({ intent: "draft-account", ...account, accountNumberAgain: NEW_ACCOUNT });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fieldErrors: { accountNumberAgain: "The account numbers do not match" },
    });
    expect((await post({ intent: "draft-account", ...account, accountNumberAgain: ACCOUNT })).status).toBe(
      200,
    );

    const [plan] = await database.db
      .select({ revision: enrollmentPlans.revision })
      .from(enrollmentPlans)
      .where(eq(enrollmentPlans.applicationId, applicationId));
    const signed = await post({
      intent: "sign-agreement",
      applicationId,
      typedName: "Ada Lovelace",
      consent: "on",
      authorizeDebits: "on",
      revision: String(plan?.revision ?? 1),
    });
    expect(signed.status).toBe(200);
    const enrolled = await changeApplicationStatus(database.db, {
      applicationId,
      action: "approve-enrollment",
      actor: { id: admin.id, email: admin.email, role: "admin" },
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(enrolled.kind).toBe("changed");
    // The first deposit clears (a statement with activity).
    clock.set("2026-12-16T15:00:00Z");
    await runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
    const replaced = await post({
      intent: "replace-account",
      ...account,
      accountNumber: NEW_ACCOUNT,
      accountNumberAgain: NEW_ACCOUNT,
      typedName: "Ada Lovelace",
      authorizeDebits: "on",
    });
    expect(replaced.status).toBe(200);
    expect((await post({ intent: "revoke-authorization", applicationId })).status).toBe(200);

    // 1. Every plaintext column of every table (ciphertext cannot match).
    const { rows: columns } = (await database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying', 'character', 'ARRAY', 'json')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    const pattern = `%(${SECRETS.join("|")})%`;
    // The search finds a number where there is one.
    const { rows: control } = (await database.db.execute(
      sql`select ${`routing ${ROUTING} here`}::text similar to ${pattern} as hit, ${"ending in 6789"}::text similar to ${pattern} as miss`,
    )) as unknown as { rows: { hit: boolean; miss: boolean }[] };
    expect(control[0]).toEqual({ hit: true, miss: false });
    for (const { table_name, column_name } of columns) {
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text similar to ${pattern}`,
      )) as unknown as { rows: { n: number }[] };
      if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual([]);
    // The search itself finds what it looks for: the outbox holds the copy, with the last four.
    const { rows: mail } = (await database.db.execute(
      sql`select text_body from email_outbox where kind = 'debit-authorization' order by created_at`,
    )) as unknown as { rows: { text_body: string }[] };
    expect(mail.map((m) => m.text_body).join("\n")).toContain(`ending in ${ACCOUNT.slice(-4)}`);

    // 2. Every stored document's text (both copies of the agreement).
    const documents = await findApplicationDocuments(database.db, applicationId);
    expect(documents.length).toBeGreaterThanOrEqual(2);
    for (const document of documents) {
      const bytes = await readDocumentBytes(database.db, testCipher, document);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
      expect(leaks(text), document.fileName).toEqual([]);
      if (document.kind === "agreement") expect(text).toContain(`ending in ${ACCOUNT.slice(-4)}`);
    }

    // 3. The pages' data, the customer's and an admin's.
    const [row] = await database.db
      .select({ accountId: dedicatedAccounts.id, userId: applications.userId })
      .from(dedicatedAccounts)
      .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
      .where(eq(dedicatedAccounts.applicationId, applicationId));
    if (!row) throw new Error("no dedicated account");
    const pages: [string, SignedInUser][] = [
      ["/dashboard", customer],
      ["/dashboard/program", customer],
      ["/dashboard/documents", customer],
      ["/dashboard/profile", customer],
      ["/dashboard/messages", customer],
      [`/dashboard/program/transactions/${row.accountId}`, customer],
      [`/admin/applications?open=${applicationId}`, admin],
      ["/admin/applications", admin],
      [`/admin/money/${row.accountId}`, admin],
      ["/admin/money", admin],
      ["/admin/audit-log", admin],
      ["/admin/mailbox", admin],
      ["/admin/users", admin],
      ["/admin/work-queue", admin],
      ["/admin/reports", admin],
    ];
    for (const [path, user] of pages) {
      const page = await runRoutes(services, path, { user });
      expect(page.status, path).toBe(200);
      const text = JSON.stringify(page.data, (_key, value) =>
        typeof value === "bigint" ? String(value) : value,
      );
      expect(leaks(text), path).toEqual([]);
      if (path.startsWith("/admin/applications?open"))
        expect(text).toContain(`ending in ${NEW_ACCOUNT.slice(-4)}`);
    }

    // 4. The exports: the statement (CSV and PDF), the fee compliance export, Export Users.
    const request = (path: string, user: SignedInUser) =>
      new Request(new URL(path, TEST_ORIGIN), { headers: { Cookie: user.cookie } });
    for (const format of ["csv", "pdf"]) {
      const path = `/dashboard/program/statements/${row.accountId}/2026-12?format=${format}`;
      const response = (await statementDownload({
        request: request(path, customer),
        context: contextFor(services),
        params: { accountId: row.accountId, month: "2026-12" },
      } as never)) as Response;
      expect(response.status, path).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text =
        format === "pdf"
          ? (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text
          : Buffer.from(bytes).toString("utf8");
      expect(leaks(text), path).toEqual([]);
    }
    for (const [path, loader] of [
      ["/admin/reports/fee-compliance.csv", feeComplianceExport],
      ["/admin/users/export", usersExport],
    ] as const) {
      const response = (await loader({
        request: request(path, admin),
        context: contextFor(services),
        params: {},
      } as never)) as Response;
      expect(response.status, path).toBe(200);
      expect(leaks(await response.text()), path).toEqual([]);
    }

    // 5. The form replies, and 6. everything the app logged meanwhile.
    expect(leaks(replies.join("\n"))).toEqual([]);
    expect(leaks(logged.join("\n"))).toEqual([]);
  }, 120_000);
});
