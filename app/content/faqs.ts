import {
  ECONOMICS_STATEMENT,
  FASTEST_STATEMENT,
  FEE_STATEMENT,
  LENGTH_STATEMENT,
  SAVINGS_CAVEAT,
} from "#app/content/figures.ts";

// Frequently asked questions as plain `{ question, answer }` data, so a page can render them
// and the layout can build FAQPage JSON-LD from the same list.

export interface Faq {
  question: string;
  answer: string;
}

/** The How It Works FAQ (spec section 2): cost, duration and credit impact. */
export const HOW_IT_WORKS_FAQS: readonly Faq[] = [
  {
    question: "How much does the program cost?",
    answer: `The consultation is free. ${FEE_STATEMENT} A debt's fee is charged only after a settlement has been reached, you have approved it, and at least one payment has been made to the creditor under that settlement. ${ECONOMICS_STATEMENT} ${SAVINGS_CAVEAT} Fees vary by state (where state law sets a lower limit, the lower fee applies), and your exact fee is stated in writing before you enroll.`,
  },
  {
    question: "How long does the program take?",
    answer: `${LENGTH_STATEMENT}. Depending on how much you owe and how much you can put aside each month, you could be ${FASTEST_STATEMENT}. Your consultant shows you an estimated timeline before you enroll, and you can make extra deposits to finish sooner.`,
  },
  {
    question: "Will debt settlement affect my credit score?",
    answer:
      "Yes, usually in the short term. Settlement normally involves falling behind on payments while savings build up, and late payments and settled accounts are reported to the credit bureaus, so your score is likely to drop during the program. Settled accounts stay on your credit report for up to seven years. Many clients see their score begin to recover as their debts are resolved and their balances fall, but we cannot promise any particular result.",
  },
  {
    question: "What kinds of debt can the program help with?",
    answer:
      "The program is for unsecured debt such as credit cards, personal loans, medical bills, store cards and some private student loans. Secured debts such as mortgages and auto loans, and federal student loans, generally cannot be settled; we will tell you if a debt does not qualify.",
  },
  {
    question: "Where does my monthly program payment go?",
    answer:
      "Into an FDIC-insured dedicated account that is held in your name and that you control. Money is paid from it to a creditor only when you approve a settlement. You can withdraw from the program at any time.",
  },
];
