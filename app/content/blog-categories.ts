// Blog categories (spec section 2, "Marketing pages"). Articles themselves arrive with the blog content.

export interface BlogCategory {
  slug: string;
  label: string;
}

export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  { slug: "debt-relief", label: "Debt Relief" },
  { slug: "financial-tips", label: "Financial Tips" },
  { slug: "credit-score", label: "Credit Score" },
  { slug: "budgeting", label: "Budgeting" },
];
