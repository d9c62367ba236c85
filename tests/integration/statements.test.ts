import { parse } from "csv-parse/sync";
import { and, asc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "#app/domain/format.ts";
import { STATEMENT_CSV_COLUMNS } from "#app/domain/ledger/statement-view.ts";
import { loader as adminDownload } from "#app/routes/admin/statement-download.ts";
import { loader as customerDownload } from "#app/routes/dashboard/statement-download.ts";
import type { TransactionsRoomData } from "#app/routes/dashboard/transactions-data.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { postAdjustment } from "#app/server/models/ledger/postings.server.ts";
import { applyProcessorEvent } from "#app/server/models/ledger/processor.server.ts";
import { runSimulatedProcessor } from "#app/server/models/ledger/simulator.server.ts";
import {
  findEntriesPage,
  findStatement,
  findStatementMonths,
} from "#app/server/models/ledger/statements.server.ts";
import { approveOffer, confirmOffer } from "#app/server/models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { readStatement } from "#app/server/statements/statement-download.server.ts";
import {
  applications,
  auditLog,
  debtAccounts,
  dedicatedAccounts,
  ledgerEntries,
  scheduledDeposits,
  users,
} from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { type EnrolledCustomer, FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import { insertNegotiatingCustomer, offer } from "#tests/support/negotiation-fixtures.ts";
import { runRoutes } from "#tests/support/route-chain.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// A dedicated account's transactions and monthly statements (issue 44), on both databases: the
// pages read newest first without a gap or a repeat; each month's statement opens where the last
// closed and closes at the ledger's balance after its last entry; a return booked later to an
// earlier bank day is in that day's month; the PDF and the CSV carry the same figures; only the
// owner (and an admin, on record) gets a statement.

let database: Database;
let services: Services;
let customer: SignedInUser;
let stranger: SignedInUser;
let admin: SignedInUser;
let enrolled: EnrolledCustomer;
let creditor: string;
const clock = new TestClock("2026-11-20T15:00:00Z");

async function advance(to: string) {
  clock.set(to);
  await runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });
}

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  customer = await signedInUser(services);
  stranger = await signedInUser(services);
  admin = await signedInAdmin(services);
  await database.db.update(users).set({ timeZone: "America/Phoenix" }).where(eq(users.id, customer.id));
  const lifecycle = await lifecycleAdmin(database.db);
  enrolled = await insertNegotiatingCustomer(database.db, lifecycle, {
    now: clock.now(),
    debts: 2,
    monthlyDepositCents: 50_000n,
    firstDepositDate: "2026-12-04",
    owner: customer,
  });
  const debtId = enrolled.debtIds[0] as string;
  const [debt] = await database.db.select().from(debtAccounts).where(eq(debtAccounts.id, debtId));
  creditor = debt?.originalCreditor ?? "";
  const recorded = await recordOffer(database.db, {
    debtAccountId: debtId,
    admin: lifecycle,
    offer: offer(40_000n, [["2027-02-10", 40_000n]], "2026-12-05"),
    env: FIXTURE_ENV,
    now: clock.now(),
  });
  if (recorded.kind !== "recorded") throw new Error(JSON.stringify(recorded));
  const [app] = await database.db
    .select()
    .from(applications)
    .where(eq(applications.id, enrolled.applicationId));
  const approval = await approveOffer(database.db, {
    offerId: recorded.offerId,
    caller: enrolled.owner,
    typedName: `${app?.firstName} ${app?.lastName}`,
    clientAddress: null,
    userAgent: null,
    now: clock.now(),
  });
  if (approval.kind !== "changed") throw new Error(JSON.stringify(approval));
  const confirmed = await confirmOffer(database.db, testCipher, {
    offerId: recorded.offerId,
    caller: lifecycle,
    letter: { fileName: "letter.pdf", mediaType: "application/pdf", bytes: Buffer.from("%PDF-1.4\n%%EOF\n") },
    now: clock.now(),
  });
  if (confirmed.kind !== "changed") throw new Error(JSON.stringify(confirmed));
  // December's and January's deposits, an adjustment in January, February's deposit, then the
  // payment to the creditor and its fee on Feb 10.
  await advance("2026-12-04T15:00:00Z");
  await advance("2027-01-04T15:00:00Z");
  const adjusted = await postAdjustment(database.db, lifecycle, {
    accountId: enrolled.accountId,
    amountCents: 1_234n,
    reason: "Bank fee refunded",
    effectiveOn: "2027-01-20",
    now: clock.now(),
  });
  if (adjusted.kind !== "posted") throw new Error(JSON.stringify(adjusted));
  await advance("2027-02-04T15:00:00Z");
  await advance("2027-02-10T15:00:00Z");
});
afterAll(() => database.close());

async function ledger() {
  return database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, enrolled.accountId))
    .orderBy(asc(ledgerEntries.id));
}

function download(
  loader: typeof customerDownload | typeof adminDownload,
  path: string,
  user: SignedInUser,
  params: Record<string, string>,
) {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: { Cookie: user.cookie } });
  return loader({ request, context: contextFor(services), params } as never) as Promise<Response>;
}

const statementPath = (month: string, format: string) =>
  `/dashboard/program/statements/${enrolled.accountId}/${month}?format=${format}`;

describe("a dedicated account's transactions", () => {
  it("reads every entry once, newest first, a page at a time", async () => {
    const all = await ledger();
    const seen: bigint[] = [];
    let before: bigint | undefined;
    for (;;) {
      const page = await findEntriesPage(database.db, { accountId: enrolled.accountId, before, limit: 2 });
      seen.push(...page.rows.map((row) => row.id));
      if (page.nextBefore === null) break;
      before = page.nextBefore;
    }
    expect(seen).toEqual(all.map((entry) => entry.id).reverse());
    const kinds = all.map((entry) => entry.kind);
    expect(kinds).toEqual(["deposit", "deposit", "adjustment", "deposit", "creditor_payment", "fee"]);
  });

  it("shows the owner their lines, the creditor, posting times in their zone and the months", async () => {
    const result = await runRoutes(services, `/dashboard/program/transactions/${enrolled.accountId}`, {
      user: customer,
    });
    expect(result.status).toBe(200);
    const room = (result.data["routes/dashboard/transactions"] as { room: TransactionsRoomData }).room;
    expect(room.lines.map((line) => line.description)).toEqual([
      `Fee: ${creditor} settlement`,
      `Payment to ${creditor}`,
      "Deposit",
      "Adjustment: Bank fee refunded",
      "Deposit",
      "Deposit",
    ]);
    expect(room.lines[1]).toMatchObject({
      creditor,
      date: "Feb 10, 2027",
      amount: "-$400.00",
      credit: false,
    });
    expect(room.lines.at(-1)).toMatchObject({
      date: "Dec 4, 2026",
      amount: "$500.00",
      balanceAfter: "$500.00",
    });
    for (const line of room.lines) expect(line.posted).toMatch(/ MST$/);
    expect(room.pages).toEqual({ first: null, next: null });
    expect(room.statements.map((statement) => statement.month)).toEqual(["2027-02", "2027-01", "2026-12"]);
  });

  it("does not exist for another customer, an admin or a malformed id", async () => {
    for (const [user, path] of [
      [stranger, `/dashboard/program/transactions/${enrolled.accountId}`],
      [admin, `/dashboard/program/transactions/${enrolled.accountId}`],
      [customer, "/dashboard/program/transactions/not-an-id"],
    ] as const) {
      expect((await runRoutes(services, path, { user })).status).toBe(404);
    }
  });
});

describe("monthly statements", () => {
  it("open where the last month closed and close at the ledger's balance after the month's last entry", async () => {
    const entries = await ledger();
    const months = await findStatementMonths(database.db, enrolled.accountId);
    let previousClosing = 0n;
    for (const month of [...months].reverse()) {
      const account = await accountOf();
      const view = await readStatement(database.db, account, month, { timeZone: "UTC", now: clock.now() });
      if (!view) throw new Error(`no statement for ${month}`);
      const inMonth = entries.filter((entry) => entry.effectiveOn.startsWith(month));
      expect(view.openingCents).toBe(previousClosing);
      expect(view.closingCents).toBe(inMonth.at(-1)?.balanceAfterCents);
      expect(view.lines.map((line) => line.balanceAfter)).toEqual(
        inMonth.map((entry) => formatCents(entry.balanceAfterCents)),
      );
      previousClosing = view.closingCents;
    }
    const [account] = await database.db
      .select({ balance: dedicatedAccounts.balanceCents })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, enrolled.accountId));
    expect(previousClosing).toBe(account?.balance);
  });

  it("puts a return posted later on its deposit's bank day, and still closes at the account's balance", async () => {
    const [january] = await database.db
      .select()
      .from(scheduledDeposits)
      .where(
        and(eq(scheduledDeposits.accountId, enrolled.accountId), eq(scheduledDeposits.dueOn, "2027-01-04")),
      );
    if (!january) throw new Error("no January deposit");
    clock.set("2027-02-12T15:00:00Z");
    await applyProcessorEvent(
      database.db,
      {
        id: `return-${january.id}`,
        type: "deposit.returned",
        created: 1,
        data: { depositId: january.id, reason: "insufficient_funds" },
      },
      { now: clock.now(), env: FIXTURE_ENV },
    );
    const statement = await findStatement(database.db, enrolled.accountId, "2027-01");
    expect(statement?.entries.map((entry) => entry.kind)).toEqual([
      "deposit",
      "returned_deposit",
      "adjustment",
    ]);
    const account = await accountOf();
    const janView = await readStatement(database.db, account, "2027-01", {
      timeZone: "UTC",
      now: clock.now(),
    });
    const febView = await readStatement(database.db, account, "2027-02", {
      timeZone: "UTC",
      now: clock.now(),
    });
    expect(janView?.lines[1]?.description).toBe("Returned deposit of Jan 4, 2027: Insufficient funds");
    expect(janView?.closingCents).toBe(50_000n + 1_234n);
    expect(febView?.openingCents).toBe(janView?.closingCents);
    const [row] = await database.db
      .select({ balance: dedicatedAccounts.balanceCents })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.id, enrolled.accountId));
    expect(febView?.closingCents).toBe(row?.balance);
    expect(febView?.inProgress).toBe(true);
    expect(janView?.inProgress).toBe(false);
  });

  it("gives the owner the PDF and the CSV with the same figures", async () => {
    const account = await accountOf();
    const view = await readStatement(database.db, account, "2027-02", { timeZone: "UTC", now: clock.now() });
    if (!view) throw new Error("no February statement");
    const pdf = await download(customerDownload, statementPath("2027-02", "pdf"), customer, {
      accountId: enrolled.accountId,
      month: "2027-02",
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toContain("harborline-statement-");
    expect(pdf.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes.slice(), { verbosity: 0 }), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Dedicated account statement, February 2027");
    expect(flat).toContain(`Account holder: ${view.customerName}`);
    expect(flat).toContain(`Opening balance: ${view.opening}`);
    expect(flat).toContain(`Closing balance: ${view.closing}`);
    expect(flat).toContain(`Payment to ${creditor}`);
    expect(flat).toContain("-$400.00");
    expect(flat).toContain("is not over");
    // The same statement again: the same bytes.
    const again = await download(customerDownload, statementPath("2027-02", "pdf"), customer, {
      accountId: enrolled.accountId,
      month: "2027-02",
    });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);

    const csv = await download(customerDownload, statementPath("2027-02", "csv"), customer, {
      accountId: enrolled.accountId,
      month: "2027-02",
    });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const records = parse(await csv.text(), { bom: true }) as string[][];
    expect(records[0]).toEqual([...STATEMENT_CSV_COLUMNS]);
    const rows = records.slice(1);
    expect(rows.map((row) => row[2])).toEqual(view.lines.map((line) => line.description));
    expect(rows.map((row) => row[0])).toEqual(["2027-02-04", "2027-02-10", "2027-02-10"]);
    expect(rows[0]?.slice(4, 6)).toEqual(["500.00", ""]);
    expect(rows[1]?.slice(3, 6)).toEqual([creditor, "", "400.00"]);
    // Every balance is the opening plus the money in less the money out so far; the last is the closing.
    let balance = view.openingCents;
    for (const row of rows) {
      balance += cents(row[4] ?? "") - cents(row[5] ?? "");
      expect(cents(row[6] ?? "")).toBe(balance);
    }
    expect(balance).toBe(view.closingCents);
  });

  it("exists for no one else, nor for a month without a transaction or a format it does not have", async () => {
    const params = { accountId: enrolled.accountId, month: "2027-02" };
    expect((await download(customerDownload, statementPath("2027-02", "pdf"), stranger, params)).status).toBe(
      404,
    );
    for (const [month, format] of [
      ["2026-11", "pdf"],
      ["2027-13", "pdf"],
      ["2027-02", "xlsx"],
    ] as const) {
      const answer = await download(customerDownload, statementPath(month, format), customer, {
        accountId: enrolled.accountId,
        month,
      });
      expect(answer.status).toBe(404);
    }
  });

  it("gives an admin the same file, on record in the audit log", async () => {
    const path = `/admin/money/${enrolled.accountId}/statements/2027-01?format=csv`;
    const answer = await download(adminDownload, path, admin, {
      accountId: enrolled.accountId,
      month: "2027-01",
    });
    expect(answer.status).toBe(200);
    const records = parse(await answer.text(), { bom: true }) as string[][];
    expect(records).toHaveLength(4);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "statement_downloaded"), eq(auditLog.targetId, enrolled.accountId)));
    expect(audit.map((row) => [row.actorId, row.after])).toEqual([
      [admin.id, { month: "2027-01", format: "csv" }],
    ]);
    const refused = await download(adminDownload, path, customer, {
      accountId: enrolled.accountId,
      month: "2027-01",
    }).then(
      (response) => response.status,
      (thrown: Response) => thrown.status,
    );
    expect(refused).toBe(302);
  });
});

async function accountOf() {
  const [row] = await database.db
    .select({
      id: dedicatedAccounts.id,
      applicationId: dedicatedAccounts.applicationId,
      firstName: applications.firstName,
      lastName: applications.lastName,
      status: dedicatedAccounts.status,
      openedAt: dedicatedAccounts.openedAt,
    })
    .from(dedicatedAccounts)
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(eq(dedicatedAccounts.id, enrolled.accountId));
  if (!row) throw new Error("no account");
  return row;
}

function cents(decimal: string): bigint {
  if (!decimal) return 0n;
  const [whole, fraction = ""] = decimal.split(".");
  return BigInt(whole ?? "0") * 100n + BigInt(fraction.padEnd(2, "0"));
}
