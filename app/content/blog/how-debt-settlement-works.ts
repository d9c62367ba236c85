import type { ArticleSource } from "#app/content/blog/types.ts";

export const HOW_DEBT_SETTLEMENT_WORKS: ArticleSource = {
  id: "how-debt-settlement-works",
  title: "How Debt Settlement Works, Step by Step",
  excerpt:
    "What actually happens between your first call and your last settled account, including the costs and risks that are easy to overlook.",
  category: "debt-relief",
  date: "2025-06-10",
  body: [
    {
      kind: "paragraph",
      text: "Debt settlement means agreeing with a creditor to close an unsecured debt for less than the full balance. It can shorten the time it takes to get out of debt, but it is not free of trade-offs. Knowing how each stage works helps you decide whether it fits your situation.",
    },
    { kind: "heading", text: "1. A review of your debts and budget" },
    {
      kind: "paragraph",
      text: "A reputable company starts with a free review of what you owe, your income and your essential expenses. Settlement is generally suited to people with several thousand dollars of unsecured debt, such as credit cards, personal loans and medical bills, who cannot keep up with the minimum payments but can set aside a regular monthly amount. Secured debts such as mortgages and car loans are not settled this way.",
    },
    { kind: "heading", text: "2. Saving in a dedicated account" },
    {
      kind: "paragraph",
      text: "Instead of paying each creditor, you make one monthly deposit into a dedicated account held in your name at an insured bank. You control that account and can withdraw your money if you leave the program. Creditors rarely settle an account that is current, so settlement usually involves stopping payments to them. That is why late fees, interest and collection calls may continue for a while, and why your credit score is likely to fall.",
    },
    { kind: "heading", text: "3. Negotiation and your approval" },
    {
      kind: "paragraph",
      text: "Once enough money has built up, negotiators contact a creditor and propose a lump sum or a short series of payments. You see every offer and decide whether to accept it. Nothing should be paid out of your account without your approval.",
    },
    { kind: "heading", text: "4. Fees after results" },
    {
      kind: "paragraph",
      text: "Under the Federal Trade Commission's Telemarketing Sales Rule, a debt-relief company that sells its services by phone may not charge a fee until it has settled at least one of your debts, you have agreed to the settlement, and you have made at least one payment under it. Fees are usually a percentage of the enrolled debt or of the amount saved. Ask for the fee in writing before you sign anything.",
    },
    { kind: "heading", text: "Things to weigh before you enroll" },
    {
      kind: "list",
      items: [
        "Creditors are not required to settle, and some may sue to collect while you are saving.",
        "Forgiven debt of $600 or more may be reported to the IRS as income; ask a tax professional about your case.",
        "Settled accounts remain on your credit report for up to seven years.",
        "Alternatives such as a nonprofit credit counseling plan or bankruptcy may suit some people better.",
      ],
    },
    {
      kind: "paragraph",
      text: "Settlement works best for people who understand these risks, can keep up the monthly deposit, and want a defined end date. If that sounds like you, a free consultation is a low-risk way to see the numbers for your own debts.",
    },
  ],
};
