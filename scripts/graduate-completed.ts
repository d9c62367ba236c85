// npm run program:graduate-completed
// Graduates the programs completed before issue 43 (the application complete, its dedicated
// account still open with deposits scheduled): each account closes and refunds what is left,
// the customer is e-mailed the graduation summary. Safe to run again: a graduated account is
// closed and is not found twice. Uses DATABASE_URL or DATA_DIR.
import { readEnv } from "#app/server/env.server.ts";
import { graduateCompletedPrograms } from "#app/server/models/program/graduate.server.ts";
import { type Fail, failure, openConfiguredDatabase } from "./command-support.ts";

const fail: Fail = failure("graduate-completed");
const env = readEnv();
const database = await openConfiguredDatabase(env, fail);
try {
  await database.migrate();
  const graduated = await graduateCompletedPrograms(database.db, { now: new Date(), env });
  process.stdout.write(`Graduated ${graduated} completed program${graduated === 1 ? "" : "s"}.\n`);
} finally {
  await database.close();
}
