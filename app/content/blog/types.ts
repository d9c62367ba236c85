// The shape of a blog article. Bodies are typed blocks rather than HTML, so they render
// safely on the server and stay easy to edit.

export type ArticleBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: readonly string[] };

export interface ArticleSource {
  /** The URL slug: /blog/{id}. */
  id: string;
  title: string;
  excerpt: string;
  /** A slug of BLOG_CATEGORIES. */
  category: string;
  /** ISO date of publication, e.g. "2025-06-10". */
  date: string;
  body: readonly ArticleBlock[];
}

export interface Article extends ArticleSource {
  categoryLabel: string;
  /** Estimated at 200 words a minute, at least 1. */
  readingMinutes: number;
  author: string;
}

/** An article without its body (lists and teasers). */
export type ArticleSummary = Omit<Article, "body">;
