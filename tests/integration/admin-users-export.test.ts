import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userExportRecord } from "#app/domain/admin/users-export.ts";
import { loader } from "#app/routes/admin/users-export.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { usersCsvStream, usersCsvWriter } from "#app/server/users-export.server.ts";
import { adminUsers, auditLog, users } from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { insertApplication } from "#tests/support/fixtures.ts";
import { outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, TEST_ORIGIN } from "#tests/support/test-services.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";
import { testCipher } from "../support/test-cipher.ts";

// Export Users (issue 12, spec section 7): the file's name, its columns, every cell, formula
// injection neutralised, and the pages read from the database stitched together exactly once.

let database: Database;
let services: Services;
let admin: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  admin = await signedInAdmin(services);
  // The registration days and the file's name are the admin's days (issue 21): here UTC's, so the
  // rows below sit either side of a UTC midnight; tests/integration/time-zone.test.ts has others.
  await database.db.update(users).set({ timeZone: "UTC" }).where(eq(users.id, admin.id));
  customer = await signedInUser(services);
});
afterAll(() => database.close());

function download(path: string, user: SignedInUser | null = admin) {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
  return loader({ request, context: contextFor(services), params: {} } as never);
}

const HEADER = [
  "Name",
  "Email",
  "Phone",
  "Registration Date",
  "Admin Status",
  "Application Status",
  "Debt Amount",
];

/** What a spreadsheet that splits rows at every bare CR or LF (and cells at commas, outside quotes) sees. */
function spreadsheetRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .filter((line) => line.length > 0)
    .map(cellsOf);
}

/** A line's cells: split at commas outside quotes. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (const character of line) {
    if (character === '"') quoted = !quoted;
    if (character === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += character;
  }
  cells.push(cell);
  return cells;
}

/** A cell a spreadsheet would run as a formula: = + - @, a tab or a carriage return first. */
const FORMULA_START = /^"?[=+\-@\t\r]/;

async function csvOf(records: string[][]): Promise<string> {
  const writer = usersCsvWriter();
  const chunks: Buffer[] = [];
  writer.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => writer.on("end", resolve));
  for (const record of records) writer.write(record);
  writer.end();
  await ended;
  return Buffer.concat(chunks).toString("utf8");
}

describe("the file's rows (issue 20: a line break in a name split a row past the formula check)", () => {
  const names = [
    ["Ada\n=cmd|' /C calc'!A0", "Lovelace"],
    ["Grace\r+SUM(1)", "Hopper"],
    ["Mary\r\n@risk", "Jackson"],
    ["Katherine", "Johnson\u2028-1"],
    ["\tTab", "Start"],
  ];
  const records = names.map(([firstName, lastName]) =>
    userExportRecord({
      firstName: firstName ?? "",
      lastName: lastName ?? "",
      email: "someone@test.example",
      phone: "5551234567",
      registeredOn: "2026-11-27",
      isAdmin: false,
      applicationStatus: null,
      applicationDebt: null,
    }),
  );

  it("gives one row per user to a strict RFC 4180 reader and to a spreadsheet splitting at bare line breaks", async () => {
    const text = await csvOf(records);
    const strict = parse(text, { bom: true, relax_quotes: false, relax_column_count: false }) as string[][];
    expect(strict).toHaveLength(1 + names.length);
    const loose = spreadsheetRows(text);
    expect(loose).toHaveLength(1 + names.length);
    for (const row of loose) expect(row).toHaveLength(HEADER.length);
  });

  it("leaves no cell of any row starting a formula unescaped", async () => {
    const text = await csvOf(records);
    for (const row of [...(parse(text, { bom: true }) as string[][]), ...spreadsheetRows(text)]) {
      for (const cell of row) expect(cell, JSON.stringify(row)).not.toMatch(FORMULA_START);
    }
  });

  it("quotes a cell holding a line break, if one ever reaches the writer", async () => {
    const text = await csvOf([["Ada\nLovelace", "a@test.example", "", "", "", "", ""]]);
    expect(text).toContain('"Ada\nLovelace"');
    expect(parse(text, { bom: true })).toHaveLength(2);
  });

  it("is never asked for: the database refuses a name with a line break", async () => {
    await expect(insertUser(database.db, { firstName: "Ada\nLovelace" })).rejects.toThrow();
  });
});

describe("Export Users", () => {
  it("is refused to visitors and customers", async () => {
    expect((await outcome(() => download("/admin/users/export", null))).location).toBe(
      "/admin/auth?redirectTo=%2Fadmin%2Fusers%2Fexport",
    );
    expect((await outcome(() => download("/admin/users/export", customer))).location).toBe("/");
  });

  it("downloads users-export-{day}.csv with the spec's columns, each cell as stored, formulas neutralised", async () => {
    const tag = `Export${Date.now()}`;
    const created = new Date(Date.UTC(2026, 2, 14, 23, 59, 59));
    const evil = await insertUser(database.db, {
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: tag,
      phone: null,
      createdAt: new Date(created.getTime() + 4000),
    });
    const others = [
      await insertUser(database.db, {
        firstName: "+1",
        lastName: tag,
        createdAt: new Date(created.getTime() + 3000),
      }),
      await insertUser(database.db, {
        firstName: "-2",
        lastName: tag,
        createdAt: new Date(created.getTime() + 2000),
      }),
      await insertUser(database.db, {
        firstName: "@SUM(A1)",
        lastName: tag,
        createdAt: new Date(created.getTime() + 1000),
      }),
      await insertUser(database.db, { firstName: "\tTab", lastName: tag, createdAt: created }),
    ];
    const plain = await insertUser(database.db, {
      firstName: 'Zoë, "Z"',
      lastName: tag,
      createdAt: new Date(created.getTime() - 1000),
    });
    await database.db.insert(adminUsers).values({ id: plain.id });
    await insertApplication(database.db, {
      userId: plain.id,
      debtAmount: "1000.00",
      status: "declined",
      createdAt: new Date(2026, 0, 1),
    });
    await insertApplication(database.db, { userId: plain.id, debtAmount: "18250.50", status: "approved" });

    const response = await download(`/admin/users/export?q=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="users-export-${today}.csv"`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    // A UTF-8 byte order mark first, so spreadsheets read "Zoë" right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.startsWith("\uFEFFName,Email,")).toBe(true);
    expect(text).toContain("\r\n");

    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual([
      [
        `'=HYPERLINK("http://evil.example","x") ${tag}`,
        evil.email,
        "",
        "2026-03-15",
        "User",
        "No application",
        "",
      ],
      [`'+1 ${tag}`, others[0]?.email, "5551234567", "2026-03-15", "User", "No application", ""],
      [`'-2 ${tag}`, others[1]?.email, "5551234567", "2026-03-15", "User", "No application", ""],
      [`'@SUM(A1) ${tag}`, others[2]?.email, "5551234567", "2026-03-15", "User", "No application", ""],
      [`'\tTab ${tag}`, others[3]?.email, "5551234567", "2026-03-14", "User", "No application", ""],
      [`Zoë, "Z" ${tag}`, plain.email, "5551234567", "2026-03-14", "Admin", "Approved", "18250.50"],
    ]);
  });

  it("follows the list's filter", async () => {
    const tag = `Filter${Date.now()}`;
    await insertUser(database.db, { lastName: tag });
    const withApp = await insertUser(database.db, { lastName: tag });
    await insertApplication(database.db, { userId: withApp.id });
    const text = await (await download(`/admin/users/export?q=${tag}&filter=with-applications`)).text();
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows.map((r) => r[1])).toEqual(["Email", withApp.email]);
  });

  it("puts each export on record before its first byte: the admin, the list's search and filter", async () => {
    const tag = `Audit${Date.now()}`;
    const response = await download(`/admin/users/export?q=${tag}&filter=admins`);
    // Not read yet: the row is there already.
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "users_exported"), eq(auditLog.actorId, admin.id)));
    expect(
      rows.map(({ actorEmail, targetType, targetId, after }) => ({
        actorEmail,
        targetType,
        targetId,
        after,
      })),
    ).toContainEqual({
      actorEmail: admin.email,
      targetType: "user",
      targetId: null,
      after: { search: tag, filter: "admins" },
    });
    await response.body?.cancel();
    // A refused download writes nothing.
    const before = await database.db.select().from(auditLog).where(eq(auditLog.action, "users_exported"));
    await outcome(() => download("/admin/users/export", customer));
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, "users_exported")),
    ).toHaveLength(before.length);
  });

  it("reads page after page on (created_at, id), each user once, ties included", async () => {
    const tag = `Pages${Date.now()}`;
    const same = new Date(Date.UTC(2025, 5, 1));
    const made = [];
    for (let i = 0; i < 7; i += 1)
      made.push(await insertUser(database.db, { lastName: tag, createdAt: same }));
    const stream = await usersCsvStream(database.db, {
      cipher: testCipher,
      query: { search: tag, filter: "all" },
      timeZone: "America/New_York",
      pageSize: 2,
    });
    const rows = parse(await new Response(stream).text(), { bom: true }) as string[][];
    const emails = rows.slice(1).map((r) => r[1]);
    expect(emails).toHaveLength(7);
    expect(new Set(emails)).toEqual(new Set(made.map((u) => u.email)));
    // Newest first, ties by id descending: the same order as the list.
    const expected = [...made].sort((a, b) => (a.id < b.id ? 1 : -1)).map((u) => u.email);
    expect(emails).toEqual(expected);
  });
});
