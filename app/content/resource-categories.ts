import { labelFromSlug } from "./slug-label.ts";

// The categories of the `resources` table, in the order /resources shows them. The first four
// are the pages of the Resources dropdown; their labels match app/content/navigation.ts.

export interface ResourceCategory {
  slug: string;
  label: string;
  description: string;
}

export const RESOURCE_CATEGORIES: readonly ResourceCategory[] = [
  {
    slug: "guides",
    label: "Guides",
    description: "Plain-language guides to debt settlement, negotiating with creditors and avoiding scams.",
  },
  {
    slug: "by-state",
    label: "By State",
    description: "Where our program is offered, and the state offices that regulate debt-relief companies.",
  },
  {
    slug: "calculator",
    label: "Debt Calculator",
    description: "Compare keeping your payments, our program and a consolidation loan.",
  },
  {
    slug: "faqs",
    label: "FAQs",
    description: "Answers to common questions about fees, timelines, credit and taxes.",
  },
  {
    slug: "credit",
    label: "Credit Reports and Scores",
    description: "How to get your free credit reports and fix mistakes in them.",
  },
  {
    slug: "debt-collection",
    label: "Debt Collection",
    description: "Your rights when a debt collector contacts you.",
  },
  {
    slug: "taxes",
    label: "Taxes on Forgiven Debt",
    description: "When cancelled debt counts as income, and what Form 1099-C means.",
  },
];

/** The readable label of a category slug: the known label, or the slug in title case. */
export function resourceCategoryLabel(slug: string): string {
  return labelFromSlug(slug, RESOURCE_CATEGORIES);
}

export function findResourceCategory(slug: string): ResourceCategory | undefined {
  return RESOURCE_CATEGORIES.find((category) => category.slug === slug);
}
