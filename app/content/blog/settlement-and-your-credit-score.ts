import type { ArticleSource } from "#app/content/blog/types.ts";

export const SETTLEMENT_AND_YOUR_CREDIT_SCORE: ArticleSource = {
  id: "settlement-and-your-credit-score",
  title: "What Debt Settlement Really Does to Your Credit Score",
  excerpt:
    "Settlement usually lowers your score in the short term. Here is why, how long the effects last, and how people rebuild afterwards.",
  category: "credit-score",
  date: "2025-04-30",
  body: [
    {
      kind: "paragraph",
      text: "Anyone who tells you debt settlement will not touch your credit is not being straight with you. It almost always causes a drop, at least for a while. The useful questions are how large, how long, and what you can do about it.",
    },
    { kind: "heading", text: "Why scores fall" },
    {
      kind: "paragraph",
      text: "Payment history is the largest factor in most scoring models. Because creditors rarely negotiate on accounts that are current, settlement usually involves months of missed payments, and each one is reported. Accounts may be charged off or sent to collections. When a settlement is reached, the account is typically reported as settled for less than the full balance, which lenders see as less favorable than paid in full.",
    },
    { kind: "heading", text: "How long it lasts" },
    {
      kind: "paragraph",
      text: "Late payments, charge-offs and settled accounts can stay on your credit report for up to seven years from the original delinquency. Their weight fades with time, though. A late payment from five years ago matters far less than one from last month, and many people see their scores start to climb once their balances are resolved and new negative marks stop appearing.",
    },
    { kind: "heading", text: "Putting it in context" },
    {
      kind: "paragraph",
      text: "If you are already behind on several accounts, much of the damage may have happened. In that case settlement can be a path to stopping the slide, whereas continuing to fall further behind with no plan keeps adding new negative entries. If your accounts are current and your score is high, a consolidation loan or a credit counseling plan may protect your credit better.",
    },
    { kind: "heading", text: "Rebuilding afterwards" },
    {
      kind: "list",
      items: [
        "Check your reports for free at AnnualCreditReport.com and dispute any account not shown as settled.",
        "Pay every remaining bill on time; recent history counts the most.",
        "Consider a secured credit card with a small limit, and keep its balance low.",
        "Avoid applying for lots of new credit at once.",
      ],
    },
    {
      kind: "paragraph",
      text: "Rebuilding takes patience, but it is steady work with predictable results. A lower score for a few years can be a fair trade for getting out from under debt you could not repay, as long as you go in knowing the cost.",
    },
  ],
};
