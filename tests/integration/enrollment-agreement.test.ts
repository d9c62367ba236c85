import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { AGREEMENT_MESSAGES } from "#app/domain/enrollment/agreement.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { DEBIT_AUTHORIZATION_VERSION } from "#app/server/models/bank-account/bank-accounts.server.ts";
import { findConsentsForApplication } from "#app/server/models/consent/consents.server.ts";
import {
  findApplicationDocuments,
  readDocumentBytes,
  sha256Hex,
} from "#app/server/models/document/documents.server.ts";
import {
  AGREEMENT_VERSION,
  changePlanTerms,
  ESIGN_VERSION,
  makeAgreement,
  signAgreement,
} from "#app/server/models/enrollment/agreement.server.ts";
import { findPlan } from "#app/server/models/enrollment/plan.server.ts";
import { auditLog } from "#db/schema.ts";
import { approvedWithPlan as approvedPlan } from "#tests/support/agreement-fixtures.ts";
import { TEST_NOTICE } from "#tests/support/draft-account.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { TEST_COMPANY, testDocumentSigner } from "#tests/support/test-signer.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The enrollment agreement (issue 22): the customer signs the revision of the plan their page
// showed, once; the signature stores the consent records (ESIGN, then the agreement with its
// PDF's SHA-256), the unsigned and the signed copies, and the audit row in one transaction; an
// admin may change an unsigned plan's terms (audited), which makes an open page's signature
// stale; Approve Enrollment waits for the signature.

let database: Database;
const env = { site: DEFAULT_SITE, publicUrl: "https://harborline.test" };
const admin = { id: "", email: "enroller@harborline.example", role: "admin" as const };
const NOW = new Date("2026-11-27T02:35:00Z");
const SIGNED = new Date("2026-11-28T17:05:00Z");
const contract = { company: TEST_COMPANY, cipher: testCipher };

beforeAll(async () => {
  database = await createTestDatabase();
  admin.id = (await insertUser(database.db, { email: admin.email })).id;
});
afterAll(() => database.close());

const approvedWithPlan = () => approvedPlan(database.db, admin, NOW);

async function sign(
  id: string,
  caller: { id: string; email: string; role: "customer" | "admin" },
  seenRevision = 1,
) {
  return signAgreement(database.db, {
    applicationId: id,
    caller,
    seenRevision,
    now: SIGNED,
    typedName: "ada lovelace",
    clientAddress: "203.0.113.7",
    userAgent: "Mozilla/5.0 (Agreement test)",
    timeZone: "America/Phoenix",
    cipher: testCipher,
    company: TEST_COMPANY,
    signer: await testDocumentSigner(),
    notice: TEST_NOTICE,
  });
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe("the agreement's PDF", () => {
  it("states the plan, each debt and every disclosure, and is the same bytes every time", async () => {
    const { id } = await approvedWithPlan();
    const first = await makeAgreement(database.db, id, contract);
    const second = await makeAgreement(database.db, id, contract);
    if (!first || !second) throw new Error("no agreement");
    expect(first.sha256).toBe(second.sha256);
    const text = await pdfText(first.bytes);
    expect(text).toContain("Debt Settlement Services Agreement");
    expect(text).toContain("Ada Lovelace, 1 Harbor Way, Springfield");
    expect(text).toContain("Creditor 1");
    expect(text).toContain("$450.11");
    expect(text).toContain("Monthly deposit: $49.00");
    expect(text).toContain("Fees only after results");
    expect(text).not.toMatch(/revision/i);
    expect(text).toContain("Consent to sign electronically");
    expect(text).toMatch(/25% of the amount saved on each debt/);
  });
});

describe("signing", () => {
  it("stores the consents, both copies and the audit row, and marks the plan signed at its revision", async () => {
    const { owner, id } = await approvedWithPlan();
    const unsigned = await makeAgreement(database.db, id, contract);
    expect(await sign(id, owner)).toEqual({ kind: "changed", revision: 1 });

    expect(await findPlan(database.db, id)).toMatchObject({
      revision: 1,
      signedRevision: 1,
      signedAt: SIGNED,
    });
    // Given at the same moment, with the same submit: read in the order of their kinds.
    const consents = (await findConsentsForApplication(database.db, id)).sort((a, b) =>
      a.kind.localeCompare(b.kind),
    );
    expect(consents.map((c) => [c.kind, c.disclosureVersion, c.documentSha256])).toEqual([
      ["debit_authorization", DEBIT_AUTHORIZATION_VERSION, expect.stringMatching(/^[0-9a-f]{64}$/)],
      ["enrollment_agreement", AGREEMENT_VERSION, unsigned?.sha256],
      ["esign", ESIGN_VERSION, null],
    ]);
    expect(consents[0]).toMatchObject({
      userId: owner.id,
      typedName: "ada lovelace",
      planRevision: 1,
      clientAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Agreement test)",
      createdAt: SIGNED,
    });

    const documents = await findApplicationDocuments(database.db, id);
    const byKind = Object.fromEntries(documents.map((d) => [d.kind, d]));
    const copy = byKind.agreement;
    const signedCopy = byKind.signed_agreement;
    if (!copy || !signedCopy) throw new Error("a copy is missing");
    expect(copy.sha256).toBe(unsigned?.sha256);
    expect(sha256Hex(await readDocumentBytes(database.db, testCipher, copy))).toBe(unsigned?.sha256);
    const signedText = await pdfText(await readDocumentBytes(database.db, testCipher, signedCopy));
    expect(signedText).toContain("Client: /s/ ada lovelace");
    expect(signedText).toContain(unsigned?.sha256 ?? "no hash");
    expect(signedText).toContain("Time: 10:05 AM MST");
    expect(signedText).toContain(consents[1]?.id ?? "no consent");

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action)).toContain("agreement_signed");
  });

  it("refuses a second signature, another customer's, and an admin's", async () => {
    const { owner, id } = await approvedWithPlan();
    await sign(id, owner);
    expect(await sign(id, owner)).toEqual({
      kind: "refused",
      reason: AGREEMENT_MESSAGES.alreadySigned,
      revision: 1,
    });
    const stranger = await insertUser(database.db);
    expect(await sign(id, { id: stranger.id, email: stranger.email, role: "customer" })).toEqual({
      kind: "not-found",
    });
    expect((await sign(id, admin)).kind).toBe("refused");
    expect(await findConsentsForApplication(database.db, id)).toHaveLength(3);
  });

  it("refuses to sign a plan an admin changed since the page was shown, writing nothing", async () => {
    const { owner, id } = await approvedWithPlan();
    const changed = await changePlanTerms(database.db, {
      applicationId: id,
      caller: admin,
      seenRevision: 1,
      terms: { termMonths: 24, monthlyDepositCents: 8_000n, firstDepositDate: "2026-12-15" },
      now: NOW,
    });
    expect(changed).toEqual({ kind: "changed", revision: 2 });
    expect(await sign(id, owner, 1)).toEqual({
      kind: "refused",
      reason: AGREEMENT_MESSAGES.planChanged,
      revision: 2,
    });
    expect(await findConsentsForApplication(database.db, id)).toHaveLength(0);
    expect(await findApplicationDocuments(database.db, id)).toHaveLength(0);
    // The page shown again has revision 2: that one signs.
    expect(await sign(id, owner, 2)).toEqual({ kind: "changed", revision: 2 });
    expect((await findPlan(database.db, id))?.terms).toEqual({
      termMonths: 24,
      monthlyDepositCents: 8_000n,
      firstDepositDate: "2026-12-15",
    });
  });

  it("an admin's change of terms is audited with both terms, and refused once signed", async () => {
    const { owner, id } = await approvedWithPlan();
    await changePlanTerms(database.db, {
      applicationId: id,
      caller: admin,
      seenRevision: 1,
      terms: { termMonths: 48, monthlyDepositCents: 4_000n, firstDepositDate: "2026-12-20" },
      now: NOW,
    });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "plan_changed"), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ actorEmail: admin.email, targetId: expect.any(String) });
    expect(entry?.after).toMatchObject({ planRevision: 2, termMonths: 48, monthlyDepositCents: "4000" });
    await sign(id, owner, 2);
    expect(
      await changePlanTerms(database.db, {
        applicationId: id,
        caller: admin,
        seenRevision: 2,
        terms: { termMonths: 36, monthlyDepositCents: 9_000n, firstDepositDate: "2026-12-20" },
        now: NOW,
      }),
    ).toEqual({ kind: "refused", reason: AGREEMENT_MESSAGES.termsSigned, revision: 2 });
  });

  it("Approve Enrollment is refused before the signature, in the decision's words, and taken after", async () => {
    const { owner, id } = await approvedWithPlan();
    const early = await changeApplicationStatus(database.db, {
      applicationId: id,
      action: "approve-enrollment",
      actor: admin,
      env,
    });
    expect(early).toMatchObject({
      kind: "refused",
      reason: "The client has not signed the enrollment agreement yet",
    });
    await sign(id, owner);
    const late = await changeApplicationStatus(database.db, {
      applicationId: id,
      action: "approve-enrollment",
      actor: admin,
      env,
    });
    expect(late.kind).toBe("changed");
  });
});
