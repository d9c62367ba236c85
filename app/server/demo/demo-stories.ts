// The demonstration's stories (issue 45, docs/decisions/0069): about 25 fictional customers, each
// a list of steps on its days, from 14 months back to the real today, and the seeded generator
// and names they are drawn with. seed.server.ts plays them through the app's own recipes.

/** How far back the oldest story starts. */
export const SEED_HISTORY_DAYS = 420;

/** mulberry32: a small seeded generator, so every demo has the same people and figures. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST_NAMES = [
  "Maya",
  "Jonah",
  "Priya",
  "Elena",
  "Marcus",
  "Grace",
  "Tomas",
  "Aisha",
  "Wen",
  "Rosa",
  "Declan",
  "Imani",
  "Luca",
  "Nadia",
  "Owen",
  "Farah",
  "Caleb",
  "Sofia",
  "Hugo",
  "Leila",
  "Andre",
  "Mei",
  "Ruth",
  "Samir",
  "Tessa",
];
export const LAST_NAMES = [
  "Alvarez",
  "Brennan",
  "Chowdhury",
  "Dalton",
  "Eriksen",
  "Fontaine",
  "Garza",
  "Holloway",
  "Ibarra",
  "Jensen",
  "Kowalski",
  "Lindqvist",
  "Moreau",
  "Nakamura",
  "Okafor",
  "Patel",
  "Quinn",
  "Rasmussen",
  "Sandoval",
  "Thorne",
  "Underwood",
  "Vasquez",
  "Whitaker",
  "Yamada",
  "Zeller",
];
export const CREDITORS = [
  "Harbor Bank Visa",
  "Lighthouse Card Services",
  "Bayview Credit Union",
  "Seaside Personal Loans",
  "Anchor Retail Card",
  "Northshore Medical Billing",
  "Tidewater Finance",
];
export const STATES = ["IL", "TX", "FL", "CA", "AZ", "NY", "OH", "GA"];

/** A step of a customer's story, `day` days after the story starts. */
export type Step =
  | { day: number; kind: "submit" }
  | { day: number; kind: "approve" }
  | { day: number; kind: "decline" }
  | { day: number; kind: "terms"; monthlyDollars: number }
  | { day: number; kind: "sign" }
  | { day: number; kind: "enroll" }
  | { day: number; kind: "negotiate" }
  | { day: number; kind: "offer"; debt: number; percent: number; expiresIn: number; payments: number }
  | { day: number; kind: "accept"; debt: number }
  | { day: number; kind: "confirm"; debt: number }
  | { day: number; kind: "return-last" }
  | { day: number; kind: "leave" }
  | { day: number; kind: "legal-notice" };

export interface Story {
  /** What the story shows at the real today, for the progress lines. */
  stage: string;
  /** The day (from the seed's first) the story starts. */
  start: number;
  debts: number[];
  steps: Step[];
}

const T = SEED_HISTORY_DAYS;
const enrolled = (monthly?: number): Step[] => [
  { day: 0, kind: "submit" },
  { day: 1, kind: "approve" },
  ...(monthly ? [{ day: 1, kind: "terms", monthlyDollars: monthly } as const] : []),
  { day: 2, kind: "sign" },
  { day: 3, kind: "enroll" },
];

/** The stories, as of the real today (day T). */
export function stories(): Story[] {
  const at = (start: number, stage: string, debts: number[], steps: Step[]): Story => ({
    start,
    stage,
    debts,
    steps,
  });
  return [
    at(T - 1, "applied yesterday", [4200, 3900.5], [{ day: 0, kind: "submit" }]),
    at(T - 7, "applied a week ago", [5100.37, 2875.12, 1450.99], [{ day: 0, kind: "submit" }]),
    at(T - 3, "applied with many debts", [3100, 2600, 1900, 1750, 1200, 980.4], [{ day: 0, kind: "submit" }]),
    at(
      T - 20,
      "declined",
      [8200],
      [
        { day: 0, kind: "submit" },
        { day: 2, kind: "decline" },
      ],
    ),
    at(
      T - 5,
      "approved, awaiting signature",
      [6200, 2300],
      [
        { day: 0, kind: "submit" },
        { day: 1, kind: "approve" },
      ],
    ),
    at(
      T - 12,
      "approved, unsigned for 10 days",
      [9100],
      [
        { day: 0, kind: "submit" },
        { day: 2, kind: "approve" },
      ],
    ),
    at(T - 100, "saving, 3 months", [5400, 3800], enrolled()),
    at(T - 200, "saving, 6 months", [7200, 2950, 1800], enrolled()),
    at(T - 380, "saving, 12 months", [6100, 4400], enrolled()),
    at(
      T - 300,
      "negotiating, ready for an offer",
      [2400, 6900],
      [...enrolled(400), { day: 240, kind: "negotiate" }],
    ),
    at(
      T - 330,
      "negotiating, an offer expiring in 10 days",
      [2800, 7400],
      [
        ...enrolled(380),
        { day: 250, kind: "negotiate" },
        { day: 327, kind: "offer", debt: 0, percent: 45, expiresIn: 13, payments: 2 },
      ],
    ),
    at(
      T - 320,
      "negotiating, an offer expiring in 25 days",
      [3300, 5200],
      [
        ...enrolled(420),
        { day: 250, kind: "negotiate" },
        { day: 318, kind: "offer", debt: 0, percent: 48, expiresIn: 27, payments: 2 },
      ],
    ),
    at(
      T - 410,
      "settled and paying",
      [3000, 6400],
      [
        ...enrolled(450),
        { day: 200, kind: "negotiate" },
        { day: 330, kind: "offer", debt: 0, percent: 45, expiresIn: 20, payments: 6 },
        { day: 333, kind: "accept", debt: 0 },
        { day: 336, kind: "confirm", debt: 0 },
      ],
    ),
    at(
      T - 400,
      "settled: one debt paid off, another paying",
      [2000, 2600, 5300],
      [
        ...enrolled(500),
        { day: 150, kind: "negotiate" },
        { day: 160, kind: "offer", debt: 0, percent: 45, expiresIn: 20, payments: 1 },
        { day: 163, kind: "accept", debt: 0 },
        { day: 166, kind: "confirm", debt: 0 },
        { day: 360, kind: "offer", debt: 1, percent: 50, expiresIn: 20, payments: 4 },
        { day: 362, kind: "accept", debt: 1 },
        { day: 365, kind: "confirm", debt: 1 },
      ],
    ),
    at(
      T - 390,
      "settled, a payment due tomorrow",
      [3600, 4700],
      [
        ...enrolled(480),
        { day: 200, kind: "negotiate" },
        // Payments 20 days after the offer, then monthly: the second falls due tomorrow.
        { day: 341, kind: "offer", debt: 0, percent: 46, expiresIn: 20, payments: 3 },
        { day: 343, kind: "accept", debt: 0 },
        { day: 345, kind: "confirm", debt: 0 },
      ],
    ),
    at(
      T - 300,
      "an approved settlement the creditor has not confirmed",
      [2700, 6100],
      [
        ...enrolled(420),
        { day: 230, kind: "negotiate" },
        { day: 292, kind: "offer", debt: 0, percent: 45, expiresIn: 20, payments: 2 },
        { day: 296, kind: "accept", debt: 0 },
      ],
    ),
    at(
      T - 360,
      "graduated, refund completed",
      [7600],
      [
        ...enrolled(700),
        { day: 150, kind: "negotiate" },
        { day: 260, kind: "offer", debt: 0, percent: 45, expiresIn: 20, payments: 1 },
        { day: 262, kind: "accept", debt: 0 },
        { day: 264, kind: "confirm", debt: 0 },
      ],
    ),
    at(
      T - 330,
      "graduated, refund on its way",
      [7800],
      [
        ...enrolled(720),
        { day: 150, kind: "negotiate" },
        { day: 300, kind: "offer", debt: 0, percent: 45, expiresIn: 20, payments: 1 },
        { day: 302, kind: "accept", debt: 0 },
        { day: 304, kind: "confirm", debt: 0 },
      ],
    ),
    at(
      T - 150,
      "left the program, refund requested",
      [5600, 3100],
      [...enrolled(), { day: 148, kind: "leave" }],
    ),
    at(
      T - 200,
      "left the program, refund completed",
      [4800, 4100],
      [...enrolled(), { day: 170, kind: "leave" }],
    ),
    at(T - 160, "a returned deposit (R01)", [6300, 2200], [...enrolled(), { day: 150, kind: "return-last" }]),
    at(
      T - 190,
      "two returns in a row",
      [5900, 3400],
      [...enrolled(), { day: 150, kind: "return-last" }, { day: 180, kind: "return-last" }],
    ),
    at(
      T - 140,
      "a legal notice, not opened",
      [6600, 2500],
      [...enrolled(), { day: 138, kind: "legal-notice" }],
    ),
    at(T - 250, "saving, no contact for months", [8800], enrolled()),
    at(T - 60, "saving, first deposits", [4700, 3500], enrolled()),
  ];
}
