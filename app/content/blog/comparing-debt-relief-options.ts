import type { ArticleSource } from "#app/content/blog/types.ts";

export const COMPARING_DEBT_RELIEF_OPTIONS: ArticleSource = {
  id: "comparing-debt-relief-options",
  title: "Settlement, Consolidation or Credit Counseling: Which Fits You?",
  excerpt:
    "Three common ways out of unsecured debt compared side by side, with who each one suits and what each one costs.",
  category: "debt-relief",
  date: "2025-05-28",
  body: [
    {
      kind: "paragraph",
      text: "If your balances keep growing even though you pay every month, you have more than one way out. The right choice depends on your credit, your income and how much you owe. Here is an honest comparison of the three options people ask us about most.",
    },
    { kind: "heading", text: "Debt consolidation loan" },
    {
      kind: "paragraph",
      text: "A consolidation loan pays off several debts and leaves you with one fixed monthly payment, ideally at a lower interest rate than your credit cards. You still repay the full balance, so your credit is not harmed by settlements, and on-time payments can help it. The catch is that the best rates go to borrowers with good credit. If your score has already dropped, the rate offered may not save you much, and running the cards up again after consolidating leaves you worse off than before.",
    },
    { kind: "heading", text: "Credit counseling and a debt management plan" },
    {
      kind: "paragraph",
      text: "Nonprofit credit counseling agencies can set up a debt management plan. You make one payment to the agency, which pays your creditors, often at reduced interest rates they have agreed in advance. You repay the full balance over three to five years and usually close the enrolled cards. Fees are modest and regulated in many states. This suits people who can afford the full balance if the interest is lowered.",
    },
    { kind: "heading", text: "Debt settlement" },
    {
      kind: "paragraph",
      text: "Settlement aims to pay less than the full balance. It suits people who cannot realistically repay everything, even at a lower rate, but who can save a steady monthly amount. It typically takes two to four years, your credit score will likely fall while accounts are unpaid, and forgiven amounts may be taxable. In return, the total you pay can be considerably lower than what you owe.",
    },
    { kind: "heading", text: "A quick way to decide" },
    {
      kind: "list",
      items: [
        "Good credit and a manageable balance: compare consolidation loan offers first.",
        "Steady income but high interest rates: ask a nonprofit credit counselor about a management plan.",
        "Balances you cannot repay in full within five years: settlement may be worth considering.",
        "Debts far beyond what you could ever repay, or a lawsuit under way: talk to a bankruptcy attorney.",
      ],
    },
    {
      kind: "paragraph",
      text: "Whatever you choose, get the total cost and the timeline in writing, and be wary of anyone who promises a specific result or asks for money before doing any work.",
    },
  ],
};
