import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#app/domain/calendar.ts";
import type { Database } from "#app/server/db.server.ts";
import { dedicatedAccounts, scheduledDeposits } from "#db/schema.ts";
import { type EnrolledCustomer, insertEnrolledCustomer } from "#tests/support/enrolled-fixtures.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { lifecycleAdmin } from "#tests/support/user-fixtures.ts";

// The returns in a row are a cache the database keeps (migration 0039's trigger on
// scheduled_deposits): for random sequences of clears, returns and retries, whichever statement
// moved the deposits, the account's count equals the returned deposits after its latest cleared one
// by due day (a retry at its own due day), and its last return is the latest returned deposit's.

let database: Database;
let customer: EnrolledCustomer;
const AT = new Date("2027-01-20T17:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  customer = await insertEnrolledCustomer(database.db, await lifecycleAdmin(database.db), {
    now: new Date("2026-12-01T17:00:00Z"),
    firstDepositDate: "2026-12-15",
  });
});
afterAll(() => database.close());

const step = fc.record({
  index: fc.integer({ min: 0, max: 5 }),
  op: fc.constantFrom("clear" as const, "return" as const, "retry" as const),
});

const depositsOf = () =>
  database.db
    .select()
    .from(scheduledDeposits)
    .where(eq(scheduledDeposits.accountId, customer.accountId))
    .orderBy(asc(scheduledDeposits.dueOn), asc(scheduledDeposits.id));

describe("returns in a row", () => {
  it("equal the trailing returned deposits by due day, for any sequence of clears, returns and retries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        // Every run starts from the schedule as made: retries gone, every deposit scheduled.
        await database.db.delete(scheduledDeposits).where(eq(scheduledDeposits.kind, "retry"));
        await database.db
          .update(scheduledDeposits)
          .set({ status: "scheduled", settledAt: null, returnReason: null, returnCode: null })
          .where(eq(scheduledDeposits.accountId, customer.accountId));
        let minute = 0;
        for (const { index, op } of steps) {
          const deposits = await depositsOf();
          const deposit = deposits[index % deposits.length];
          if (!deposit) continue;
          const settledAt = new Date(AT.getTime() + ++minute * 60_000);
          if (op === "clear" && deposit.status === "scheduled") {
            await database.db
              .update(scheduledDeposits)
              .set({ status: "cleared", settledAt })
              .where(eq(scheduledDeposits.id, deposit.id));
          } else if (op === "return" && deposit.status === "cleared") {
            await database.db
              .update(scheduledDeposits)
              .set({ status: "returned", settledAt, returnReason: "insufficient_funds", returnCode: "R01" })
              .where(eq(scheduledDeposits.id, deposit.id));
          } else if (op === "retry" && deposit.status === "returned" && deposit.kind !== "retry") {
            const taken = new Set(deposits.map((row) => row.dueOn));
            let day = addDays(deposit.dueOn, 3);
            while (taken.has(day)) day = addDays(day, 1);
            await database.db.insert(scheduledDeposits).values({
              accountId: customer.accountId,
              dueOn: day,
              amountCents: deposit.amountCents,
              kind: "retry",
              retryOf: deposit.id,
            });
          }
        }
        const rows = await depositsOf();
        const lastCleared = rows
          .filter((row) => row.status === "cleared")
          .map((row) => row.dueOn)
          .sort()
          .at(-1);
        const trailing = rows.filter(
          (row) => row.status === "returned" && (!lastCleared || row.dueOn > lastCleared),
        );
        const returned = rows
          .filter((row) => row.status === "returned")
          .map((row) => row.settledAt?.getTime() ?? 0);
        const [account] = await database.db
          .select({ n: dedicatedAccounts.returnsInARow, last: dedicatedAccounts.lastReturnAt })
          .from(dedicatedAccounts)
          .where(eq(dedicatedAccounts.id, customer.accountId));
        expect(account?.n).toBe(trailing.length);
        expect(account?.last?.getTime() ?? null).toBe(returned.length > 0 ? Math.max(...returned) : null);
      }),
      { numRuns: 25 },
    );
  });
});
