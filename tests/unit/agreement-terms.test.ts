import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { contractCompany, DEFAULT_COMPANY } from "#app/config/company.ts";
import {
  AGREEMENT_PARTIES,
  AGREEMENT_TERMS,
  AUTHORIZATION_NOT_GIVEN,
  agreementTermsTemplateText,
  filledTerms,
  fillTerms,
  SIGNATURE_LINES,
  type TermsFigures,
  termsPlaceholders,
} from "#app/content/agreement-terms.ts";
import { DISCLOSURE_SECTIONS, disclosureTemplateText } from "#app/content/disclosures.ts";
import {
  AGREEMENT_TERMS_VERSION,
  AGREEMENT_VERSION,
  DISCLOSURES_VERSION,
} from "#app/server/agreement/agreement-version.server.ts";
import { readEnv } from "#app/server/env.server.ts";

// The contract's terms are versioned content (issue 44), as the disclosures are: the version a
// consent records is the SHA-256 of the templates' exact words, every word of what the PDF states
// from them is in that text (so no word can change without a new version), and the agreement's
// version covers the terms and the disclosures together.

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("hex");

const FIGURES: TermsFigures = {
  companyName: "Harborline Debt Relief, Inc.",
  companyAddress: "100 Pier Street, Wilmington, DE 19801",
  companyPhone: "(800) 555-0142",
  companyEmail: "support@harborline.example",
  governingLaw: "the State of Delaware",
  accountProvider: "Example Trust Bank, N.A.",
  customerName: "Ada Lovelace",
  customerAddress: "1 Harbor Way, Springfield, AZ",
  agreementDate: "Nov 26, 2026",
  monthlyDeposit: "$49.00",
  firstDepositDate: "Dec 15, 2026",
  lastDepositDate: "Nov 15, 2029",
  depositCount: "36",
  lengthMonths: "36",
  firstSettlementMonth: "Aug 2027",
  endMonth: "Nov 2029",
  totalDebt: "$3,000.50",
  totalSettlement: "$1,500.25",
  totalFee: "$375.06",
  saved: "$1,125.19",
  savedPercent: "37.5%",
};

describe("the agreement's terms as versioned content", () => {
  it("the version is the SHA-256 of the templates' words; the agreement's covers terms and disclosures", () => {
    expect(AGREEMENT_TERMS_VERSION).toBe(sha256(agreementTermsTemplateText()));
    expect(AGREEMENT_VERSION).toBe(
      sha256(`${agreementTermsTemplateText()}\n${disclosureTemplateText(DISCLOSURE_SECTIONS)}`),
    );
    expect(AGREEMENT_VERSION).not.toBe(DISCLOSURES_VERSION);
    expect(AGREEMENT_TERMS_VERSION).toMatch(/^[0-9a-f]{64}$/);
  });

  it("every word the contract states from its terms is in the versioned text", () => {
    const versioned = agreementTermsTemplateText();
    const words = [
      ...AGREEMENT_PARTIES,
      ...AGREEMENT_TERMS.flatMap((section) => [section.title, ...section.paragraphs]),
      AUTHORIZATION_NOT_GIVEN,
      ...Object.values(SIGNATURE_LINES),
    ];
    for (const text of words) expect(versioned).toContain(JSON.stringify(text).slice(1, -1));
  });

  it("a changed word is a new version", () => {
    const [first, ...rest] = AGREEMENT_TERMS;
    if (!first) throw new Error("no terms");
    const changed = JSON.stringify({
      ...JSON.parse(agreementTermsTemplateText()),
      sections: [{ ...first, title: `${first.title}!` }, ...rest],
    });
    expect(sha256(changed)).not.toBe(AGREEMENT_TERMS_VERSION);
  });

  it("each placeholder is a figure the contract fills, and filling leaves none", () => {
    const named = new Set(termsPlaceholders(agreementTermsTemplateText()));
    for (const name of named) expect(Object.keys(FIGURES)).toContain(name);
    const filled = filledTerms(FIGURES);
    for (const section of filled) {
      for (const paragraph of section.paragraphs) expect(paragraph).not.toMatch(/\{\w+\}/);
    }
    expect(fillTerms(AGREEMENT_PARTIES[0] ?? "", FIGURES)).toBe(
      'This agreement is between Harborline Debt Relief, Inc., 100 Pier Street, Wilmington, DE 19801 ("we", "us"), and Ada Lovelace, 1 Harbor Way, Springfield, AZ ("you").',
    );
    expect(() => fillTerms("{unknown}", FIGURES)).toThrow(/unknown figure/);
  });

  it("states no plan revision, and names the fee's conditions and the account's terms", () => {
    const text = agreementTermsTemplateText();
    expect(text).not.toMatch(/revision/i);
    expect(text).toContain("only after all three of these have happened");
    expect(text).toContain("without penalty");
    expect(text).toContain("within 7 business days");
  });
});

describe("the contract's company, from the environment", () => {
  it("has demonstration defaults, each overridden by its variable; the address is the site's", () => {
    expect(readEnv({}).company).toEqual(DEFAULT_COMPANY);
    const env = readEnv({
      COMPANY_LEGAL_NAME: "Example Relief, LLC",
      COMPANY_GOVERNING_LAW: "the State of New York",
      DEDICATED_ACCOUNT_PROVIDER: "First Example Bank",
      SITE_POSTAL_ADDRESS: "1 Main Street, Albany, NY 12207",
    });
    expect(contractCompany(env.company, env.site)).toMatchObject({
      legalName: "Example Relief, LLC",
      governingLaw: "the State of New York",
      accountProvider: "First Example Bank",
      address: "1 Main Street, Albany, NY 12207",
    });
    expect(readEnv({ COMPANY_LEGAL_NAME: "" }).company.legalName).toBe(DEFAULT_COMPANY.legalName);
  });
});
