import type { SiteConfig } from "#app/config/site.ts";

// schema.org data for search engines (JSON-LD), built from the same content the pages show.

export type JsonLdObject = Record<string, unknown>;

export function organizationJsonLd(site: SiteConfig, publicUrl: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    email: site.supportEmail,
    contactPoint: {
      "@type": "ContactPoint",
      telephone: `+1-${site.phone.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3")}`,
      contactType: "customer service",
      areaServed: "US",
      availableLanguage: "English",
    },
  };
}

export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function articleJsonLd(
  article: { title: string; excerpt: string; date: string; author: string },
  url: string,
  site: SiteConfig,
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    author: { "@type": "Organization", name: article.author },
    publisher: { "@type": "Organization", name: site.brand },
    mainEntityOfPage: url,
  };
}
