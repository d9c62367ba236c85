import { FIGURES } from "#app/content/figures.ts";

// Copy of the About page (spec section 2, "Marketing pages").

export const MISSION =
  "Our mission is to help people with unsecured debt find a clear, affordable and honest way out: one monthly payment, no upfront fees, and plain answers about what settlement can and cannot do.";

export const STORY =
  "We started with a small team of negotiators who believed that people struggling with debt deserve the same straight talk and respect as anyone else. Today our consultants, negotiators and client-support specialists work with clients across the country, but the approach has not changed: we explain the costs and the risks before anyone enrolls, and we are paid only when we deliver a settlement.";

export interface CoreValue {
  title: string;
  text: string;
}

export const CORE_VALUES: readonly CoreValue[] = [
  {
    title: "Trust and Integrity",
    text: "We tell you the costs, the timeline and the effect on your credit before you enroll, and we never charge a fee before a debt is settled.",
  },
  {
    title: "Client First",
    text: "Every settlement is your decision. We recommend, you approve, and the money stays in an account you control.",
  },
  {
    title: "Excellence",
    text: "Our negotiators are trained and certified, and we measure ourselves by the savings and the satisfaction of our clients.",
  },
  {
    title: "Commitment",
    text: "We stay with you from the first call until your last enrolled debt is resolved, however long that takes.",
  },
];

export interface Stat {
  value: string;
  label: string;
}

export const ABOUT_STATS: readonly Stat[] = [
  { value: `${FIGURES.customerCount}+`, label: "Customers served" },
  { value: FIGURES.debtResolved, label: "Debt resolved" },
  { value: FIGURES.yearsInBusiness, label: "Years in business" },
  { value: FIGURES.bbbRating, label: "BBB rating" },
];

export interface LeadershipRole {
  role: string;
  /** What this leader answers for, as a client would want to know it. */
  answersFor: string;
}

export const LEADERSHIP_INTRO =
  "Four leaders answer for the parts of the program that matter most to you. If something we do falls short, our support team takes it to the one responsible.";

/** Who answers for what (no placeholders: issue 21). */
export const LEADERSHIP: readonly LeadershipRole[] = [
  {
    role: "Chief Executive Officer",
    answersFor:
      "Every client outcome, and the promises on this site: no fee before a debt is settled, and one honest set of figures.",
  },
  {
    role: "Chief Operating Officer",
    answersFor: "Our negotiators and client-support specialists, and how quickly we answer you.",
  },
  {
    role: "Chief Compliance Officer",
    answersFor:
      "Our licenses in the states where we work, and the federal and state consumer-protection rules we follow, including the FTC's Telemarketing Sales Rule.",
  },
  {
    role: "Head of Client Experience",
    answersFor: "Consultations and client education, so you hear the costs and the risks before you enroll.",
  },
];

/** Summary stats of the client stories page (spec section 1, "success page stats"). */
export const SUCCESS_STATS: readonly Stat[] = [
  { value: `${FIGURES.customerCount}+`, label: "Customers served" },
  { value: FIGURES.debtResolved, label: "Debt resolved" },
  { value: FIGURES.savingsRange, label: "Typical savings, after fees" },
  { value: FIGURES.satisfaction, label: "Client satisfaction" },
];
