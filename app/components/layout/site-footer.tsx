import { Link } from "react-router";
import { LegalSmallPrint } from "#app/components/layout/legal-notices.tsx";
import { CertificationBadges } from "#app/components/marketing/certification-badges.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Mail, Phone } from "#app/components/ui/icons.tsx";
import { type SiteConfig, telHref } from "#app/config/site.ts";
import {
  ACCOUNT_LINKS,
  FOOTER_RESOURCE_LINKS,
  LEGAL_LINKS,
  MAIN_NAV,
  type NavLinkItem,
} from "#app/content/navigation.ts";

const LINK = "rounded-sm text-slate-700 underline-offset-4 hover:text-blue-800 hover:underline";

function LinkList({ id, title, links }: { id: string; title: string; links: readonly NavLinkItem[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold tracking-wide text-slate-900 uppercase">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={LINK}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ site }: { site: SiteConfig }) {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="text-lg font-bold text-blue-800">{site.brand}</p>
          <p className="text-sm text-slate-700">
            A free consultation, no upfront fees and one monthly program payment to help you resolve unsecured
            debt.
          </p>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={telHref(site.phone)} className={`inline-flex items-center gap-2 ${LINK}`}>
                <Phone aria-hidden="true" className="size-4" />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.supportEmail}`} className={`inline-flex items-center gap-2 ${LINK}`}>
                <Mail aria-hidden="true" className="size-4" />
                {site.supportEmail}
              </a>
            </li>
          </ul>
          <ButtonLink to={ACCOUNT_LINKS.admin.href} variant="secondary" size="sm">
            {ACCOUNT_LINKS.admin.label}
          </ButtonLink>
        </div>
        <LinkList id="footer-quick-links" title="Quick Links" links={MAIN_NAV} />
        <LinkList id="footer-resources" title="Resources" links={FOOTER_RESOURCE_LINKS} />
        <LinkList id="footer-legal" title="Legal" links={LEGAL_LINKS} />
      </div>
      {/* No social channels exist yet: the spec's placeholder links are left out (issue 21). */}
      <div className="mx-auto max-w-7xl border-t border-slate-200 px-4 py-8">
        <section aria-labelledby="footer-certifications">
          <h2 id="footer-certifications" className="text-sm font-bold tracking-wide text-slate-900 uppercase">
            Certifications
          </h2>
          <CertificationBadges />
        </section>
      </div>
      <div className="mx-auto max-w-7xl space-y-4 border-t border-slate-200 px-4 py-8">
        <LegalSmallPrint />
        <p className="text-sm text-slate-700">
          &copy; {year} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
