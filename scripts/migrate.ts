// npm run db:migrate: applies pending migrations and seeds reference data, then exits.
import { openDatabase } from "#app/server/db.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { seedReferenceData } from "#app/server/seed.server.ts";

const env = readEnv();
const database = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  rootDir: process.cwd(),
});
try {
  await database.migrate();
  await seedReferenceData(database.db);
  process.stdout.write(
    `Migrations applied on ${database.kind === "postgres" ? "PostgreSQL" : env.dataDir}.\n`,
  );
} finally {
  await database.close();
}
