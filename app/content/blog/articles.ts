import { DEFAULT_SITE } from "#app/config/site.ts";
import { COMPARING_DEBT_RELIEF_OPTIONS } from "#app/content/blog/comparing-debt-relief-options.ts";
import { EMERGENCY_FUND_TIGHT_BUDGET } from "#app/content/blog/emergency-fund-tight-budget.ts";
import { HOW_DEBT_SETTLEMENT_WORKS } from "#app/content/blog/how-debt-settlement-works.ts";
import { SETTLEMENT_AND_YOUR_CREDIT_SCORE } from "#app/content/blog/settlement-and-your-credit-score.ts";
import { SPOTTING_DEBT_RELIEF_SCAMS } from "#app/content/blog/spotting-debt-relief-scams.ts";
import type { Article, ArticleBlock, ArticleSource, ArticleSummary } from "#app/content/blog/types.ts";
import { ZERO_BASED_BUDGET } from "#app/content/blog/zero-based-budget.ts";
import { BLOG_CATEGORIES, type BlogCategory } from "#app/content/blog-categories.ts";

// The published blog articles, newest first. Pages, JSON-LD and the sitemap read them
// through listArticles / getArticle / listArticlesInCategory.

export const ARTICLE_AUTHOR = `${DEFAULT_SITE.shortBrand} Editorial Team`;

const WORDS_PER_MINUTE = 200;

function blockWords(block: ArticleBlock): number {
  const text = block.kind === "list" ? block.items.join(" ") : block.text;
  return text.split(/\s+/).filter(Boolean).length;
}

function publish(source: ArticleSource): Article {
  const words = source.body.reduce((sum, block) => sum + blockWords(block), 0);
  const category = BLOG_CATEGORIES.find((c) => c.slug === source.category);
  if (!category) throw new Error(`Blog article ${source.id} has an unknown category ${source.category}`);
  return {
    ...source,
    categoryLabel: category.label,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    author: ARTICLE_AUTHOR,
  };
}

const ARTICLES: readonly Article[] = [
  HOW_DEBT_SETTLEMENT_WORKS,
  COMPARING_DEBT_RELIEF_OPTIONS,
  SPOTTING_DEBT_RELIEF_SCAMS,
  SETTLEMENT_AND_YOUR_CREDIT_SCORE,
  ZERO_BASED_BUDGET,
  EMERGENCY_FUND_TIGHT_BUDGET,
]
  .map(publish)
  .sort((a, b) => b.date.localeCompare(a.date));

/** Every article, newest first. */
export function listArticles(): readonly Article[] {
  return ARTICLES;
}

/** The article with this slug, or undefined. */
export function getArticle(id: string | undefined): Article | undefined {
  return ARTICLES.find((article) => article.id === id);
}

/** The blog category with this slug, or undefined. */
export function getBlogCategory(slug: string | undefined): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => category.slug === slug);
}

/** A category's articles, newest first. */
export function listArticlesInCategory(slug: string): readonly Article[] {
  return ARTICLES.filter((article) => article.category === slug);
}

/** The article without its body, for lists (keeps loader data small). */
export function summarizeArticle({ body: _body, ...summary }: Article): ArticleSummary {
  return summary;
}
