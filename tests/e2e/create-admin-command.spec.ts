import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// `npm run create-admin -- --email <e-mail> --password <password>`, run as an operator would.
function createAdmin(dataDir: string, args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", "create-admin", "--", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "harborline-create-admin-"));
});
test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test("refuses a malformed e-mail and a weak password with a clear message and a non-zero exit", () => {
  const badEmail = createAdmin(dataDir, ["--email", "not-an-email", "--password", "Harbor-Light-42"]);
  expect(badEmail.code).toBe(1);
  expect(badEmail.err).toContain('Invalid email address: "not-an-email"');

  const weak = createAdmin(dataDir, ["--email", "boss@test.example", "--password", "password"]);
  expect(weak.code).toBe(1);
  expect(weak.err).toContain("Password is too weak");
  expect(weak.err).toContain("Password is too common");

  const missing = createAdmin(dataDir, ["--email", "boss@test.example"]);
  expect(missing.code).toBe(1);
  expect(missing.err).toContain("both --email and --password are required");
});

test("creates the admin, then says there is nothing to do", () => {
  const created = createAdmin(dataDir, ["--email", "Boss@Test.Example", "--password", "Harbor-Light-42"]);
  expect(created.err).toBe("");
  expect(created.code).toBe(0);
  expect(created.out).toMatch(/^Created the admin boss@test\.example \(id [0-9a-f-]{36}\)\.\n$/);

  const again = createAdmin(dataDir, ["--email", "boss@test.example", "--password", "Harbor-Light-42"]);
  expect(again.code).toBe(0);
  expect(again.out).toContain("Nothing to do: already an admin: boss@test.example");
});
