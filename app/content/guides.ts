import { FEE_STATEMENT, LENGTH_STATEMENT } from "./figures.ts";

// The short written guides of /resources/guides.

export interface Guide {
  slug: string;
  title: string;
  summary: string;
  paragraphs: readonly string[];
}

export const GUIDES: readonly Guide[] = [
  {
    slug: "how-debt-settlement-works",
    title: "How debt settlement works",
    summary: "Settling a debt means your creditor agrees to accept less than the full balance.",
    paragraphs: [
      "In a debt-settlement program you stop paying your enrolled creditors directly and instead set aside one monthly program payment in a dedicated, FDIC-insured account that you own and control.",
      "Once enough money has built up, the company negotiates with a creditor to accept a lump sum, or a short series of payments, that is less than what you owe. You approve every settlement before any money leaves your account.",
      `Only after a settlement is agreed and paid is the company's fee charged, as a percentage of the amount saved. ${FEE_STATEMENT} ${LENGTH_STATEMENT}, depending on how much you owe and how much you can save each month.`,
      "Settlement is not right for everyone. If you can afford your payments, a budget or a nonprofit credit counselor's debt management plan may cost you less and hurt your credit less.",
    ],
  },
  {
    slug: "talking-to-creditors",
    title: "Talking to creditors",
    summary: "You can ask your creditors for help yourself, at no cost, before you fall behind.",
    paragraphs: [
      "Call the number on your statement as early as you can. Explain what has changed, such as a job loss, illness or reduced hours, and say what you can realistically pay each month.",
      "Ask about hardship programs, a lower interest rate, waived late fees or a temporary reduced payment. Write down the date, the name of the person you spoke to and what was agreed.",
      "Get any agreement in writing before you pay, and pay only what you can keep paying. If a debt is already with a collector, you have the right to ask for written validation of the debt.",
      "Never give bank account access or card details to someone who calls you unexpectedly. Hang up and call back on the number printed on your statement.",
    ],
  },
  {
    slug: "spotting-debt-relief-scams",
    title: "Spotting debt-relief scams",
    summary: "Honest debt-relief companies never charge fees before they settle a debt.",
    paragraphs: [
      "Under the Federal Trade Commission's Telemarketing Sales Rule, a debt-relief company that sells by phone may not collect fees until it has settled or changed the terms of at least one of your debts and you have made at least one payment under that agreement.",
      "Be wary of any company that asks for money upfront, guarantees it can make your debt go away, tells you to stop talking to your creditors without explaining the consequences, or claims there is a new government program to wipe out credit card debt.",
      "Check a company with your state attorney general and consumer protection office before you sign, and read the whole agreement, including the fees and how you can cancel.",
      "You can report a scam to the FTC at ReportFraud.ftc.gov or submit a complaint to the Consumer Financial Protection Bureau.",
    ],
  },
  {
    slug: "what-happens-to-your-credit",
    title: "What happens to your credit",
    summary: "Expect your credit score to fall during settlement, and plan how you will rebuild it.",
    paragraphs: [
      "Settlement usually means your accounts go unpaid while you save, so late payments are reported to the credit bureaus and your score is likely to drop. Settled accounts are reported as settled for less than the full balance.",
      "Late payments and settled accounts can stay on your credit reports for up to seven years, but their effect lessens with time, especially once your balances are gone.",
      "To rebuild, pay every remaining bill on time, keep card balances low, and check your free credit reports at AnnualCreditReport.com so you can dispute any mistakes.",
    ],
  },
  {
    slug: "taxes-on-forgiven-debt",
    title: "Taxes on forgiven debt",
    summary: "The amount a creditor forgives may count as taxable income.",
    paragraphs: [
      "When a creditor cancels $600 or more of debt, it generally must send you and the IRS a Form 1099-C, Cancellation of Debt. The forgiven amount is usually treated as income on your tax return.",
      "There are exceptions. If your total debts were more than the value of everything you owned just before the debt was canceled (insolvency), you may be able to exclude some or all of it using IRS Form 982.",
      "Set aside money for a possible tax bill, and ask a tax professional about your situation. IRS Publication 4681 explains the rules in detail.",
    ],
  },
];
