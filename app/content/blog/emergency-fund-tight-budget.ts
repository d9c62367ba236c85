import type { ArticleSource } from "#app/content/blog/types.ts";

export const EMERGENCY_FUND_TIGHT_BUDGET: ArticleSource = {
  id: "emergency-fund-tight-budget",
  title: "Starting an Emergency Fund When Money Is Tight",
  excerpt:
    "Without savings, every surprise bill goes on a credit card. Here is how to build a first cushion even while you are paying down debt.",
  category: "budgeting",
  date: "2025-04-02",
  body: [
    {
      kind: "paragraph",
      text: "It can feel backwards to save while you owe money at high interest. But without any cushion, a flat tire or a dental bill goes straight onto a card, and the balance you worked to reduce climbs again. A small emergency fund breaks that cycle.",
    },
    { kind: "heading", text: "Start with a small, specific goal" },
    {
      kind: "paragraph",
      text: "Forget the advice to save six months of expenses for now. Aim first for a starter fund of $500 to $1,000, enough to cover the most common surprises. Once your debts are under control, you can build toward one and then three months of essential costs.",
    },
    { kind: "heading", text: "Find the money" },
    {
      kind: "list",
      items: [
        "Set up an automatic transfer on payday, even if it is only $10 or $20.",
        "Save windfalls such as tax refunds, rebates and gifts, at least in part.",
        "Cancel one subscription you rarely use and send that amount to savings.",
        "Sell something you no longer need and bank the proceeds.",
      ],
    },
    { kind: "heading", text: "Keep it separate and boring" },
    {
      kind: "paragraph",
      text: "Keep the fund in an insured savings account that is separate from your everyday account, so it is not spent by accident. It does not need to earn much; it needs to be safe and available within a day or two. Investing it in anything that can fall in value defeats the purpose.",
    },
    { kind: "heading", text: "Decide what counts as an emergency" },
    {
      kind: "paragraph",
      text: "Write down what the fund is for: urgent medical costs, essential car or home repairs, or a gap in income. Holidays and sales are not emergencies. When you do use it, make refilling it your first priority before extra debt payments.",
    },
    {
      kind: "paragraph",
      text: "If you are in a debt-relief program, talk to your consultant before pausing deposits. Many programs can adjust the monthly amount for a while, which is far better than missing deposits without a plan.",
    },
  ],
};
