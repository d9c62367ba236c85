import { type Photo, peoplePhoto } from "#app/content/people-photos.ts";

// Client stories (spec section 3, "Success story"). Names and amounts are made up for this
// demonstration site; results vary from client to client.

export interface SuccessStory {
  id: string;
  name: string;
  location: string;
  /** Missing photo: the fallback avatar is shown. */
  image: Photo | null;
  quote: string;
  totalDebt: number;
  monthlyPayment: number;
  /** Programme length in months. */
  programLength: number;
  totalSavings: number;
}

export const CLIENT_STORIES: readonly SuccessStory[] = [
  {
    id: "luis-g",
    name: "Luis G.",
    location: "San Antonio, TX",
    image: peoplePhoto("luis-g"),
    quote:
      "My hours were cut and the card balances kept growing with interest. The program gave me one payment I could afford, and I finished a few months early.",
    totalDebt: 21800,
    monthlyPayment: 372,
    programLength: 38,
    totalSavings: 7650,
  },
  {
    id: "angela-w",
    name: "Angela W.",
    location: "Spokane, WA",
    image: peoplePhoto("angela-w"),
    quote:
      "What I valued most was honesty. They told me up front that my credit score would dip for a while, and they were right that it recovered once the debts were settled.",
    totalDebt: 39500,
    monthlyPayment: 545,
    programLength: 46,
    totalSavings: 14300,
  },
  {
    id: "robert-h",
    name: "Robert H.",
    location: "Dayton, OH",
    image: peoplePhoto("robert-h"),
    quote:
      "After retiring I could not keep up with the store cards and a personal loan. Settling them meant I could stop worrying about the phone ringing.",
    totalDebt: 17600,
    monthlyPayment: 318,
    programLength: 36,
    totalSavings: 6150,
  },
  {
    id: "keisha-b",
    name: "Keisha B.",
    location: "Atlanta, GA",
    image: peoplePhoto("keisha-b"),
    quote:
      "I had student loans on top of credit cards. The team was clear about which debts the program could help with and which it could not, and that made it easy to trust them.",
    totalDebt: 56200,
    monthlyPayment: 702,
    programLength: 48,
    totalSavings: 22500,
  },
];
