// Legal wording shown in the footer and on the legal pages (spec section 1; decisions.md "Identity").
// Written without the brand name so it stays true when the brand is overridden by configuration.

export const DISCLAIMER =
  "We do not assume your debt, make payments to your creditors, or provide tax, bankruptcy, accounting or legal advice. Our services are not available in all states, and fees vary by state.";

export const DEMONSTRATION_NOTICE =
  "This website is a demonstration project. It offers no real debt-relief services, and no payments should be made.";

/** Date the Terms of Service and the Privacy Policy were last changed. */
export const LEGAL_LAST_UPDATED = "May 22, 2025";
