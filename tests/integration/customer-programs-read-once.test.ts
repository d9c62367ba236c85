import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerPrograms } from "#app/routes/dashboard/customer-programs.server.ts";
import type { Clock } from "#app/server/clock.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices } from "#tests/support/test-services.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The portal's frame and its room load in one request and show the same figures: they share one
// read of the customer's programs (each read asks the clock once for its day).

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("customerPrograms", () => {
  it("reads a customer's programs once per request, again for the next request or another person", async () => {
    let reads = 0;
    const clock: Clock = {
      now() {
        reads += 1;
        return new Date("2027-03-01T15:00:00Z");
      },
    };
    const services = createTestServices(database, {}, clock);
    const [ada, grace] = [await insertUser(database.db), await insertUser(database.db)];
    const request = contextFor(services);

    const [frame, room] = [customerPrograms(request, ada.id), customerPrograms(request, ada.id)];
    expect(room).toBe(frame);
    expect(await frame).toEqual([]);
    expect(reads).toBe(1);

    await customerPrograms(contextFor(services), ada.id);
    expect(reads).toBe(2);
    await customerPrograms(request, grace.id);
    expect(reads).toBe(3);
  });
});
