import type { Faq } from "./faqs.ts";
import {
  ECONOMICS_STATEMENT,
  FASTEST_STATEMENT,
  FEE_STATEMENT,
  LENGTH_STATEMENT,
  SAVINGS_CAVEAT,
} from "./figures.ts";

// The questions and answers of /resources/faqs. Plain text only: the same list feeds the page
// and its FAQPage structured data.

export const RESOURCE_FAQS: readonly Faq[] = [
  {
    question: "How much does the debt-relief program cost?",
    answer: `${FEE_STATEMENT} It is charged only once you have approved the settlement and a payment to the creditor under it has been made. Fees vary by state: where state law sets a lower limit, the lower fee applies.`,
  },
  {
    question: "Do I have to pay anything before my debts are settled?",
    answer:
      "No. The free consultation costs nothing and we charge no upfront fees. You save into an FDIC-insured account that you control, and our fee for a debt is taken only after that debt has been settled.",
  },
  {
    question: "How long does the program take?",
    answer: `${LENGTH_STATEMENT}, and you could be ${FASTEST_STATEMENT}. The time depends on how much you owe, how much you can set aside each month and how quickly your creditors agree to settle.`,
  },
  {
    question: "How much could I save?",
    answer: `${ECONOMICS_STATEMENT} ${SAVINGS_CAVEAT} Results vary by creditor and by account, and some creditors do not negotiate. Try the debt calculator to compare your options.`,
  },
  {
    question: "Will debt settlement affect my credit score?",
    answer:
      "Usually, yes. Settlement normally means accounts fall behind while you save, and late payments and settled accounts appear on your credit reports, so your score is likely to drop during the program. Many people find their score recovers over time once their debts are resolved and they pay their remaining bills on time.",
  },
  {
    question: "Do I have to pay taxes on forgiven debt?",
    answer:
      "Possibly. The IRS generally treats canceled debt of $600 or more as income, and the creditor may send you and the IRS a Form 1099-C. You may not owe tax if you were insolvent when the debt was canceled. We do not give tax advice: ask a tax professional or see IRS Publication 4681.",
  },
  {
    question: "What kinds of debt can be enrolled?",
    answer:
      "Unsecured debts such as credit cards, personal loans, medical bills and store cards. Secured debts such as mortgages and auto loans, and most federal student loans, cannot be settled through the program. You need at least $7,500 of unsecured debt to qualify.",
  },
  {
    question: "Will creditors and collectors stop contacting me?",
    answer:
      "Not necessarily. Creditors may keep calling, charge late fees and interest, send accounts to collection or even sue while you are in the program. The Fair Debt Collection Practices Act limits what third-party debt collectors may do.",
  },
  {
    question: "Is the program available in my state?",
    answer:
      "Not in every state, and fees vary by state. See the By State page for the states where the program is offered.",
  },
  {
    question: "Is this a real debt-relief company?",
    answer:
      "No. This website is a demonstration project. It offers no real debt-relief services, and you should not make any payments through it.",
  },
];
