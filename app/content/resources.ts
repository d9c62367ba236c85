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
      "The Federal Trade Commission's guide to budgeting, credit counseling, debt settlement and avoiding scams.",
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
  {
    title: "NFCC: Find a nonprofit credit counselor",
    description:
      "The National Foundation for Credit Counseling connects you with certified nonprofit counselors who can review your budget and explain debt management plans.",
    url: "https://www.nfcc.org/",
    category: "guides",
  },
  {
    title: "USA.gov: State consumer protection offices",
    description:
      "Find the consumer protection office for your state, county or city, where you can check a company and file a complaint.",
    url: "https://www.usa.gov/state-consumer",
    category: "by-state",
  },
  {
    title: "U.S. Trustee Program: Approved credit counseling agencies",
    description:
      "The Department of Justice's list of approved credit counseling agencies, arranged by state and judicial district.",
    url: "https://www.justice.gov/ust/list-credit-counseling-agencies-approved-pursuant-11-usc-111",
    category: "by-state",
  },
  {
    title: "Federal Student Aid: Loan Simulator",
    description:
      "The Department of Education's calculator for federal student loans: compare repayment plans, monthly payments and total cost.",
    url: "https://studentaid.gov/loan-simulator/",
    category: "calculator",
  },
  {
    title: "CFPB: Ask CFPB",
    description:
      "Searchable answers from the Consumer Financial Protection Bureau to hundreds of questions about credit cards, debt collection, loans and credit reports.",
    url: "https://www.consumerfinance.gov/ask-cfpb/",
    category: "faqs",
  },
  {
    title: "Federal Reserve Consumer Help",
    description:
      "Answers to frequently asked questions about banks and credit, and a way to file a complaint about a bank the Federal Reserve supervises.",
    url: "https://www.federalreserveconsumerhelp.gov/",
    category: "faqs",
  },
  {
    title: "FTC: Free credit reports",
    description:
      "How to get your free credit reports, what they contain and what to do if you find an error or signs of identity theft.",
    url: "https://consumer.ftc.gov/articles/free-credit-reports",
    category: "credit",
  },
  {
    title: "CFPB: Credit reports and scores",
    description:
      "Tools and answers from the CFPB about reading your credit report, disputing errors and improving your score.",
    url: "https://www.consumerfinance.gov/consumer-tools/credit-reports-and-scores/",
    category: "credit",
  },
  {
    title: "FTC: Debt collection FAQs",
    description:
      "What debt collectors may and may not do under the Fair Debt Collection Practices Act, and how to stop contact or dispute a debt.",
    url: "https://consumer.ftc.gov/articles/debt-collection-faqs",
    category: "debt-collection",
  },
  {
    title: "CFPB: Submit a complaint",
    description:
      "Send a complaint about a debt collector, lender or other financial company to the CFPB, which forwards it to the company for a response.",
    url: "https://www.consumerfinance.gov/complaint/",
    category: "debt-collection",
  },
  {
    title: "FTC: Report fraud",
    description:
      "Report a debt-relief scam, a fake debt collector or another fraud to the Federal Trade Commission.",
    url: "https://reportfraud.ftc.gov/",
    category: "debt-collection",
  },
  {
    title: "IRS: Canceled debt, is it taxable or not?",
    description:
      "IRS Tax Topic 431 explains when forgiven debt counts as income and which exclusions, such as insolvency, may apply.",
    url: "https://www.irs.gov/taxtopics/tc431",
    category: "taxes",
  },
  {
    title: "IRS: About Form 1099-C, Cancellation of Debt",
    description:
      "The form a creditor files when it cancels $600 or more of debt, with its instructions and recent updates.",
    url: "https://www.irs.gov/forms-pubs/about-form-1099-c",
    category: "taxes",
  },
  {
    title: "IRS Publication 4681: Canceled Debts, Foreclosures, Repossessions, and Abandonments",
    description:
      "The IRS's detailed guide to canceled debt for individuals, including the insolvency worksheet.",
    url: "https://www.irs.gov/publications/p4681",
    category: "taxes",
  },
  {
    title: "CFPB: Find a housing counselor",
    description: "Search for a HUD-approved housing counseling agency near you.",
    url: "https://www.consumerfinance.gov/find-a-housing-counselor/",
    category: "mortgages",
  },
  {
    title: "HUD: Find a housing counselor",
    description:
      "The Department of Housing and Urban Development's list of approved housing counseling agencies, with advice on avoiding foreclosure.",
    url: "https://www.hud.gov/findacounselor",
    category: "mortgages",
  },
  {
    title: "CFPB: Auto loans",
    description: "Answers about auto loan payments, trouble paying and repossession.",
    url: "https://www.consumerfinance.gov/consumer-tools/auto-loans/",
    category: "auto-loans",
  },
  {
    title: "FTC: Vehicle repossession",
    description: "What a lender may and may not do, and what you can do, when a car is repossessed.",
    url: "https://consumer.ftc.gov/articles/vehicle-repossession",
    category: "auto-loans",
  },
  {
    title: "Federal Student Aid: Repayment plans",
    description:
      "Income-driven repayment, deferment, forbearance and forgiveness, from the Department of Education.",
    url: "https://studentaid.gov/manage-loans/repayment",
    category: "student-loans",
  },
  {
    title: "CFPB: Student loans",
    description: "How to find your servicer, lower your payment and get out of default.",
    url: "https://www.consumerfinance.gov/consumer-tools/student-loans/",
    category: "student-loans",
  },
];
