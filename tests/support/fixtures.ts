import crypto from "node:crypto";
import type { Db } from "#app/server/db.server.ts";
import { applications } from "#db/schema.ts";

export type NewApplication = typeof applications.$inferInsert;

/** A valid application row (pending, no owner) with a unique e-mail; override any field. */
export function sampleApplication(overrides: Partial<NewApplication> = {}): NewApplication {
  return {
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
  };
}

/** Inserts `sampleApplication(overrides)` straight into the database and returns the row. */
export async function insertApplication(db: Db, overrides: Partial<NewApplication> = {}) {
  const [row] = await db.insert(applications).values(sampleApplication(overrides)).returning();
  if (!row) throw new Error("the application insert returned no row");
  return row;
}
