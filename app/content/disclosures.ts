// What a customer is told before enrolling (issue 22; decisions.md, "Disclosures and consent";
// the FTC's Telemarketing Sales Rule, 16 CFR 310.3(a)(1)): the program's time and cost, that fees
// come only after results, the refund terms, the risks and the dedicated account's rights, and
// the consent to sign electronically. The wording is versioned content: a consent records the
// SHA-256 of these templates (server/models/consent/), so any changed word is a new version.
// The customer's own figures fill the {placeholders}; the plan's table beside them gives each
// debt's.
import type { PlanView } from "#app/domain/enrollment/plan-view.ts";
import { FEE_STATEMENT, FIGURES } from "./figures.ts";

export interface DisclosureSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** The figures a plan fills in (each already formatted for reading). */
export interface DisclosureFigures {
  /** The plan's one length (issue 43), as the plan and the agreement state it. */
  lengthMonths: string;
  depositCount: string;
  monthlyDeposit: string;
  firstDepositDate: string;
  lastDepositDate: string;
  firstSettlementMonth: string;
  endMonth: string;
  totalNeeded: string;
  totalFee: string;
}

export const DISCLOSURE_SECTIONS: readonly DisclosureSection[] = [
  {
    id: "time",
    title: "How long it takes",
    paragraphs: [
      "Your plan runs for {lengthMonths} months: {depositCount} monthly deposits of {monthlyDeposit}, the first on {firstDepositDate} and the last on {lastDepositDate}. A deposit whose day is a weekend or a US federal holiday is drawn on the next business day.",
      "If every deposit is made on time, we expect your first debt to settle in {firstSettlementMonth} and your last in {endMonth}. These are estimates, not promises: a creditor may take longer to agree, or may refuse to settle at all.",
    ],
  },
  {
    id: "saving",
    title: "What must be saved before an offer",
    paragraphs: [
      "Before we can settle a debt, your dedicated account must hold that debt's expected settlement and our fee on it; the table above shows both for each creditor. Across your plan that is {totalNeeded}.",
    ],
  },
  {
    id: "fee",
    title: "Our fee",
    paragraphs: [
      FEE_STATEMENT,
      `Each debt is expected to settle for about ${FIGURES.settlementPercent} of its enrolled balance. On that estimate, the fees on your plan come to {totalFee} in all; the table above shows each debt's fee in dollars. The real fee follows the real settlement.`,
    ],
  },
  {
    id: "results",
    title: "Fees only after results",
    paragraphs: [
      "We charge no fee on a debt until all three of these have happened: the creditor has agreed to settle it, you have approved that settlement, and at least one payment to that creditor under it has been made from your dedicated account.",
    ],
  },
  {
    id: "leaving",
    title: "If you leave the program",
    paragraphs: [
      "You may leave the program at any time, online, at no cost. We then refund your dedicated account's balance, less any fees already earned on settled debts, within seven business days.",
    ],
  },
  {
    id: "risks",
    title: "The risks",
    paragraphs: [
      "Your credit score will likely drop: during the program you stop paying your enrolled creditors while you save, and they report the missed payments.",
      "Creditors and collectors may keep calling you, and a creditor may sue you to collect. Tell us at once if you receive a court paper.",
      "Interest and late fees keep adding to what you owe until a debt is settled.",
      "Not every creditor agrees to settle, and some debts may not be settled at all.",
      "A debt a creditor forgives may count as income for federal income tax, and the creditor may send you a Form 1099-C. Ask a tax professional; we do not give tax advice.",
    ],
  },
  {
    id: "account",
    title: "Your dedicated account",
    paragraphs: [
      "Your deposits go into an account held in your name at an insured bank. The money in it is yours: you can ask to withdraw it, or close the account and leave the program, at any time, online, without a fee.",
      "Money leaves it only for a settlement you approved or a fee already earned, and its balance never goes below zero.",
    ],
  },
  {
    id: "demonstration",
    title: "This is a demonstration",
    paragraphs: ["Harborline is a demonstration: no account is opened, and no money moves."],
  },
];

/** The consent to sign electronically, given first (ESIGN Act, 15 U.S.C. 7001(c)). */
export const ESIGN_CONSENT: DisclosureSection = {
  id: "esign",
  title: "Consent to sign electronically",
  paragraphs: [
    "You agree to receive this agreement and its disclosures electronically and to sign it by typing your full name, which is then your signature.",
    "You may ask us for a paper copy at no charge, and you may withdraw this consent at any time before you sign by writing to us. To read and keep the agreement you need a device that opens PDF files; you can download it before and after you sign.",
  ],
};

/** The box the customer ticks beside their typed name. */
export const SIGNING_CONSENT_LABEL =
  "I have read the disclosures and the agreement, I consent to sign electronically, and I agree to the enrollment agreement.";

/** The templates' exact words, as the version of the disclosures is computed from them. */
export function disclosureTemplateText(sections: readonly DisclosureSection[]): string {
  return JSON.stringify(sections.map(({ id, title, paragraphs }) => ({ id, title, paragraphs })));
}

/** The sections with a plan's figures in place of their {placeholders}. */
export function fillDisclosures(
  sections: readonly DisclosureSection[],
  figures: DisclosureFigures,
): DisclosureSection[] {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in figures ? figures[name as keyof DisclosureFigures] : match,
    );
  return sections.map((section) => ({ ...section, paragraphs: section.paragraphs.map(fill) }));
}

/** A plan's figures for the disclosures' placeholders. */
export function disclosureFigures(plan: PlanView): DisclosureFigures {
  return {
    lengthMonths: String(plan.termMonths),
    depositCount: String(plan.depositCount),
    monthlyDeposit: plan.monthlyDeposit,
    firstDepositDate: plan.firstDepositDate,
    lastDepositDate: plan.lastDepositDate ?? plan.firstDepositDate,
    firstSettlementMonth: plan.firstSettlementMonth,
    endMonth: plan.endMonth,
    totalNeeded: plan.totals.needed,
    totalFee: plan.totals.fee,
  };
}
