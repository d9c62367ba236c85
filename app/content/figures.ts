// Every marketing figure of spec sections 1 and 9, in one place, so no two pages disagree.
// Pages format these values; they never type a figure themselves.

export const FIGURES = {
  customersServed: "600,000+",
  clients: "500K+",
  clientsLong: "500,000+",
  debtResolved: "$10B+",
  debtResolvedLong: "$10 Billion+",
  yearsInBusiness: "15+",
  bbbRating: "A+",
  averageSavingsRange: "30-50%",
  satisfaction: "4.8/5",
  payLessThanOwed: "up to 30% less",
  fastestProgramMonths: "12-48",
  typicalProgramMonths: "24-48",
} as const;
