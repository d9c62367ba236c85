import { labelFromSlug } from "./slug-label.ts";

// The categories of the `resources` table, in the order /resources shows them. The first four
// are the pages of the Resources dropdown; their labels match app/content/navigation.ts. Each
// page's title is the spec's 'Resources for {category}' with the category's natural name
// ('Resources for State Availability', not 'Resources for By State').

export interface ResourceCategory {
  slug: string;
  /** The short name of menus and lists ("By State"). */
  label: string;
  /** The name in the page title 'Resources for {name}' ("State Availability"). */
  name: string;
  description: string;
}

export const RESOURCE_CATEGORIES: readonly ResourceCategory[] = [
  {
    slug: "guides",
    label: "Guides",
    name: "Understanding Debt Relief",
    description: "Plain-language guides to debt settlement, negotiating with creditors and avoiding scams.",
  },
  {
    slug: "by-state",
    label: "By State",
    name: "State Availability",
    description: "Where our program is offered, and the state offices that regulate debt-relief companies.",
  },
  {
    slug: "calculator",
    label: "Debt Calculator",
    name: "Comparing Your Options",
    description: "Compare keeping your payments, our program and a consolidation loan.",
  },
  {
    slug: "faqs",
    label: "FAQs",
    name: "Common Questions",
    description: "Answers to common questions about fees, timelines, credit and taxes.",
  },
  {
    slug: "credit",
    label: "Credit Reports and Scores",
    name: "Credit Reports and Scores",
    description: "How to get your free credit reports and fix mistakes in them.",
  },
  {
    slug: "debt-collection",
    label: "Debt Collection",
    name: "Dealing With Debt Collectors",
    description: "Your rights when a debt collector contacts you.",
  },
  {
    slug: "taxes",
    label: "Taxes on Forgiven Debt",
    name: "Taxes on Forgiven Debt",
    description: "When canceled debt counts as income, and what Form 1099-C means.",
  },
  {
    slug: "mortgages",
    label: "Mortgages",
    name: "Mortgages",
    description: "We do not settle mortgages. Here is who can help you keep your home, for free.",
  },
  {
    slug: "auto-loans",
    label: "Auto Loans",
    name: "Auto Loans",
    description: "We do not settle auto loans. Here is what to do and who can help.",
  },
  {
    slug: "student-loans",
    label: "Student Loans",
    name: "Federal Student Loans",
    description: "We do not settle federal student loans. Here is the free help that fits them better.",
  },
];

/** The readable label of a category slug: the known label, or the slug in title case. */
export function resourceCategoryLabel(slug: string): string {
  return labelFromSlug(slug, RESOURCE_CATEGORIES);
}

/** The category's name in its page title ('Resources for {name}'): the natural name, or the slug in title case. */
export function resourceCategoryName(slug: string): string {
  return findResourceCategory(slug)?.name ?? labelFromSlug(slug);
}

export function findResourceCategory(slug: string): ResourceCategory | undefined {
  return RESOURCE_CATEGORIES.find((category) => category.slug === slug);
}
