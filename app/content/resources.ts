// Public consumer-finance resources seeded into the `resources` table at start.
// Categories include the four of the Resources dropdown (decisions.md "Content").

export interface ResourceSeed {
  title: string;
  description: string;
  url: string;
  category: string;
}

export const RESOURCE_SEEDS: readonly ResourceSeed[] = [
  {
    title: "CFPB: What is debt settlement?",
    description:
      "The Consumer Financial Protection Bureau explains how debt settlement works, its costs and its risks.",
    url: "https://www.consumerfinance.gov/ask-cfpb/what-are-debt-settlementdebt-relief-services-and-should-i-use-them-en-1457/",
    category: "guides",
  },
  {
    title: "FTC: How to get out of debt",
    description:
      "The Federal Trade Commission's guide to budgeting, credit counselling, debt settlement and avoiding scams.",
    url: "https://consumer.ftc.gov/articles/how-get-out-debt",
    category: "guides",
  },
  {
    title: "FTC: Debt relief and credit repair scams",
    description:
      "Warning signs of debt-relief scams, including companies that charge fees before settling any debt.",
    url: "https://consumer.ftc.gov/articles/debt-relief-credit-repair-scams",
    category: "guides",
  },
  {
    title: "NAAG: Find your state attorney general",
    description:
      "Debt-relief rules and fees vary by state; your attorney general's office can tell you what applies where you live.",
    url: "https://www.naag.org/find-my-ag/",
    category: "by-state",
  },
  {
    title: "CSBS: State financial regulators",
    description: "Contact details of the state agencies that license and supervise financial companies.",
    url: "https://www.csbs.org/contact-your-state-regulators",
    category: "by-state",
  },
  {
    title: "Federal Reserve: Credit card repayment calculator guidance",
    description:
      "How long paying only the minimum takes, and how much interest it costs, explained by the Federal Reserve.",
    url: "https://www.federalreserve.gov/creditcard/",
    category: "calculator",
  },
  {
    title: "Investor.gov: Compound interest calculator",
    description:
      "The SEC's calculator shows how interest grows over time, the same arithmetic that makes unpaid balances grow.",
    url: "https://www.investor.gov/financial-tools-calculators/calculators/compound-interest-calculator",
    category: "calculator",
  },
  {
    title: "CFPB: Ask CFPB about debt collection",
    description: "Answers to common questions about debt collectors, your rights and how to dispute a debt.",
    url: "https://www.consumerfinance.gov/consumer-tools/debt-collection/",
    category: "faqs",
  },
  {
    title: "AnnualCreditReport.com: Free credit reports",
    description: "The only official site for free credit reports from the three nationwide credit bureaus.",
    url: "https://www.annualcreditreport.com/",
    category: "credit",
  },
  {
    title: "USA.gov: Credit reports and scores",
    description: "How credit reports and scores work, and how to correct mistakes in your report.",
    url: "https://www.usa.gov/credit-reports",
    category: "credit",
  },
];
