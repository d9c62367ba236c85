import { expect } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import type { Db } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { insertApplicationWithAccounts } from "./debt-account-fixtures.ts";
import { giveTestDraftAccount } from "./draft-account.ts";
import type { NewApplication } from "./fixtures.ts";
import { testCipher } from "./test-cipher.ts";
import { insertUser } from "./user-fixtures.ts";

// The enrollment agreement's tests (issues 22 and 44): an approved application with its plan,
// owned by a customer in Phoenix, with the draft account a signature needs, waiting for the signature.

const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };

/**
 * An application approved by `admin` at `now` (its plan made then), with two debts and, unless
 * `draftAccount` is false, the draft account given (issue 44).
 */
export async function approvedWithPlan(
  db: Db,
  admin: { id: string; email: string; role: "admin" },
  now: Date,
  overrides: Partial<NewApplication> = {},
  { draftAccount = true }: { draftAccount?: boolean } = {},
) {
  const owner = await insertUser(db, { timeZone: "America/Phoenix" });
  const { application } = await insertApplicationWithAccounts(db, { ...overrides, userId: owner.id });
  const approval = await changeApplicationStatus(db, {
    applicationId: application.id,
    action: "approve",
    actor: admin,
    env,
    now,
  });
  expect(approval.kind).toBe("changed");
  if (draftAccount) await giveTestDraftAccount(db, testCipher, application.id, { now });
  return { owner: { id: owner.id, email: owner.email, role: "customer" as const }, id: application.id };
}
