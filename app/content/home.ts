import { FIGURES } from "#app/content/figures.ts";

// Copy of the home page sections (spec section 2, "Home page").

/** The qualification section's category tabs; each links to /apply?category={id}. */
export const DEBT_CATEGORIES: readonly { id: string; label: string }[] = [
  { id: "credit-cards", label: "Credit Cards" },
  { id: "insurance", label: "Insurance" },
  { id: "mortgages", label: "Mortgages" },
  { id: "personal-loans", label: "Personal Loans" },
  { id: "auto-loans", label: "Auto Loans" },
  { id: "student-loans", label: "Student Loans" },
];

export interface Benefit {
  title: string;
  text: string;
}

/** Why Choose Us. */
export const WHY_CHOOSE_US: readonly Benefit[] = [
  {
    title: "No Upfront Fees",
    text: "Your consultation is free and you pay nothing to enroll. Our fee is charged only after a debt has been settled.",
  },
  {
    title: "Quicker Than Paying Minimums",
    text: `Minimum payments can take decades to clear a balance. Our program typically takes ${FIGURES.typicalProgramMonths} months.`,
  },
  {
    title: "One Low Monthly Program Payment",
    text: "Replace several due dates with one monthly program payment into an FDIC-insured account that you control.",
  },
  {
    title: `Rated ${FIGURES.bbbRating} by the BBB`,
    text: `We hold an ${FIGURES.bbbRating} rating with the Better Business Bureau and have served ${FIGURES.customersServed} customers.`,
  },
];

export const HERO_INTRO = `Become debt free in as little as ${FIGURES.fastestProgramMonths} months with one monthly program payment. Your consultation is free, and there are zero up-front fees.`;
