import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { applications } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { type DashboardPage, loadDashboard } from "#tests/support/dashboard-route.ts";
import { sampleApplication } from "#tests/support/fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";

// The dashboard's list of applications comes one page at a time (docs/decisions/0029): 10
// newest first, pages chosen in the address, the summary still over every application, and
// what the loader sends bounded whatever the account holds.

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
});
afterAll(() => database.close());

/** My Applications (the frame and the room) as its loaders send it. */
async function load(path: string, user: SignedInUser) {
  const answer = await loadDashboard(services, path, { user });
  if (!answer.body?.choice || !answer.body.applications || !answer.body.selection)
    throw new Error(`no data (status ${answer.status})`);
  const body = answer.body as Required<DashboardPage>;
  return { status: answer.status, body, size: JSON.stringify(answer.body).length };
}

const listOf = (body: Required<DashboardPage>) => {
  if (!body.applications.ok) throw new Error(body.applications.message);
  return body.applications.value;
};

/** `count` applications of `user`, one a day back from 2026-06-01 (so index 0 is the newest); their ids, newest first. */
async function holding(user: SignedInUser, count: number, status: "pending" | "declined" = "pending") {
  const rows = Array.from({ length: count }, (_, i) =>
    sampleApplication({
      userId: user.id,
      status,
      debtAmount: "1000.00",
      createdAt: new Date(Date.UTC(2026, 5, 1) - i * 86_400_000),
    }),
  );
  const made = await database.db.insert(applications).values(rows).returning({ id: applications.id });
  return made.map((row) => row.id);
}

describe("the list's pages", () => {
  it("sends the 10 newest on the first page, with the page and how many there are", async () => {
    const user = await signedInUser(services);
    const ids = await holding(user, 23);
    const { body } = await load("/dashboard", user);
    const list = listOf(body);
    expect(list.items.map((item) => item.id)).toEqual(ids.slice(0, 10));
    expect(list).toMatchObject({ page: 1, pageCount: 3, total: 23 });
    expect(body.choice.page).toBe(1);
    // The newest is shown when the address names none.
    expect(body.choice.applicationId).toBe(ids[0]);
  });

  it("sends the page the address asks for, and the last one for a page beyond it", async () => {
    const user = await signedInUser(services);
    const ids = await holding(user, 23);
    const second = listOf((await load("/dashboard?page=2", user)).body);
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(10, 20));
    for (const asked of ["3", "99", "9007199254740993"]) {
      const { body } = await load(`/dashboard?page=${asked}`, user);
      expect(
        listOf(body).items.map((item) => item.id),
        asked,
      ).toEqual(ids.slice(20));
      expect(listOf(body).page).toBe(3);
      expect(body.choice.page).toBe(3);
    }
    for (const asked of ["0", "-2", "abc", "1.5", ""]) {
      expect(listOf((await load(`/dashboard?page=${asked}`, user)).body).page, asked).toBe(1);
    }
  });

  it("keeps showing the chosen application whatever page of the list is shown", async () => {
    const user = await signedInUser(services);
    const ids = await holding(user, 23);
    const oldest = ids.at(-1) ?? "";
    const { status, body } = await load(`/dashboard?application=${oldest}&page=1`, user);
    expect(status).toBe(200);
    expect(listOf(body).items.map((item) => item.id)).not.toContain(oldest);
    expect(body.selection.kind === "found" && body.selection.application.id).toBe(oldest);
    expect(body.choice).toMatchObject({ applicationId: oldest, page: 1 });
  });

  it("gives an account with no applications page 1 of 1", async () => {
    const user = await signedInUser(services);
    const { body } = await load("/dashboard?page=4", user);
    expect(listOf(body)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(body.selection).toEqual({ kind: "none" });
  });
});

describe("whatever the account holds", () => {
  it("sums the financial summary over every application, not the page shown", async () => {
    const user = await signedInUser(services);
    await holding(user, 25);
    await holding(user, 5, "declined");
    const { body } = await load("/dashboard?page=2", user);
    expect(body.summary).toMatchObject({
      ok: true,
      value: { applicationCount: 25, totalDebt: "$25,000.00" },
    });
    expect(listOf(body).total).toBe(30);
  });

  it("sends about as much for 600 applications as for 12", async () => {
    const few = await signedInUser(services);
    const many = await signedInUser(services);
    await holding(few, 12);
    await holding(many, 600);
    const small = await load("/dashboard", few);
    const large = await load("/dashboard", many);
    expect(listOf(large.body).items).toHaveLength(10);
    // Only the counts' digits and the page count differ.
    expect(large.size - small.size).toBeLessThan(20);
  });
});
