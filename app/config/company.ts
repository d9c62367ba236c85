// The company that is a party to the customer's contract (issue 44): its legal name, the law the
// contract is governed by, and the bank that holds the dedicated accounts. The server may override
// each from the environment (COMPANY_LEGAL_NAME, COMPANY_GOVERNING_LAW, DEDICATED_ACCOUNT_PROVIDER,
// app/server/env.server.ts); the defaults are a demonstration's. The company's postal address, phone
// and e-mail are the site's (SITE_POSTAL_ADDRESS, SITE_PHONE, SITE_EMAIL): one setting each.

export interface CompanySettings {
  legalName: string;
  /** "the State of Delaware": completes "the laws of …". */
  governingLaw: string;
  /** The insured bank that holds the dedicated accounts, not owned or controlled by the company. */
  accountProvider: string;
}

export const DEFAULT_COMPANY: CompanySettings = {
  legalName: "Harborline Debt Relief, Inc. (a fictional company)",
  governingLaw: "the State of Delaware",
  accountProvider: "Example Trust Bank, N.A. (a fictional bank)",
};

/** The company as the contract names it: its settings and the site's address and contacts. */
export interface ContractCompany extends CompanySettings {
  /** The postal address, or null when none is configured (the contract then says so). */
  address: string | null;
  phone: string;
  email: string;
}

/** The company as the contract names it, from the settings and the site's. */
export function contractCompany(
  company: CompanySettings,
  site: { postalAddress: string | null; phone: string; supportEmail: string },
): ContractCompany {
  return { ...company, address: site.postalAddress, phone: site.phone, email: site.supportEmail };
}
