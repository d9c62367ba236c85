// npm run data-key:rotate [-- --batch-size 500]: re-encrypts every personal value stored under a
// key other than the current one (the first of DATA_ENCRYPTION_KEY) with the current one, a batch
// at a time; safe to run again, and beside running servers on PostgreSQL (docs/decisions/0028).
// On the embedded database, stop the server first (it holds DATA_DIR).
// Afterwards the older keys can be removed from DATA_ENCRYPTION_KEY.
import { parseArgs } from "node:util";
import { DataCipherError } from "#app/server/data-cipher.server.ts";
import { resolveDataCipher } from "#app/server/data-key.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { serializeError } from "#app/server/logger.server.ts";
import { encryptPersonalData } from "#app/server/personal-data-migration.server.ts";
import { type Fail, failure, messageOf, openConfiguredDatabase } from "./command-support.ts";

const fail: Fail = failure("data-key:rotate");

let batchSize = 500;
try {
  const { values } = parseArgs({ options: { "batch-size": { type: "string" } }, strict: true });
  if (values["batch-size"] !== undefined) batchSize = Number(values["batch-size"]);
} catch (error) {
  fail(messageOf(error));
}
if (!Number.isSafeInteger(batchSize) || batchSize < 1) fail("--batch-size must be a whole number above 0");

const env = readEnv();
let cipher: ReturnType<typeof resolveDataCipher>;
try {
  cipher = resolveDataCipher(env);
} catch (error) {
  fail(messageOf(error));
}
const database = await openConfiguredDatabase(env, fail);
try {
  await database.migrate();
  const counts = await encryptPersonalData(database.db, cipher, { mode: "rotate", batchSize });
  process.stdout.write(
    `Re-encrypted ${counts.applications} application(s), ${counts.users} user(s), ${counts.messages} message(s), ${counts.bank_accounts} bank account(s) and ${counts.documentChunks} document chunk(s) with key "${cipher.currentKeyId}".\n` +
      `Every personal value is now under that key: the other keys can be removed from DATA_ENCRYPTION_KEY.\n`,
  );
} catch (error) {
  // A value under a key the variable does not hold: its message names the column and key id.
  // Anything else is summarised as the log does (a query's message would repeat its values).
  const said = error instanceof DataCipherError ? error.message : JSON.stringify(serializeError(error));
  process.stderr.write(`data-key:rotate: ${said}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
