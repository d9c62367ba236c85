import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORED_PAGES } from "#app/routes/stored-pages.server.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database, Db } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { postMessage } from "#app/server/models/message/post-message.server.ts";
import { PROGRAM_ROWS } from "#app/server/stored-pages/customer-rows.server.ts";
import { fingerprintOf } from "#app/server/stored-pages/page-rows.server.ts";
import type { StoredPageDefinition } from "#app/server/stored-pages/stored-page.server.ts";
import { accountDetailsForms } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { insertApplicationWithAccounts } from "#tests/support/debt-account-fixtures.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import {
  insertProgramKinds,
  PROGRAM_KINDS_TODAY,
  type ProgramKinds,
} from "#tests/support/program-kinds-fixtures.ts";
import { loggingDb, tablesOf } from "#tests/support/query-log.ts";
import { runRoutes } from "#tests/support/route-chain.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// A stored page is served again while its fingerprint stays the same (docs/decisions/0036, 0040),
// and the fingerprint covers only the rows its routes declare. So every stored page's loaders run
// here under a query log, and each table they read must be one the page's rows cover; a read
// added to a loader without its rows in the declaration fails here, before a customer sees a page
// that never updates. Each declared kind of row must really change the fingerprint, too.

/** Read on every request before a stored page is chosen (the live-session check), so never stale in one. */
const CHECKED_PER_REQUEST = new Set(["sessions"]);

/** The tables a program's one projection reads (issue 43). */
const PROGRAM_TABLES = new Set(PROGRAM_ROWS.map((rows) => rows.table));

/** Words of a page that depends on today's date: such a page is `dated` or not stored (decision 40). */
const DATED_WORDS = /\b(due|overdue|next deposit|expires?|expired)\b/i;

let database: Database;
let services: Services;
let customer: SignedInUser;
let admin: SignedInUser;
let programs: ProgramKinds;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, new TestClock(PROGRAM_KINDS_TODAY));
  // Every kind of row a page may show: applications (one with debt accounts and a completed
  // details form), a page of applications for the admin's list.
  customer = await signedInUser(services);
  const { application } = await insertApplicationWithAccounts(database.db, { userId: customer.id, count: 2 });
  await database.db
    .insert(accountDetailsForms)
    .values({ applicationId: application.id, completedAt: new Date(), originalCreditor: "Harbor Bank" });
  await insertApplication(database.db, { userId: customer.id, status: "declined" });
  // Their programs (issue 43): one running (a debt Paid Off, its payment and fee cleared; an offer
  // waiting), one completed (graduated, its refund requested), one left: every program row a page
  // reads through the one projection.
  programs = await insertProgramKinds(database.db, await lifecycleAdmin(database.db), customer);
  admin = await signedInAdmin(services);
  await Promise.all(Array.from({ length: 3 }, () => insertApplication(database.db)));
  // The customer's conversation with an unread message for the team (issue 25: the frame's and
  // the admin sidebar's Messages counts).
  await postMessage(database.db, services.cipher, {
    sender: "customer",
    author: customer,
    to: { customerId: customer.id },
    body: "A question",
    files: [],
    env: services.env,
    now: new Date(),
  });
});
afterAll(() => database.close());

/**
 * Tables whose rows are never updated (the ledger: its trigger refuses), written to by a new row
 * instead: an adjustment on the running program's account.
 */
const APPEND_ONLY: Record<string, (db: Db) => Promise<unknown>> = {
  ledger_entries: (db) =>
    db.execute(sql`insert into ledger_entries (account_id, kind, amount_cents, effective_on, reason)
      values (${programs.running.accountId}, 'adjustment', 1, '2027-01-21', 'A write the fingerprint must see')`),
};

const personFor = (page: StoredPageDefinition) => (page.path.startsWith("/admin/") ? admin : customer);

async function sessionUser(person: SignedInUser): Promise<SessionUser> {
  return { id: person.id, isAdmin: person === admin } as SessionUser;
}

async function fingerprint(page: StoredPageDefinition, db: Db = database.db) {
  const url = new URL(page.path, "http://localhost");
  return fingerprintOf({ db, user: await sessionUser(personFor(page)), url }, page.rows);
}

describe.each(STORED_PAGES.map((page) => [page.path, page] as const))("%s", (_path, page) => {
  it("reads no table its declared rows do not cover", async () => {
    const { db, queries } = loggingDb(database);
    const logged = { ...services, db, database: { ...database, db } };
    const personalPage = { storable: false, refused: false };
    const result = await runRoutes(logged, page.path, { user: personFor(page), personalPage });
    expect(result.status, "the page rendered").toBe(200);
    expect(personalPage, "a complete page says it may be stored").toEqual({ storable: true, refused: false });
    const read = await tablesOf(database, queries);
    expect(read.size, "the log saw the loaders' reads").toBeGreaterThan(1);
    const covered = new Set(page.rows.map((rows) => rows.table));
    const uncovered = [...read].filter((table) => !covered.has(table) && !CHECKED_PER_REQUEST.has(table));
    expect(uncovered, `tables ${page.path} reads that its fingerprint does not cover`).toEqual([]);
    if (!page.dated) expect(JSON.stringify(result.data)).not.toMatch(DATED_WORDS);
  });

  it("changes its fingerprint with a write to each table its rows cover", async () => {
    const before = await fingerprint(page);
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    const scope = {
      db: database.db,
      user: await sessionUser(personFor(page)),
      url: new URL(page.path, "http://localhost"),
    };
    for (const rows of page.rows) {
      const what = `${rows.name} rows (${rows.table})`;
      // Each kind reads the table it claims to cover...
      const { db, queries } = loggingDb(database);
      const { rows: parts } = (await db.execute(rows.parts({ ...scope, db }))) as unknown as {
        rows: { part: string }[];
      };
      expect([...(await tablesOf(database, queries))], what).toContain(rows.table);
      for (const { part } of parts) expect(part.startsWith(`${rows.name}:`), what).toBe(true);
      // The customer's programs hold rows of every kind a program is made of (issue 43).
      if (PROGRAM_TABLES.has(rows.table) && personFor(page) === customer)
        expect(parts.length, `${what}: the fixture's programs have such rows`).toBeGreaterThan(0);
      // ...and, where the person has such rows, a write to them changes the fingerprint (a write
      // that changes no value still writes a new version of every row).
      if (parts.length === 0) continue;
      const previous = await fingerprint(page);
      const [column] = (
        (await database.db.execute(
          sql`select column_name from information_schema.columns where table_name = ${rows.table} order by ordinal_position limit 1`,
        )) as unknown as { rows: { column_name: string }[] }
      ).rows;
      if (!column) throw new Error(`no table ${rows.table}`);
      const name = sql.identifier(column.column_name);
      const append = APPEND_ONLY[rows.table];
      if (append) await append(database.db);
      else await database.db.execute(sql`update ${sql.identifier(rows.table)} set ${name} = ${name}`);
      expect(await fingerprint(page), what).not.toBe(previous);
    }
  });
});

describe("a stored page's render", () => {
  it("is refused whenever a panel of the frame or the room fails", async () => {
    const broken: Db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "select" || property === "execute") {
          return () => {
            throw new Error("database unavailable");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    for (const page of STORED_PAGES.filter((candidate) => candidate.path.startsWith("/dashboard"))) {
      const personalPage = { storable: false, refused: false };
      await runRoutes(services, page.path, {
        user: customer,
        with: { ...services, db: broken },
        personalPage,
      });
      // Support shows nothing read from the database but the frame's summary, which failed.
      expect(personalPage.refused, page.path).toBe(true);
    }
  });
});
