import { type Photo, peoplePhoto } from "#app/content/people-photos.ts";
import { percentOf } from "#app/domain/format.ts";

// The home page testimonials (spec section 3, "Testimonial"): three samples with savings of
// 29, 39 and 35 percent and programme lengths of 53, 48 and 42 months. Names and amounts are
// made up for this demonstration site. The savings percentage is computed, never typed.

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  quote: string;
  totalDebt: number;
  monthlyPayment: number;
  /** Programme length in months. */
  programLength: number;
  totalSavings: number;
  /** Total savings over total debt, rounded to a whole percent. */
  savingsPercentage: number;
  /** Missing photo: the fallback avatar is shown. */
  image: Photo | null;
}

type TestimonialSeed = Omit<Testimonial, "savingsPercentage">;

const SEEDS: readonly TestimonialSeed[] = [
  {
    id: "dana-m",
    name: "Dana M.",
    location: "Columbus, OH",
    quote:
      "I was juggling six credit cards and only ever paying the minimums. One monthly payment finally gave me a plan I could stick to, and I could see the balances going down.",
    totalDebt: 32400,
    monthlyPayment: 434,
    programLength: 53,
    totalSavings: 9400,
    image: peoplePhoto("dana-m"),
  },
  {
    id: "marcus-t",
    name: "Marcus T.",
    location: "Mesa, AZ",
    quote:
      "After a medical leave my debt got out of hand. The team explained every step, including the effect on my credit, and never asked me for a fee before a debt was settled.",
    totalDebt: 48700,
    monthlyPayment: 619,
    programLength: 48,
    totalSavings: 19000,
    image: peoplePhoto("marcus-t"),
  },
  {
    id: "priya-k",
    name: "Priya K.",
    location: "Raleigh, NC",
    quote:
      "The calls from creditors stopped being the first thing I thought about every morning. Three and a half years later, my last account is settled.",
    totalDebt: 26300,
    monthlyPayment: 407,
    programLength: 42,
    totalSavings: 9200,
    image: peoplePhoto("priya-k"),
  },
];

export const TESTIMONIALS: readonly Testimonial[] = SEEDS.map((seed) => ({
  ...seed,
  savingsPercentage: percentOf(seed.totalSavings, seed.totalDebt),
}));
