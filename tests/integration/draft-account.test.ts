import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { DRAFT_ACCOUNT_MESSAGES_OF_STATE } from "#app/domain/bank-account/authorization.ts";
import { AGREEMENT_MESSAGES } from "#app/domain/enrollment/agreement.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import {
  DEBIT_AUTHORIZATION_VERSION,
  giveDraftAccount,
  replaceDraftAccount,
  revokeDebitAuthorization,
} from "#app/server/models/bank-account/bank-accounts.server.ts";
import { findConsentsForApplication } from "#app/server/models/consent/consents.server.ts";
import { signAgreement } from "#app/server/models/enrollment/agreement.server.ts";
import { readProgramFacts } from "#app/server/models/projection/read-facts.server.ts";
import { reconcileSchedule } from "#app/server/models/projection/reconcile-schedule.server.ts";
import {
  auditLog,
  bankAccounts,
  debitAuthorizations,
  dedicatedAccounts,
  emailOutbox,
  scheduledDeposits,
} from "#db/schema.ts";
import { TestClock } from "#tests/support/clock.ts";
import { insertApplicationWithAccounts } from "#tests/support/debt-account-fixtures.ts";
import { TEST_DRAFT_ACCOUNT, TEST_NOTICE } from "#tests/support/draft-account.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { TEST_COMPANY, testDocumentSigner } from "#tests/support/test-signer.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The draft account and its debit authorization (issue 44), on PGlite and on PostgreSQL
// (TEST_DATABASE_URL): the account given before the signature (its numbers encrypted, the last
// fours alone in the clear and in the audit row), a signature refused without it, the signature's
// own consent and e-mailed copy, the account replaced with a new authorization, and a revocation
// that stops every deposit from 3 business days on, with the clock moved, while nothing adds any back.

let database: Database;
const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };
const admin = { id: "", email: "drafts@harborline.example", role: "admin" as const };
const clock = new TestClock("2026-11-27T15:00:00Z");
const OTHER = { ...TEST_DRAFT_ACCOUNT, accountNumber: "5550001234", accountType: "savings" as const };

beforeAll(async () => {
  database = await createTestDatabase();
  admin.id = (await insertUser(database.db, { email: admin.email })).id;
});
afterAll(() => database.close());

async function approved() {
  clock.set("2026-11-27T15:00:00Z");
  const owner = await insertUser(database.db, { timeZone: "America/Phoenix" });
  const { application } = await insertApplicationWithAccounts(database.db, { userId: owner.id });
  const approval = await changeApplicationStatus(database.db, {
    applicationId: application.id,
    action: "approve",
    actor: admin,
    env,
    now: clock.now(),
  });
  expect(approval.kind).toBe("changed");
  return { owner: { id: owner.id, email: owner.email }, id: application.id };
}

const changes = (owner: { id: string; email: string }, id: string) => ({
  applicationId: id,
  caller: owner,
  cipher: testCipher,
  notice: TEST_NOTICE,
  now: clock.now(),
});

async function sign(owner: { id: string; email: string }, id: string) {
  return signAgreement(database.db, {
    applicationId: id,
    caller: { ...owner, role: "customer" },
    seenRevision: 1,
    now: clock.now(),
    typedName: "Ada Lovelace",
    clientAddress: "203.0.113.7",
    userAgent: "Mozilla/5.0 (Draft account test)",
    timeZone: "America/Phoenix",
    cipher: testCipher,
    notice: TEST_NOTICE,
    company: TEST_COMPANY,
    signer: await testDocumentSigner(),
  });
}

const SIGNATURE = {
  typedName: "Ada Lovelace",
  clientAddress: "203.0.113.8",
  userAgent: "Mozilla/5.0 (Draft account test)",
  timeZone: "America/Phoenix",
};

describe("the draft account", () => {
  it("is needed before the signature: the signature is refused, saying what to do, and nothing is written", async () => {
    const { owner, id } = await approved();
    expect(await sign(owner, id)).toEqual({
      kind: "refused",
      reason: AGREEMENT_MESSAGES.noDraftAccount,
      revision: 1,
    });
    expect(await findConsentsForApplication(database.db, id)).toHaveLength(0);
  });

  it("is kept encrypted with its last fours only in the clear; a second replaces the first; the same is refused", async () => {
    const { owner, id } = await approved();
    expect(
      await giveDraftAccount(database.db, { ...changes(owner, id), account: TEST_DRAFT_ACCOUNT }),
    ).toMatchObject({ kind: "changed" });
    const [row] = await database.db.select().from(bankAccounts).where(eq(bankAccounts.applicationId, id));
    if (!row) throw new Error("no bank account");
    expect(row).toMatchObject({ accountLastFour: "6789", routingLastFour: "0021", status: "active" });
    expect(row.routingNumber).toMatch(/^v1:/);
    expect(row.accountNumber).toMatch(/^v1:/);
    expect(testCipher.decrypt("bank_accounts.account_number", row.accountNumber)).toBe("000123456789");
    expect(testCipher.decrypt("bank_accounts.routing_number", row.routingNumber)).toBe("021000021");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "bank_account_added")));
    expect(audit?.after).toMatchObject({ accountLastFour: "6789", routingLastFour: "0021" });
    expect(JSON.stringify(audit)).not.toMatch(/000123456789|021000021/);

    expect(
      await giveDraftAccount(database.db, { ...changes(owner, id), account: TEST_DRAFT_ACCOUNT }),
    ).toEqual({ kind: "refused", reason: DRAFT_ACCOUNT_MESSAGES_OF_STATE.sameAccount });
    expect(await giveDraftAccount(database.db, { ...changes(owner, id), account: OTHER })).toMatchObject({
      kind: "changed",
    });
    const rows = await database.db
      .select({ status: bankAccounts.status, lastFour: bankAccounts.accountLastFour })
      .from(bankAccounts)
      .where(eq(bankAccounts.applicationId, id))
      .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.status));
    expect(rows).toEqual(
      expect.arrayContaining([
        { status: "replaced", lastFour: "6789" },
        { status: "active", lastFour: "1234" },
      ]),
    );
    // Another customer's application looks absent.
    const stranger = await insertUser(database.db);
    expect(
      await giveDraftAccount(database.db, {
        ...changes({ id: stranger.id, email: stranger.email }, id),
        account: TEST_DRAFT_ACCOUNT,
      }),
    ).toEqual({ kind: "not-found" });
  });

  it("refuses an edit of its numbers and any removal, in the database itself", async () => {
    const { owner, id } = await approved();
    await giveDraftAccount(database.db, { ...changes(owner, id), account: TEST_DRAFT_ACCOUNT });
    await expect(
      database.db.execute(
        sql`update bank_accounts set account_last_four = '0000' where application_id = ${id}`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`update bank_accounts set account_number = routing_number where application_id = ${id}`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`delete from bank_accounts where application_id = ${id}`),
    ).rejects.toThrow();
  });
});

describe("the debit authorization", () => {
  it("is given by the signature: its own consent, its row on the plan's terms, and a copy by e-mail", async () => {
    const { owner, id } = await approved();
    await giveDraftAccount(database.db, { ...changes(owner, id), account: TEST_DRAFT_ACCOUNT });
    clock.advance({ hours: 1 });
    expect(await sign(owner, id)).toEqual({ kind: "changed", revision: 1 });
    const consent = (await findConsentsForApplication(database.db, id)).find(
      (c) => c.kind === "debit_authorization",
    );
    expect(consent).toMatchObject({
      disclosureVersion: DEBIT_AUTHORIZATION_VERSION,
      typedName: "Ada Lovelace",
      clientAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Draft account test)",
      planRevision: 1,
      createdAt: clock.now(),
    });
    expect(consent?.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const [authorization] = await database.db
      .select()
      .from(debitAuthorizations)
      .where(eq(debitAuthorizations.applicationId, id));
    expect(authorization).toMatchObject({
      kind: "recurring",
      status: "active",
      consentId: consent?.id,
      maxDebits: 36,
      textVersion: DEBIT_AUTHORIZATION_VERSION,
      textSha256: consent?.documentSha256,
    });
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `debit-authorization:${authorization?.id}`));
    expect(mail?.subject).toBe("Your Harborline Debt Relief debit authorization");
    expect(mail?.textBody).toContain("checking account ending in 6789 (routing number ending in 0021)");
    expect(mail?.textBody).toContain("at least 3 business days before a scheduled debit");
    expect(mail?.textBody).toContain("Authorized electronically by Ada Lovelace");
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toMatch(/000123456789|021000021/);
    // The authorization's terms never change (a trigger).
    await expect(
      database.db.execute(sql`update debit_authorizations set amount_cents = 1 where application_id = ${id}`),
    ).rejects.toThrow();
  });

  it("revoked, stops every deposit due from 3 business days on; nothing adds them back until a new authorization", async () => {
    const { owner, id } = await approved();
    await giveDraftAccount(database.db, { ...changes(owner, id), account: TEST_DRAFT_ACCOUNT });
    clock.set("2026-11-28T17:00:00Z");
    expect((await sign(owner, id)).kind).toBe("changed");
    const enrolled = await changeApplicationStatus(database.db, {
      applicationId: id,
      action: "approve-enrollment",
      actor: admin,
      env,
      now: clock.now(),
    });
    expect(enrolled.kind).toBe("changed");
    const [account] = await database.db
      .select({ id: dedicatedAccounts.id })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.applicationId, id));
    if (!account) throw new Error("no dedicated account");
    const deposits = () =>
      database.db
        .select({ dueOn: scheduledDeposits.dueOn, status: scheduledDeposits.status })
        .from(scheduledDeposits)
        .where(eq(scheduledDeposits.accountId, account.id))
        .orderBy(asc(scheduledDeposits.dueOn));
    expect((await deposits()).length).toBeGreaterThan(3);

    // Wednesday Feb 10, 2027: 3 business days on is Tuesday Feb 16 (Monday the 15th is a federal holiday).
    clock.set("2027-02-10T17:00:00Z");
    const revoked = await revokeDebitAuthorization(database.db, changes(owner, id));
    expect(revoked).toEqual({ kind: "changed", cutoff: "2027-02-16" });
    const after = await deposits();
    expect(after.filter((d) => d.dueOn >= "2027-02-16").every((d) => d.status === "cancelled")).toBe(true);
    expect(
      after.filter((d) => d.dueOn < "2027-02-16" && d.status === "scheduled").map((d) => d.dueOn),
    ).toEqual(after.filter((d) => d.dueOn >= "2026-12-01" && d.dueOn < "2027-02-16").map((d) => d.dueOn));
    const [authorization] = await database.db
      .select()
      .from(debitAuthorizations)
      .where(eq(debitAuthorizations.applicationId, id));
    expect(authorization).toMatchObject({
      status: "revoked",
      revokedBy: "customer",
      revokeEffectiveOn: "2027-02-16",
      revokedAt: clock.now(),
    });
    const [facts] = await readProgramFacts(database.db, { applicationId: id }, clock.now());
    expect(facts?.account?.debitsRevoked).toBe(true);
    // The one rule of the schedule adds nothing while revoked, a month later too.
    clock.advance({ days: 30 });
    await database.db.transaction((tx) =>
      reconcileSchedule(tx, { accountId: account.id, now: clock.now(), actor: admin }),
    );
    expect((await deposits()).filter((d) => d.status === "scheduled" && d.dueOn >= "2027-02-16")).toEqual([]);
    const [notice] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `debit-authorization-revoked:${authorization?.id}`));
    expect(notice?.textBody).toContain("No deposit will be drawn on or after Feb 16, 2027");
    // Revoked twice: there is nothing left to revoke.
    expect(await revokeDebitAuthorization(database.db, changes(owner, id))).toEqual({
      kind: "refused",
      reason: DRAFT_ACCOUNT_MESSAGES_OF_STATE.notActive,
    });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action)).toContain("debit_authorization_revoked");

    // A new authorization (the same account allowed after a revocation) brings the deposits back.
    const renewed = await replaceDraftAccount(database.db, {
      ...changes(owner, id),
      account: TEST_DRAFT_ACCOUNT,
      signature: SIGNATURE,
    });
    expect(renewed.kind).toBe("changed");
    const authorizations = await database.db
      .select({ status: debitAuthorizations.status, firstDebitOn: debitAuthorizations.firstDebitOn })
      .from(debitAuthorizations)
      .where(eq(debitAuthorizations.applicationId, id))
      .orderBy(asc(debitAuthorizations.createdAt));
    expect(authorizations.map((a) => a.status)).toEqual(["revoked", "active"]);
    expect((authorizations[1]?.firstDebitOn ?? "") >= "2027-03-17").toBe(true);
    const [renewedFacts] = await readProgramFacts(database.db, { applicationId: id }, clock.now());
    expect(renewedFacts?.account?.debitsRevoked).toBe(false);
    expect((await deposits()).some((d) => d.status === "scheduled" && d.dueOn >= "2027-03-17")).toBe(true);
  });

  it("with a new account: a new authorization on the same terms, the old one superseded, the record kept", async () => {
    const { owner, id } = await approved();
    await giveDraftAccount(database.db, { ...changes(owner, id), account: TEST_DRAFT_ACCOUNT });
    clock.set("2026-11-28T17:00:00Z");
    expect((await sign(owner, id)).kind).toBe("changed");
    clock.set("2026-11-30T17:00:00Z");
    expect(
      await replaceDraftAccount(database.db, {
        ...changes(owner, id),
        account: TEST_DRAFT_ACCOUNT,
        signature: SIGNATURE,
      }),
    ).toEqual({ kind: "refused", reason: DRAFT_ACCOUNT_MESSAGES_OF_STATE.sameAccount });
    const replaced = await replaceDraftAccount(database.db, {
      ...changes(owner, id),
      account: OTHER,
      signature: SIGNATURE,
    });
    expect(replaced.kind).toBe("changed");
    const rows = await database.db
      .select()
      .from(debitAuthorizations)
      .where(eq(debitAuthorizations.applicationId, id))
      .orderBy(asc(debitAuthorizations.createdAt));
    expect(rows.map((row) => row.status)).toEqual(["superseded", "active"]);
    expect(rows[0]?.supersededBy).toBe(rows[1]?.id);
    expect(rows[1]).toMatchObject({ amountCents: rows[0]?.amountCents, draftDay: rows[0]?.draftDay });
    const consents = await findConsentsForApplication(database.db, id);
    expect(consents.filter((c) => c.kind === "debit_authorization")).toHaveLength(2);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["bank_account_replaced", "debit_authorized"]),
    );
    expect(JSON.stringify(audit)).not.toMatch(/5550001234|000123456789|021000021/);
  });
});
