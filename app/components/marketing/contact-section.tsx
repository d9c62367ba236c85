import { type SiteConfig, telHref } from "#app/config/site.ts";

const LINK = "font-semibold text-blue-800 underline underline-offset-4";

/** The closing "Contact" section of a legal page: support e-mail and phone from the site config. */
export function ContactSection({ site, topic }: { site: SiteConfig; topic: string }) {
  return (
    <section className="space-y-3">
      <h2 className="text-2xl font-bold text-slate-900">Contact</h2>
      <p>
        Questions about {topic} can be sent to{" "}
        <a href={`mailto:${site.supportEmail}`} className={LINK}>
          {site.supportEmail}
        </a>{" "}
        or asked by phone on{" "}
        <a href={telHref(site.phone)} className={LINK}>
          {site.phone}
        </a>
        .
      </p>
    </section>
  );
}
