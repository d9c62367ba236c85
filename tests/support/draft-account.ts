import { eq } from "drizzle-orm";
import { DEFAULT_SITE } from "../../app/config/site.ts";
import type { DraftAccount } from "../../app/domain/bank-account/draft-account-form.ts";
import type { DataCipher } from "../../app/server/data-cipher.server.ts";
import type { Db } from "../../app/server/db.server.ts";
import {
  giveDraftAccount,
  type NoticeSite,
} from "../../app/server/models/bank-account/bank-accounts.server.ts";
import { applications } from "../../db/schema.ts";

// The draft account a customer gives before signing (issue 44), for tests and fixtures that sign
// an agreement: a checksum-valid routing number and an account ending in 6789.

export const TEST_DRAFT_ACCOUNT: DraftAccount = {
  holderName: "Ada Lovelace",
  routingNumber: "021000021",
  accountNumber: "000123456789",
  accountType: "checking",
};

/** Where the authorization's e-mailed copy points, in tests. */
export const TEST_NOTICE: NoticeSite = {
  site: DEFAULT_SITE,
  programUrl: "http://localhost:5173/dashboard/program",
};

/** The application's owner gives `account` as their draft account, as My Program takes it. */
export async function giveTestDraftAccount(
  db: Db,
  cipher: DataCipher,
  applicationId: string,
  options: { now?: Date; account?: DraftAccount } = {},
): Promise<void> {
  const [owner] = await db
    .select({ userId: applications.userId, email: applications.email })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!owner?.userId) throw new Error("no owner to give a draft account");
  const result = await giveDraftAccount(db, {
    applicationId,
    caller: { id: owner.userId, email: owner.email },
    cipher,
    notice: TEST_NOTICE,
    now: options.now ?? new Date(),
    account: options.account ?? TEST_DRAFT_ACCOUNT,
  });
  if (result.kind !== "changed")
    throw new Error(`the draft account was not given: ${JSON.stringify(result)}`);
}
