import { FIGURES } from "#app/content/figures.ts";
import { DISCLAIMER } from "#app/content/legal.ts";
import type { LegalSection } from "#app/content/legal-sections.ts";

// Terms of Service for this demonstration site. Written without the brand name so it stays
// true when the brand is overridden by configuration; the page adds the contact section.

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: "Using this website",
    paragraphs: [
      "By using this website you agree to these terms. If you do not agree, please do not use the website. We may change these terms from time to time; the date at the top of this page shows when they were last changed, and continuing to use the website after a change means you accept the new terms.",
      "The articles, calculators, guides and other information on this website are general information. They are not financial, tax, bankruptcy, accounting or legal advice, and they do not take your personal circumstances into account.",
    ],
  },
  {
    heading: "Our services",
    paragraphs: [
      DISCLAIMER,
      "Debt settlement is not right for everyone. Creditors are not obliged to agree to a settlement, some creditors may continue collection efforts or take legal action, your credit score is likely to be affected, and forgiven debt may be treated as taxable income. Any program would be described in a separate written agreement that sets out its fees, estimated timeline and risks before you enroll.",
    ],
  },
  {
    heading: "Fees",
    paragraphs: [
      `We do not charge upfront fees. Where a program is offered, its fee is ${FIGURES.feePercent} of the amount saved on each debt (its enrolled balance minus the settlement), charged only after that debt has been settled, you have approved the settlement, and at least one payment has been made to the creditor under it. Fees vary by state (where state law sets a lower limit, the lower fee applies) and are stated in your written agreement.`,
    ],
  },
  {
    heading: "Your account",
    paragraphs: [
      "You are responsible for keeping your sign-in details confidential and for the information you enter. Please give accurate and complete information in your application; we may decline or close an application that appears inaccurate or fraudulent.",
      "You may not use this website to break the law, to interfere with its operation or security, to access another person's account, or to collect information about other users.",
    ],
  },
  {
    heading: "Results and testimonials",
    paragraphs: [
      "Client stories and testimonials describe individual experiences and are not a promise of the results you will achieve. Savings, program length and the effect on your credit depend on your creditors, your debts and your ability to make your monthly program payments.",
    ],
  },
  {
    heading: "Intellectual property",
    paragraphs: [
      "The text, graphics and software of this website belong to us or to our licensors. You may view and print pages for your personal, non-commercial use; any other use needs our written permission.",
    ],
  },
  {
    heading: "Limitation of liability",
    paragraphs: [
      "This website is provided as it is. To the extent the law allows, we are not liable for any loss arising from your use of the website or from relying on its general information. Nothing in these terms limits rights you have under consumer-protection law that cannot be limited.",
    ],
  },
  {
    heading: "Governing law",
    paragraphs: [
      "These terms are governed by the laws of the United States and of the state in which you live, to the extent those laws apply to you.",
    ],
  },
];
