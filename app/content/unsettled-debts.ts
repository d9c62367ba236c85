// The debts the program does not settle (issue 21): mortgages, auto loans and federal student
// loans. The home page's category tabs for them lead to /resources/{slug}, which explains why,
// says what to do first and which part of such a debt the program can take, if any; the help that
// fits (HUD, the CFPB, the FTC, studentaid.gov) is that category's resources (resources.ts).

export interface UnsettledDebt {
  /** The home category id and the resources category slug. */
  slug: "mortgages" | "auto-loans" | "student-loans";
  /** "Why we do not settle mortgages". */
  heading: string;
  why: readonly string[];
  /** What to do first, in the person's own words. */
  steps: readonly string[];
  /** The part of such a debt the program may take, with the wizard's address for it. */
  mayQualify: { text: string; label: string; href: string };
}

export const UNSETTLED_DEBTS: readonly UnsettledDebt[] = [
  {
    slug: "mortgages",
    heading: "Why we do not settle mortgages",
    why: [
      "A mortgage is secured by your home. If payments stop, the lender can foreclose instead of accepting less, so debt settlement is not a safe way to deal with it: stopping payments puts your home at risk.",
    ],
    steps: [
      "Call your mortgage servicer as soon as you can (the number is on your statement) and ask about forbearance, a repayment plan or a loan modification.",
      "Talk to a HUD-approved housing counselor. Their advice is free or low cost, and they can help you work with your servicer. Call HUD at (800) 569-4287 to find one near you.",
      "Be wary of anyone who charges a fee up front to save your home: that is a common scam.",
    ],
    mayQualify: {
      text: "If credit cards, personal loans or medical bills make your mortgage hard to pay, settling those unsecured debts may free up money each month.",
      label: "Apply about your unsecured debts",
      href: "/apply?category=credit-cards",
    },
  },
  {
    slug: "auto-loans",
    heading: "Why we do not settle auto loans",
    why: [
      "An auto loan is secured by your car. If payments stop, the lender can repossess the car instead of negotiating, so debt settlement would put your transportation at risk.",
    ],
    steps: [
      "Call your lender before you miss a payment (the number is on your statement) and ask about deferring a payment, extending the loan or refinancing.",
      "Know your rights if your car is repossessed: the lender must follow your state's rules on notice and on the sale of the car.",
    ],
    mayQualify: {
      text: "If your car has already been repossessed and sold and the lender says you still owe the difference (a deficiency balance), that balance is no longer secured, and the program may be able to settle it.",
      label: "Apply about a deficiency balance",
      href: "/apply?category=auto-loans",
    },
  },
  {
    slug: "student-loans",
    heading: "Why we do not settle federal student loans",
    why: [
      "Federal student loans cannot be settled like credit cards, and the government offers better help for free: income-driven repayment plans that can lower your payment (to $0 for some people), deferment, forbearance, consolidation and loan forgiveness programs.",
    ],
    steps: [
      "Sign in at studentaid.gov to see your federal loans and your servicer, and compare repayment plans.",
      "Call your loan servicer and ask which plan fits your income. This help is free: never pay a company to enroll you in a federal program.",
    ],
    mayQualify: {
      text: "Private student loans, from a bank or another lender, are different: they are unsecured, and some lenders do settle them.",
      label: "Apply about a private student loan",
      href: "/apply?category=student-loans",
    },
  },
];

export function findUnsettledDebt(slug: string): UnsettledDebt | undefined {
  return UNSETTLED_DEBTS.find((debt) => debt.slug === slug);
}
