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
  { value: FIGURES.clients, label: "Clients helped" },
  { value: FIGURES.debtResolved, label: "Debt resolved" },
  { value: FIGURES.yearsInBusiness, label: "Years in business" },
  { value: FIGURES.bbbRating, label: "BBB rating" },
];

export interface LeadershipRole {
  role: string;
  focus: string;
}

/** Placeholders: no real person is named on this demonstration site. */
export const LEADERSHIP_PLACEHOLDERS: readonly LeadershipRole[] = [
  { role: "Chief Executive Officer", focus: "Company direction and client outcomes" },
  { role: "Chief Operating Officer", focus: "Negotiations and client support" },
  { role: "Chief Compliance Officer", focus: "State licensing and consumer protection" },
  { role: "Head of Client Experience", focus: "Consultations and client education" },
];

/** Summary stats of the client stories page (spec section 1, "success page stats"). */
export const SUCCESS_STATS: readonly Stat[] = [
  { value: FIGURES.clientsLong, label: "Clients helped" },
  { value: FIGURES.debtResolvedLong, label: "Debt resolved" },
  { value: FIGURES.averageSavingsRange, label: "Average savings" },
  { value: FIGURES.satisfaction, label: "Client satisfaction" },
];
