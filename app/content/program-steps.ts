import { FASTEST_STATEMENT, FEE_STATEMENT, FIGURES } from "#app/content/figures.ts";

// The four steps of the program (spec section 2, "How it works"), shown on the home page
// and on /how-it-works.

export interface ProgramStep {
  title: string;
  summary: string;
  detail: string;
}

export const PROGRAM_STEPS: readonly ProgramStep[] = [
  {
    title: "Free Consultation",
    summary: "Tell us about your debts and your budget. The consultation is free and there is no obligation.",
    detail:
      "A certified consultant reviews your unsecured debts, income and monthly budget with you, explains whether the program fits your situation, and tells you about the alternatives, including credit counseling and bankruptcy.",
  },
  {
    title: "Enroll and Start Saving",
    summary: "Make one monthly program payment into an FDIC-insured account that you control.",
    detail:
      "Instead of juggling several minimum payments, you make one monthly program payment into a dedicated account held in your name. There are no upfront fees, and you can leave the program at any time.",
  },
  {
    title: "We Negotiate",
    summary: "Our negotiators work with your creditors to settle your debts for less than you owe.",
    detail: `Once enough has been saved, we negotiate with each creditor. Every settlement offer is shown to you first; money leaves your account only after you approve it. ${FEE_STATEMENT}`,
  },
  {
    title: "Debt Freedom",
    summary: `As each debt is settled you move closer to finishing, typically in ${FIGURES.programMonths} months.`,
    detail: `When your last enrolled debt is settled, you have completed the program. Depending on your debt and your budget, you could be ${FASTEST_STATEMENT}.`,
  },
];
