// The terms of the customer's contract with the company (issue 44; decisions.md, "The bank side and
// the contract"): the parties, our services and your obligations, the fee and when it may be
// charged (16 CFR 310.4(a)(5)(i)), the dedicated account's terms (310.4(a)(5)(ii)), cancellation,
// complaints, governing law and the signature block. Versioned content, as the disclosures are
// (disclosures.ts): the consent to the agreement records the SHA-256 of these templates together
// with the disclosures' (app/server/agreement/agreement-version.server.ts), so any changed word is
// a new version. The contract's figures and names fill the {placeholders}; the PDF
// (app/server/agreement/agreement-pdf.server.ts) puts the debts' table, the debit authorization,
// the disclosures and the signature lines where a section's `id` says.
import { FIGURES } from "./figures.ts";

export interface TermsSection {
  id: TermsSectionId;
  title: string;
  paragraphs: readonly string[];
}

export type TermsSectionId =
  | "services"
  | "obligations"
  | "debts"
  | "fee"
  | "account"
  | "plan"
  | "authorization"
  | "disclosures"
  | "cancellation"
  | "complaints"
  | "law"
  | "esign"
  | "signatures";

/** What fills the terms' {placeholders}, each already written for reading. */
export interface TermsFigures {
  companyName: string;
  /** The company's postal address, or the words saying none is configured. */
  companyAddress: string;
  companyPhone: string;
  companyEmail: string;
  governingLaw: string;
  accountProvider: string;
  customerName: string;
  customerAddress: string;
  /** "Nov 27, 2026": the day the terms were made (the plan's). */
  agreementDate: string;
  monthlyDeposit: string;
  firstDepositDate: string;
  lastDepositDate: string;
  depositCount: string;
  lengthMonths: string;
  firstSettlementMonth: string;
  endMonth: string;
  totalDebt: string;
  totalSettlement: string;
  totalFee: string;
  saved: string;
  savedPercent: string;
}

export const AGREEMENT_TITLE = "Debt Settlement Services Agreement";

/** The opening: who the parties are, and the terms' date (never a plan's revision number). */
export const AGREEMENT_PARTIES: readonly string[] = [
  'This agreement is between {companyName}, {companyAddress} ("we", "us"), and {customerName}, {customerAddress} ("you").',
  "Terms as of {agreementDate}.",
];

export const AGREEMENT_TERMS: readonly TermsSection[] = [
  {
    id: "services",
    title: "1. Our services",
    paragraphs: [
      "We negotiate with the creditors of the debts enrolled below to settle each of them for less than its balance, and we arrange each settlement's payments from your dedicated account once you approve it.",
      "We are not a lender, a credit counselor or a law firm, and we do not give legal or tax advice. We make no promise that any creditor will settle, or settle for a given amount.",
    ],
  },
  {
    id: "obligations",
    title: "2. Your obligations",
    paragraphs: [
      "Make your monthly deposits into your dedicated account, as set out in section 6.",
      "Tell us within 5 business days if a creditor sues you, or if a creditor or collector contacts you about an enrolled debt.",
      "Approve or decline each settlement offer we present before it expires.",
      "Keep your address, phone number and e-mail current with us.",
    ],
  },
  {
    id: "debts",
    title: "3. The enrolled debts",
    paragraphs: [
      "These debts are enrolled, with their balances as listed when the terms were made. The expected settlement, our estimated fee and the expected month are estimates, not promises.",
    ],
  },
  {
    id: "fee",
    title: "4. Our fee",
    paragraphs: [
      `Our fee on each debt is ${FIGURES.feePercent} of the amount saved on it: its balance when enrolled minus the settlement. The table above shows each debt's estimated fee in dollars; on those estimates the fees on your plan come to {totalFee} in all. The real fee follows the real settlement.`,
      "We charge a fee on a debt only after all three of these have happened: the creditor has agreed to settle it, you have approved that settlement, and at least one payment under it has been made from your dedicated account. There is no up-front fee, no monthly fee and no fee to enroll.",
    ],
  },
  {
    id: "account",
    title: "5. Your dedicated account",
    paragraphs: [
      "Your deposits are held in a dedicated account in your name at {accountProvider}, an insured financial institution.",
      "You own the funds in the account and any interest they earn. The institution is not owned or controlled by us, and we share no fees with it.",
      "You may withdraw from the program at any time without penalty. You then receive the funds in the account, less only the fees already earned under section 4, within 7 business days.",
    ],
  },
  {
    id: "plan",
    title: "6. Your plan and deposits",
    paragraphs: [
      "Length: {lengthMonths} months. Monthly deposit: {monthlyDeposit}, the first on {firstDepositDate}, the last on {lastDepositDate} ({depositCount} deposits, each on a business day).",
      "Enrolled debt: {totalDebt}. Expected settlements: {totalSettlement}. Expected fees: {totalFee}. Expected savings after fees: {saved} ({savedPercent}).",
      "Expected first settlement: {firstSettlementMonth}. Expected end of the program: {endMonth}.",
      "You make up to {depositCount} monthly deposits. A deposit whose day is a weekend or a US federal holiday is drawn on the next business day. The months are estimates, if every deposit is made on time, not promises.",
    ],
  },
  {
    id: "authorization",
    title: "7. Recurring debit authorization",
    paragraphs: [
      "Your deposits are drawn from your bank account only under your recurring debit authorization, which names the account, the amount and the dates, and which you may revoke.",
    ],
  },
  {
    id: "disclosures",
    title: "8. Risks and disclosures",
    paragraphs: ["These disclosures, shown to you before you sign, are part of this agreement."],
  },
  {
    id: "cancellation",
    title: "9. Cancellation",
    paragraphs: [
      "You may cancel this agreement at any time: in My Program (Leave the program), by phone at {companyPhone} or by e-mail to {companyEmail}. There is no cancellation fee.",
      "We refund the funds in your dedicated account, less only the fees already earned under section 4, within 7 business days. A settlement you approved before canceling, and its payments already made, stand; an offer you have not approved lapses.",
    ],
  },
  {
    id: "complaints",
    title: "10. Complaints",
    paragraphs: [
      "If you have a complaint, contact us at {companyPhone} or {companyEmail}, and we will answer within 15 business days. You may also contact the Consumer Financial Protection Bureau (consumerfinance.gov) or your state's attorney general.",
    ],
  },
  {
    id: "law",
    title: "11. Governing law",
    paragraphs: [
      "This agreement is governed by the laws of {governingLaw} and by applicable federal law, except where the law of the state you live in requires otherwise.",
    ],
  },
  {
    id: "esign",
    title: "12. Electronic signature",
    paragraphs: ["You sign this agreement electronically, under this consent:"],
  },
  {
    id: "signatures",
    title: "13. Signatures",
    paragraphs: ["For {companyName}: accepted when your enrollment is approved; you will be told by e-mail."],
  },
];

/** Section 7 when no bank account has been authorized yet (another step of enrollment asks for it). */
export const AUTHORIZATION_NOT_GIVEN =
  "You have not yet given the bank account your deposits are drawn from. No deposit is drawn until you sign that authorization; it then forms part of this agreement.";

/** The signature block's lines: empty on the copy to read, filled on the signed copy. */
export const SIGNATURE_LINES = {
  client: "Client",
  date: "Date",
  time: "Time",
  blank: "______________________________",
} as const;

/** The templates' exact words, as the terms' version is computed from them. */
export function agreementTermsTemplateText(): string {
  return JSON.stringify({
    title: AGREEMENT_TITLE,
    parties: AGREEMENT_PARTIES,
    sections: AGREEMENT_TERMS.map(({ id, title, paragraphs }) => ({ id, title, paragraphs })),
    authorizationNotGiven: AUTHORIZATION_NOT_GIVEN,
    signature: SIGNATURE_LINES,
  });
}

/** The {placeholders} `text` names. */
export function termsPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}

/** `text` with the figures in place of its {placeholders}; an unknown one is an error. */
export function fillTerms(text: string, figures: TermsFigures): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (!(name in figures)) throw new Error(`the terms name an unknown figure {${name}}`);
    return figures[name as keyof TermsFigures];
  });
}

/** The sections with the figures filled in. */
export function filledTerms(figures: TermsFigures): TermsSection[] {
  return AGREEMENT_TERMS.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((paragraph) => fillTerms(paragraph, figures)),
  }));
}
