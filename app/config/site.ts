// Brand strings, phone, support e-mail and postal address in one place (decisions.md "Identity").
// The server may override them from the environment (see app/server/env.server.ts);
// the root loader hands the effective values to the page.

export interface SiteConfig {
  brand: string;
  shortBrand: string;
  phone: string;
  supportEmail: string;
  /**
   * The sender's postal address, printed at the foot of every e-mail when configured
   * (SITE_POSTAL_ADDRESS); none by default, never a placeholder (issue 43).
   */
  postalAddress: string | null;
}

export const DEFAULT_SITE: SiteConfig = {
  brand: "Harborline Debt Relief",
  shortBrand: "Harborline",
  phone: "(800) 555-0142",
  supportEmail: "support@harborline.example",
  postalAddress: null,
};

/** `tel:` link for a displayed phone number such as "(800) 555-0142". */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "")}`;
}

/**
 * The origin written into pages prerendered at build time; the server replaces it with
 * PUBLIC_URL when it loads them (server/prerendered-pages.ts).
 */
export const PRERENDER_ORIGIN = "https://prerender.harborline.invalid";
