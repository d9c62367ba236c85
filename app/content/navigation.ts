// Every link of the shared layout in one place (spec section 2, "Shared layout").
// The header, the footer, the sitemap page and the layout tests all read these lists.

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface NavItem extends NavLinkItem {
  /** Pages shown in a dropdown under this item; the item itself still links to `href`. */
  children?: readonly NavLinkItem[];
}

/** The four pages of the Resources dropdown. */
export const RESOURCE_LINKS: readonly NavLinkItem[] = [
  { label: "Guides", href: "/resources/guides" },
  { label: "By State", href: "/resources/by-state" },
  { label: "Debt Calculator", href: "/resources/calculator" },
  { label: "FAQs", href: "/resources/faqs" },
];

export const MAIN_NAV: readonly NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Apply", href: "/apply" },
  { label: "How It Works", href: "/how-it-works" },
  { label: "About Us", href: "/about-us" },
  { label: "Resources", href: "/resources", children: RESOURCE_LINKS },
  { label: "Client Stories", href: "/client-stories" },
  { label: "Blog", href: "/blog" },
];

export const FOOTER_RESOURCE_LINKS: readonly NavLinkItem[] = [
  { label: "Guides", href: "/resources/guides" },
  { label: "FAQs", href: "/resources/faqs" },
  { label: "Debt Calculator", href: "/resources/calculator" },
  { label: "Blog", href: "/blog" },
  { label: "Sitemap", href: "/sitemap" },
];

export const LEGAL_LINKS: readonly NavLinkItem[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Disclaimer", href: "/disclaimer" },
  { label: "Accessibility", href: "/accessibility" },
];

export const ACCOUNT_LINKS = {
  signIn: { label: "Sign In", href: "/auth" },
  myAccount: { label: "My Account", href: "/account" },
  signOut: { label: "Sign Out", href: "/auth/sign-out" },
  apply: { label: "Apply Now", href: "/apply" },
  admin: { label: "Admin", href: "/admin/auth" },
} as const satisfies Record<string, NavLinkItem>;

/** Every public page reachable from the layout, without duplicates (for the sitemap page). */
export function publicPageGroups(): { title: string; links: NavLinkItem[] }[] {
  const main = MAIN_NAV.map(({ label, href }) => ({ label, href }));
  const seen = new Set(main.map((l) => l.href));
  const unique = (links: readonly NavLinkItem[]) =>
    links.filter((l) => {
      if (seen.has(l.href)) return false;
      seen.add(l.href);
      return true;
    });
  return [
    { title: "Main pages", links: main },
    { title: "Resources", links: unique([...RESOURCE_LINKS, ...FOOTER_RESOURCE_LINKS]) },
    { title: "Legal", links: unique(LEGAL_LINKS) },
    { title: "Your account", links: unique([ACCOUNT_LINKS.signIn]) },
  ];
}
