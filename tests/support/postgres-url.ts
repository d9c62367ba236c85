// Test files named *.pg-only.test.ts run on the PostgreSQL leg only (vitest.config.ts includes
// them only when TEST_DATABASE_URL is set, as `npm test` does for that leg).

/** The PostgreSQL server of the tests' PostgreSQL leg. */
export function requirePostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error("This file runs on the PostgreSQL leg only: set TEST_DATABASE_URL (npm test does).");
  return url;
}
