// Marketing claims and figures of spec section 1, kept in one place so every page agrees.

export const HEADLINE_CLAIM = "Pay up to 30% less than you owe";

export const KEY_CLAIMS: readonly string[] = [
  "Become debt free in as little as 12-48 months",
  "Free consultation and zero up-front fees",
  "One monthly program payment",
  "An FDIC-insured account that you control",
  "We negotiate with your creditors for you",
  "A+ rating with the BBB",
  "Over 600,000 customers served",
];

/** Certification badges shown in the footer and on the About page (text only, not links). */
export const CERTIFICATION_BADGES: readonly string[] = ["BBB A+ Rated", "AFCC Member", "IAPDA Certified"];
