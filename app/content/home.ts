import { FASTEST_STATEMENT, FIGURES } from "#app/content/figures.ts";

// Copy of the home page sections (spec section 2, "Home page").

export interface DebtCategory {
  id: string;
  label: string;
  /** The wizard for the debts the program settles; an honest explanation and the right help for the others. */
  href: string;
}

const apply = (id: string, label: string): DebtCategory => ({ id, label, href: `/apply?category=${id}` });
/** Debts the program does not settle: their page says why and who can help (unsettled-debts.ts). */
const explain = (id: string, label: string): DebtCategory => ({ id, label, href: `/resources/${id}` });

/** The qualification section's category tabs (spec section 2, with issue 21's honest exceptions). */
export const DEBT_CATEGORIES: readonly DebtCategory[] = [
  apply("credit-cards", "Credit Cards"),
  apply("insurance", "Insurance"),
  explain("mortgages", "Mortgages"),
  apply("personal-loans", "Personal Loans"),
  explain("auto-loans", "Auto Loans"),
  explain("student-loans", "Student Loans"),
];

export const UNSETTLED_CATEGORIES_NOTE =
  "We settle unsecured debts. We cannot settle mortgages, auto loans or federal student loans: those tabs explain why and who can help.";

export interface Benefit {
  title: string;
  text: string;
}

/** Why Choose Us. */
export const WHY_CHOOSE_US: readonly Benefit[] = [
  {
    title: "No Upfront Fees",
    text: `Your consultation is free and you pay nothing to enroll. Our fee, ${FIGURES.feePercent} of the amount saved on a debt, is charged only after that debt has been settled.`,
  },
  {
    title: "Quicker Than Paying Minimums",
    text: `Minimum payments can take decades to clear a balance. Our program typically takes ${FIGURES.programMonths} months.`,
  },
  {
    title: "One Low Monthly Program Payment",
    text: "Replace several due dates with one monthly program payment into an FDIC-insured account that you control.",
  },
  {
    title: `Rated ${FIGURES.bbbRating} by the BBB`,
    text: `We hold an ${FIGURES.bbbRating} rating with the Better Business Bureau and have served ${FIGURES.customersServed}.`,
  },
];

export const HERO_INTRO = `Become ${FASTEST_STATEMENT} with one monthly program payment. Your consultation is free, and there are zero up-front fees. Savings are an estimate: results vary, typically ${FIGURES.savingsRange} of your enrolled debt.`;
