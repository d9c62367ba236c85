import crypto from "node:crypto";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import {
  shownApplicationFields,
  storedApplicationFields,
} from "#app/server/models/application/personal-data.server.ts";
import { applications } from "#db/schema.ts";
import { testCipher } from "./test-cipher.ts";

export type NewApplication = typeof applications.$inferInsert;

/**
 * A valid application row (pending, no owner) with a unique e-mail; override any field, the
 * personal ones in plain: they come back encrypted (with the tests' key unless another is given),
 * as the server stores them.
 */
export function sampleApplication(
  overrides: Partial<NewApplication> = {},
  cipher: DataCipher = testCipher,
): NewApplication {
  return storedApplicationFields(cipher, {
    submissionId: crypto.randomUUID(),
    debtAmount: "15000.00",
    debtRange: "$10,001-$15,000",
    creditScore: "good",
    firstName: "Ada",
    lastName: "Lovelace",
    email: `${crypto.randomUUID()}@test.example`,
    phone: "5551234567",
    address: "1 Harbor Way, Springfield",
    dateOfBirth: "1980-04-12",
    ssnLastFour: "1234",
    employmentStatus: "employed",
    monthlyIncome: "4200.00",
    ...overrides,
  });
}

/**
 * Inserts `sampleApplication(overrides)` straight into the database, its personal data
 * checked and encrypted with the tests' key as the server stores it; returns the row decrypted.
 */
export async function insertApplication(db: Db, overrides: Partial<NewApplication> = {}) {
  const [row] = await db.insert(applications).values(sampleApplication(overrides)).returning();
  if (!row) throw new Error("the application insert returned no row");
  return shownApplicationFields(testCipher, row);
}
