import type { ArticleSource } from "#app/content/blog/types.ts";

export const ZERO_BASED_BUDGET: ArticleSource = {
  id: "zero-based-budget",
  title: "Build a Zero-Based Budget in One Evening",
  excerpt:
    "Give every dollar a job before the month begins. A simple method that shows exactly where your money goes and what you can put toward debt.",
  category: "budgeting",
  date: "2025-04-16",
  body: [
    {
      kind: "paragraph",
      text: "A zero-based budget is not about spending nothing. It means that income minus planned spending, saving and debt payments equals zero: every dollar has a purpose before the month starts. It takes one evening to set up, and it is the clearest way to find out what you can realistically put toward debt.",
    },
    { kind: "heading", text: "Step 1: Write down your take-home income" },
    {
      kind: "paragraph",
      text: "Use the amount that actually reaches your bank account after taxes and deductions. If your pay varies, use your lowest month from the last six months. Budgeting on a cautious number is far less painful than discovering a shortfall later.",
    },
    { kind: "heading", text: "Step 2: List your essentials first" },
    {
      kind: "paragraph",
      text: "Housing, utilities, groceries, transport to work, insurance, childcare and medicine come first. Look at last month's bank statement rather than guessing; most people underestimate groceries and transport by a surprising amount.",
    },
    { kind: "heading", text: "Step 3: Add minimum debt payments and a small buffer" },
    {
      kind: "paragraph",
      text: "Write down every minimum payment, then set aside a modest amount for irregular costs such as car repairs, birthdays and annual subscriptions. Divide yearly bills by twelve so they do not ambush you.",
    },
    { kind: "heading", text: "Step 4: Assign what is left" },
    {
      kind: "paragraph",
      text: "Whatever remains gets a job: an emergency fund, extra payments on your highest-interest debt, or flexible spending. Keep going until the total left to assign is zero. If the number goes negative before you reach this step, that is important information too: it means your debts cannot be handled by budgeting alone, and it may be time to look at your options.",
    },
    { kind: "heading", text: "Keep it going" },
    {
      kind: "list",
      items: [
        "Track spending at least weekly; a quick check beats a monthly surprise.",
        "Move money between categories when life happens, but keep the total at zero.",
        "Start each month with a fresh plan based on what you learned last month.",
      ],
    },
    {
      kind: "paragraph",
      text: "The first month rarely goes exactly to plan. By the third, most people find a budget that fits their life and a clear figure for how fast they can get out of debt.",
    },
  ],
};
