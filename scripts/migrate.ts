// npm run db:migrate: applies pending migrations, encrypts personal data stored before
// encryption (docs/decisions/0028) and seeds reference data, then exits.
import { resolveDataCipher } from "#app/server/data-key.server.ts";
import { openDatabase } from "#app/server/db.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { encryptPersonalData } from "#app/server/personal-data-migration.server.ts";
import { seedReferenceData } from "#app/server/seed.server.ts";

const env = readEnv();
const cipher = resolveDataCipher(env);
const database = await openDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  rootDir: process.cwd(),
});
try {
  await database.migrate();
  await encryptPersonalData(database.db, cipher, { mode: "plaintext" });
  await seedReferenceData(database.db);
  process.stdout.write(
    `Migrations applied on ${database.kind === "postgres" ? "PostgreSQL" : env.dataDir}.\n`,
  );
} finally {
  await database.close();
}
