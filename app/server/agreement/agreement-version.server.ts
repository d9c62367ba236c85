import { agreementTermsTemplateText } from "#app/content/agreement-terms.ts";
import { DISCLOSURE_SECTIONS, disclosureTemplateText, ESIGN_CONSENT } from "#app/content/disclosures.ts";
import { disclosureVersion as sha256 } from "../models/consent/consents.server.ts";

// The versions a consent records (issue 22, issue 44): each the SHA-256 of the exact template
// words, so any changed word is a new version. The agreement's version covers its terms and the
// disclosures together (both are what the customer agrees to); the ESIGN consent has its own.

/** The disclosures' templates. */
export const DISCLOSURES_VERSION = sha256(disclosureTemplateText(DISCLOSURE_SECTIONS));
/** The ESIGN consent's template. */
export const ESIGN_VERSION = sha256(disclosureTemplateText([ESIGN_CONSENT]));
/** The contract's terms (app/content/agreement-terms.ts). */
export const AGREEMENT_TERMS_VERSION = sha256(agreementTermsTemplateText());
/** What the enrollment agreement's consent records: its terms and its disclosures, together. */
export const AGREEMENT_VERSION = sha256(
  `${agreementTermsTemplateText()}\n${disclosureTemplateText(DISCLOSURE_SECTIONS)}`,
);
