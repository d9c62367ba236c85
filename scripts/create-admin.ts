// npm run create-admin -- --email <e-mail> --password <password> [--first-name A --last-name B]
// Creates the user as an admin, or promotes an existing user. Uses DATABASE_URL or DATA_DIR.
import { parseArgs } from "node:util";
import { emailField } from "#app/domain/fields.ts";
import { createOrPromoteAdmin } from "#app/server/admin-bootstrap.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { type Fail, failure, openConfiguredDatabase } from "./command-support.ts";

const fail: Fail = failure("create-admin");

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
    strict: true,
  }));
} catch (error) {
  fail(
    `${error instanceof Error ? error.message : String(error)}\nUsage: npm run create-admin -- --email <e-mail> --password <password>`,
  );
}
if (!values.email || !values.password) {
  fail(
    "both --email and --password are required.\nUsage: npm run create-admin -- --email <e-mail> --password <password>",
  );
}

if (!emailField.safeParse(values.email).success)
  fail(`refused:\n  - Invalid email address: "${values.email}"`);

const env = readEnv();
const database = await openConfiguredDatabase(env, fail);
try {
  await database.migrate();
  const result = await createOrPromoteAdmin(database.db, {
    email: values.email,
    password: values.password,
    firstName: values["first-name"],
    lastName: values["last-name"],
  });
  if (!result.ok) {
    process.exitCode = 1;
    process.stderr.write(`create-admin: refused:\n${result.problems.map((p) => `  - ${p}`).join("\n")}\n`);
  } else {
    const what = {
      created: "Created the admin",
      promoted: "Promoted the existing user to admin:",
      "already-admin": "Nothing to do: already an admin:",
    }[result.action];
    process.stdout.write(`${what} ${result.email} (id ${result.userId}).\n`);
  }
} finally {
  await database.close();
}
