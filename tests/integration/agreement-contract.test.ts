import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTHORIZATION_NOT_GIVEN } from "#app/content/agreement-terms.ts";
import { AGREEMENT_MESSAGES } from "#app/domain/enrollment/agreement.ts";
import { agreementPdf } from "#app/server/agreement/agreement-pdf.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { signerOf } from "#app/server/document-signing-key.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import { findConsentsForApplication } from "#app/server/models/consent/consents.server.ts";
import {
  findApplicationDocuments,
  readDocumentBytes,
  sha256Hex,
} from "#app/server/models/document/documents.server.ts";
import {
  AGREEMENT_TERMS_VERSION,
  AGREEMENT_VERSION,
  DISCLOSURES_VERSION,
  ESIGN_VERSION,
  makeAgreement,
  signAgreement,
} from "#app/server/models/enrollment/agreement.server.ts";
import { findPlan } from "#app/server/models/enrollment/plan.server.ts";
import { selfSignedCertificate } from "#app/server/pdf/signing-certificate.server.ts";
import { auditLog } from "#db/schema.ts";
import { approvedWithPlan } from "#tests/support/agreement-fixtures.ts";
import { signedInUser } from "#tests/support/application-requests.ts";
import { CONTRACT_SECTIONS } from "#tests/support/contract-sections.ts";
import { postDashboard } from "#tests/support/dashboard-route.ts";
import { insertApplicationWithAccounts } from "#tests/support/debt-account-fixtures.ts";
import { giveTestDraftAccount, TEST_NOTICE } from "#tests/support/draft-account.ts";
import {
  HAS_PDF_TOOLS,
  pdfToolReports,
  validSignatureBy,
  verifyPdfSignature,
} from "#tests/support/pdf-signature.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { TEST_COMPANY, testDocumentSigner } from "#tests/support/test-signer.ts";
import { insertUser } from "#tests/support/user-fixtures.ts";

// The agreement as a contract (issue 44), read as any PDF tool reads it (pdf.js through unpdf):
// the unsigned copy names both parties with their addresses, states every section (services,
// obligations, the enrolled debts with their balances and estimated fees, the fee and when it is
// charged, the dedicated account's terms, the plan, the debit authorization, the risks and
// disclosures, cancellation, complaints, governing law, the electronic signature) and leaves the
// signature block empty, with no "plan revision" anywhere; the signed copy fills the block with
// the typed name, the day and the time with its zone, ends with the signature certificate, and
// carries a PDF digital signature that verifies over the whole file (and not once a byte changes).

let database: Database;
const admin = { id: "", email: "contracts@harborline.example", role: "admin" as const };
const NOW = new Date("2026-11-27T02:35:00Z");
const SIGNED = new Date("2026-11-28T17:05:00Z");
const contract = { company: TEST_COMPANY, cipher: testCipher };

beforeAll(async () => {
  database = await createTestDatabase();
  admin.id = (await insertUser(database.db, { email: admin.email })).id;
});
afterAll(() => database.close());

const flat = (text: string) => text.replace(/\s+/g, " ");

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return flat(text);
}

const approved = (options: { draftAccount?: boolean } = {}) =>
  approvedWithPlan(database.db, admin, NOW, { state: "AZ" }, options);

/** What both copies state: every section, the parties, the debts, the fee and the account's terms. */
function expectTheContract(text: string, fees: string[], { given = true }: { given?: boolean } = {}) {
  for (const heading of CONTRACT_SECTIONS) expect(text).toContain(heading);
  // The parties.
  expect(text).toContain(`${TEST_COMPANY.legalName}, 100 Pier Street, Wilmington, DE 19801`);
  expect(text).toContain("Ada Lovelace, 1 Harbor Way, Springfield, AZ");
  expect(text).toContain("Terms as of Nov 26, 2026");
  // The services and the obligations.
  expect(text).toContain("We are not a lender, a credit counselor or a law firm");
  expect(text).toContain("Tell us within 5 business days if a creditor sues you");
  // The enrolled debts, their balances and each one's estimated fee in dollars.
  expect(text).toMatch(/Creditor 1 \$1,000\.25/);
  expect(text).toMatch(/Creditor 2 \$2,000\.25/);
  for (const fee of fees) expect(text).toContain(fee);
  // The fee, charged only after a settlement.
  expect(text).toContain("25% of the amount saved on it");
  expect(text).toContain("We charge a fee on a debt only after all three of these have happened");
  expect(text).toContain("There is no up-front fee");
  // The dedicated account.
  expect(text).toContain(`in your name at ${TEST_COMPANY.accountProvider}`);
  expect(text).toContain("You own the funds in the account");
  expect(text).toContain("You may withdraw from the program at any time without penalty");
  expect(text).toContain("within 7 business days");
  // The authorization (none given yet on this application), the risks and disclosures.
  // The debit authorization: the draft account's last fours and its words once given (issue 44).
  if (given) {
    expect(text).toContain("Checking account ending in 6789, at the bank whose routing number ends in 0021");
    expect(text).toContain(
      "I authorize Harborline Debt Relief and its payment processor to debit my checking account",
    );
  } else expect(text).toContain(AUTHORIZATION_NOT_GIVEN);
  expect(text).toContain("Your credit score will likely drop");
  expect(text).toContain("Form 1099-C");
  expect(text).toContain("Fees only after results");
  // Cancellation, complaints, governing law, the electronic signature.
  expect(text).toContain("You may cancel this agreement at any time");
  expect(text).toContain("There is no cancellation fee");
  expect(text).toContain(`by phone at ${TEST_COMPANY.phone} or by e-mail to ${TEST_COMPANY.email}`);
  expect(text).toContain("Consumer Financial Protection Bureau");
  expect(text).toContain("governed by the laws of the State of Delaware and by applicable federal law");
  expect(text).toContain("Consent to sign electronically");
  expect(text).toContain(`For ${TEST_COMPANY.legalName}: accepted when your enrollment is approved`);
  // No internal jargon where the customer reads.
  expect(text).not.toMatch(/revision/i);
}

function sign(
  id: string,
  owner: { id: string; email: string; role: "customer" },
  signer = testDocumentSigner(),
) {
  return signer.then((resolved) =>
    signAgreement(database.db, {
      applicationId: id,
      caller: owner,
      seenRevision: 1,
      now: SIGNED,
      typedName: "ada lovelace",
      clientAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Contract test)",
      timeZone: "America/Phoenix",
      cipher: testCipher,
      company: TEST_COMPANY,
      signer: resolved,
      notice: TEST_NOTICE,
    }),
  );
}

/** A signer whose certificate ended in 2020. */
async function expiredSigner() {
  const key = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
  const old = await selfSignedCertificate(key, {
    organization: "Harborline",
    now: new Date("2020-01-01T00:00:00Z"),
    days: 30,
  });
  return signerOf(key, old);
}

describe("the agreement as a contract", () => {
  it("the unsigned copy states every section, both parties and an empty signature block", async () => {
    const { id } = await approved({ draftAccount: false });
    const agreement = await makeAgreement(database.db, id, contract);
    if (!agreement) throw new Error("no agreement");
    const text = await pdfText(agreement.bytes);
    expectTheContract(
      text,
      agreement.view.debts.map((debt) => debt.fee),
      { given: false },
    );
    expect(text).toMatch(/Client: _{10,} Date: _{10,} Time: _{10,}/);
    expect(text).not.toContain("/s/");
    expect(text).not.toContain("Signature certificate");
  });

  it("the signed copy fills the block, ends with the signature certificate, and is digitally signed", async () => {
    const { owner, id } = await approved();
    const unsigned = await makeAgreement(database.db, id, contract);
    if (!unsigned) throw new Error("no agreement");
    expect(await sign(id, owner)).toEqual({ kind: "changed", revision: 1 });

    const documents = await findApplicationDocuments(database.db, id);
    const copy = documents.find((document) => document.kind === "agreement");
    const signedRow = documents.find((document) => document.kind === "signed_agreement");
    if (!copy || !signedRow) throw new Error("a copy is missing");
    const presented = await readDocumentBytes(database.db, testCipher, copy);
    const signed = await readDocumentBytes(database.db, testCipher, signedRow);
    expect(sha256Hex(presented)).toBe(unsigned.sha256);
    expect(signedRow.sha256).toBe(sha256Hex(signed));

    const consents = await findConsentsForApplication(database.db, id);
    const esign = consents.find((consent) => consent.kind === "esign");
    const agreed = consents.find((consent) => consent.kind === "enrollment_agreement");
    expect(agreed?.documentSha256).toBe(unsigned.sha256);
    expect(agreed?.disclosureVersion).toBe(AGREEMENT_VERSION);

    const text = await pdfText(signed);
    expectTheContract(
      text,
      unsigned.view.debts.map((debt) => debt.fee),
    );
    // The block: the typed name, the day and the time in the signer's zone, named.
    expect(text).toContain("Client: /s/ ada lovelace Date: Nov 28, 2026 Time: 10:05 AM MST");
    // The certificate, last.
    const certificate = text.slice(text.indexOf("Signature certificate"));
    expect(text.indexOf("Signature certificate")).toBeGreaterThan(text.indexOf("13. Signatures"));
    expect(certificate).toContain("Debt Settlement Services Agreement, application #");
    expect(certificate).toContain("terms as of Nov 26, 2026");
    // The three consents the signature wrote, the debit authorization's among them (issue 44).
    const debitConsent = consents.find((consent) => consent.kind === "debit_authorization");
    expect(certificate).toContain(
      `The recurring debit authorization Text version (SHA-256): ${debitConsent?.disclosureVersion}`,
    );
    expect(certificate).toContain(`Consent record: ${debitConsent?.id}`);
    expect(certificate).toContain(
      `SHA-256 of the document presented for signature (the unsigned copy): ${unsigned.sha256}`,
    );
    expect(certificate).toContain("Name typed as the signature: ada lovelace");
    expect(certificate).toContain(`E-mail: ${owner.email}`);
    expect(certificate).toContain("Name on the application (the typed name matched it): Ada Lovelace");
    expect(certificate).toContain("Time: Nov 28, 2026, 10:05:00 AM MST (Nov 28, 2026, 5:05:00 PM UTC)");
    expect(certificate).toContain("IP address: 203.0.113.7");
    expect(certificate).toContain("Browser: Mozilla/5.0 (Contract test)");
    expect(certificate).toContain(`Text version (SHA-256): ${ESIGN_VERSION} Consent record: ${esign?.id}`);
    expect(certificate).toContain(
      `Text version (SHA-256): ${AGREEMENT_VERSION} Consent record: ${agreed?.id}`,
    );
    expect(certificate).toContain(AGREEMENT_TERMS_VERSION);
    expect(certificate).toContain(DISCLOSURES_VERSION);
    const signer = await testDocumentSigner();
    expect(certificate).toContain(`SHA-256 fingerprint ${signer.fingerprint}`);
    // The same pages as presented, and the certificate after them.
    const pages = async (bytes: Uint8Array) => (await getDocumentProxy(new Uint8Array(bytes))).numPages;
    expect(await pages(signed)).toBe((await pages(presented)) + 1);

    // The audit row names the certificate that signed it.
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "agreement_signed"), eq(auditLog.targetId, id)));
    expect(audit?.after).toMatchObject({ signed: true, signingCertificate: signer.fingerprint });
    expect(audit?.before).not.toHaveProperty("signingCertificate");

    // The PDF digital signature: the whole file but the signature, verified, with our certificate.
    const check = await verifyPdfSignature(signed);
    expect(check).toMatchObject(validSignatureBy(signer.certificateDer));
    const pdf = await getDocumentProxy(new Uint8Array(signed));
    const annotations = await (await pdf.getPage(1)).getAnnotations();
    expect(annotations.some((annotation) => annotation.fieldType === "Sig")).toBe(true);
    // One changed byte in the covered range: no longer verified (a copy: a Buffer's slice is a view).
    const altered = new Uint8Array(signed);
    const at = Math.floor((check.byteRange[1] ?? 0) / 2);
    altered[at] = (altered[at] ?? 0) ^ 0x01;
    expect((await verifyPdfSignature(altered)).verified).toBe(false);

    // Real PDF tools, where the machine has them.
    if (HAS_PDF_TOOLS) {
      const reports = pdfToolReports(signed);
      expect(reports.pdfsig).toContain("Signature Validation: Signature is Valid.");
      expect(reports.pdfsig).toContain("Total document signed");
      expect(reports.qpdf).toContain("No syntax or stream encoding errors found");
    }
  });

  it("states a debit authorization given: its holder, the account's type and last fours, its words", async () => {
    const { id } = await approved({ draftAccount: false });
    const agreement = await makeAgreement(database.db, id, contract);
    if (!agreement) throw new Error("no agreement");
    const bytes = await agreementPdf({
      ...agreement.details,
      debitAuthorization: {
        holderName: "Ada Lovelace",
        accountType: "checking",
        accountLastFour: "6789",
        routingLastFour: "0021",
        paragraphs: [
          "You authorize monthly debits of $49.00 from the account named above, starting Dec 15, 2026.",
        ],
      },
    });
    const text = await pdfText(bytes);
    const section = text.slice(text.indexOf("7. Recurring debit authorization"), text.indexOf("8. Risks"));
    expect(section).toContain("Account holder: Ada Lovelace");
    expect(section).toContain(
      "Checking account ending in 6789, at the bank whose routing number ends in 0021",
    );
    expect(section).toContain("You authorize monthly debits of $49.00 from the account named above");
    expect(section).not.toContain(AUTHORIZATION_NOT_GIVEN);
  });

  it("My Program answers a signature with an expired certificate: try later, nothing signed", async () => {
    const expired = await expiredSigner();
    const services = { ...createTestServices(database), documentSigner: async () => expired };
    const customer = await signedInUser(services);
    const { application } = await insertApplicationWithAccounts(database.db, { userId: customer.id });
    const approval = await changeApplicationStatus(database.db, {
      applicationId: application.id,
      action: "approve",
      actor: admin,
      env: services.env,
      now: NOW,
    });
    expect(approval.kind).toBe("changed");
    await giveTestDraftAccount(database.db, testCipher, application.id, { now: NOW });
    const answer = await postDashboard(
      services,
      "/dashboard/program",
      {
        intent: "sign-agreement",
        applicationId: application.id,
        typedName: "Ada Lovelace",
        consent: "on",
        authorizeDebits: "on",
        revision: "1",
      },
      { user: customer },
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ ok: false, formMessage: AGREEMENT_MESSAGES.unavailable });
    expect(await findConsentsForApplication(database.db, application.id)).toHaveLength(0);
    expect((await findPlan(database.db, application.id))?.signedAt).toBeNull();
  });

  it("an expired signing certificate blocks the signature: nothing is written", async () => {
    const { owner, id } = await approved();
    expect(await sign(id, owner, expiredSigner())).toEqual({ kind: "unavailable" });
    expect(await findConsentsForApplication(database.db, id)).toHaveLength(0);
    expect(await findApplicationDocuments(database.db, id)).toHaveLength(0);
    expect((await findPlan(database.db, id))?.signedAt).toBeNull();
  });
});
