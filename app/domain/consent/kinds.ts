// What a customer consents to (issue 22; decisions.md, "Disclosures and consent"): the consent to
// sign electronically (ESIGN) before anything else, then the enrollment agreement, then each settlement
// offer they approve (issue 24), and the recurring debit authorization given with the agreement or
// with a new account (issue 44). The database CHECK on consents.kind is built from it.
export const CONSENT_KINDS = [
  "esign",
  "enrollment_agreement",
  "settlement_offer",
  "debit_authorization",
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
