import { expect, type Page, test } from "@playwright/test";
import { ABOUT_STATS, CORE_VALUES, LEADERSHIP, SUCCESS_STATS } from "#app/content/about.ts";
import { listArticles, listArticlesInCategory } from "#app/content/blog/articles.ts";
import { BLOG_CATEGORIES } from "#app/content/blog-categories.ts";
import { CLIENT_STORIES } from "#app/content/client-stories.ts";
import { HOW_IT_WORKS_FAQS } from "#app/content/faqs.ts";
import { FEE_STATEMENT, FIGURES, HEADLINE_CLAIM } from "#app/content/figures.ts";
import { GUIDES } from "#app/content/guides.ts";
import { DEMONSTRATION_NOTICE, DISCLAIMER, LEGAL_LAST_UPDATED } from "#app/content/legal.ts";
import { PROGRAM_STEPS } from "#app/content/program-steps.ts";
import { sitemapPaths } from "#app/content/public-pages.ts";
import { RESOURCE_FAQS } from "#app/content/resource-faqs.ts";
import { RESOURCE_SEEDS } from "#app/content/resources.ts";
import { sitemapGroups } from "#app/content/sitemap-pages.ts";
import { TESTIMONIALS } from "#app/content/testimonials.ts";
import { STATES } from "#app/domain/states.ts";
import { axeViolations, expectNoAxeViolations } from "./support/axe.ts";

// The marketing pages (spec section 2): readable without JavaScript, the blog's articles and
// categories, 404 for unknown ones, and axe at phone and desktop widths.

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

const articles = listArticles();
const [firstArticle, ...otherArticles] = articles;
if (!firstArticle) throw new Error("No blog articles");

interface ReadablePage {
  path: string;
  h1: string;
  text: string[];
}

const articlePage = (article: typeof firstArticle): ReadablePage => ({
  path: `/blog/${article.id}`,
  h1: article.title,
  text: article.body.flatMap((b) => (b.kind === "list" ? b.items : [b.text])),
});

/** Each page: its h1 and text that must be on it, server-rendered. */
const PAGES: ReadablePage[] = [
  {
    path: "/",
    h1: HEADLINE_CLAIM,
    text: [
      ...TESTIMONIALS.map((t) => t.quote),
      "See If You Qualify",
      "No Upfront Fees",
      "Quicker Than Paying Minimums",
      "One Low Monthly Program Payment",
      "Rated A+ by the BBB",
      "How It Works",
    ],
  },
  {
    path: "/how-it-works",
    h1: "How It Works",
    text: [...PROGRAM_STEPS.map((s) => s.title), ...HOW_IT_WORKS_FAQS.map((f) => f.question), "24-48 months"],
  },
  {
    path: "/about-us",
    h1: "About Us",
    text: [
      "Our mission",
      ...CORE_VALUES.map((v) => v.title),
      ...ABOUT_STATS.map((s) => s.value),
      "BBB A+ Rated",
      ...LEADERSHIP.flatMap((member) => [member.role, member.answersFor]),
    ],
  },
  {
    path: "/client-stories",
    h1: "Client Stories",
    text: [...CLIENT_STORIES.flatMap((s) => [s.name, s.quote]), ...SUCCESS_STATS.map((s) => s.value)],
  },
  {
    path: "/blog",
    h1: "Blog",
    text: [
      "Featured article",
      "Recent articles",
      ...articles.slice(0, 4).map((a) => a.title),
      ...BLOG_CATEGORIES.map((c) => c.label),
    ],
  },
  articlePage(firstArticle),
  ...BLOG_CATEGORIES.map((category) => ({
    path: `/blog/category/${category.slug}`,
    h1: `${category.label} Articles`,
    text: listArticlesInCategory(category.slug).map((a) => a.title),
  })),
  { path: "/terms", h1: "Terms of Service", text: [`Last updated: ${LEGAL_LAST_UPDATED}`, DISCLAIMER] },
  {
    path: "/privacy",
    h1: "Privacy Policy",
    text: [`Last updated: ${LEGAL_LAST_UPDATED}`, "What we collect"],
  },
  { path: "/disclaimer", h1: "Disclaimer", text: [DISCLAIMER] },
  { path: "/accessibility", h1: "Accessibility Statement", text: ["WCAG"] },
  {
    path: "/sitemap",
    h1: "Sitemap",
    text: [...articles.map((a) => a.title), "Guides", "By State", "Debt Calculator", "FAQs"],
  },
];

const seededTitles = (category?: string) =>
  RESOURCE_SEEDS.filter((r) => category === undefined || r.category === category).map((r) => r.title);

/** The Resources pages read the database; axe checks them in resources.spec.ts. */
const RESOURCE_PAGES: ReadablePage[] = [
  { path: "/resources", h1: "All Resources", text: seededTitles() },
  {
    path: "/resources/guides",
    h1: "Resources for Understanding Debt Relief",
    text: [...GUIDES.flatMap((g) => [g.title, ...g.paragraphs]), ...seededTitles("guides")],
  },
  {
    path: "/resources/by-state",
    h1: "Resources for State Availability",
    text: ["Demonstration data.", ...STATES.map((s) => s.name), ...seededTitles("by-state")],
  },
  {
    path: "/resources/faqs",
    h1: "Resources for Common Questions",
    text: [...RESOURCE_FAQS.flatMap((f) => [f.question, f.answer]), ...seededTitles("faqs")],
  },
];

async function expectReadable(page: Page, { path, h1, text }: ReadablePage) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
  // Without JavaScript nothing changes after the load: read the text once.
  const squash = (value: string) => value.replace(/\s+/g, " ").trim();
  const main = squash((await page.getByRole("main").textContent()) ?? "");
  const expected = [...text];
  if (["/terms", "/privacy", "/disclaimer", "/accessibility"].includes(path))
    expected.push(DEMONSTRATION_NOTICE);
  expect(
    expected.filter((snippet) => !main.includes(squash(snippet))),
    `missing on ${path}`,
  ).toEqual([]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of PAGES) {
    test(`${entry.path} renders its heading and text`, async ({ page }) => {
      await expectReadable(page, entry);
    });
  }

  // One test for several pages of one kind: a page load costs far less than a test.
  test("every other blog article renders its heading and body", async ({ page }) => {
    expect(otherArticles.length).toBeGreaterThan(0);
    for (const article of otherArticles) await expectReadable(page, articlePage(article));
  });

  test("the Resources pages render their heading, tools and the seeded cards", async ({ page }) => {
    for (const entry of RESOURCE_PAGES) await expectReadable(page, entry);
  });

  test("/blog's category links lead to /blog/category/{slug}", async ({ page }) => {
    await page.goto("/blog");
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("link")).toHaveCount(BLOG_CATEGORIES.length);
    for (const category of BLOG_CATEGORIES) {
      await expect(categories.getByRole("link", { name: category.label, exact: true })).toHaveAttribute(
        "href",
        `/blog/category/${category.slug}`,
      );
    }
    await categories.getByRole("link", { name: "Credit Score", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/category\/credit-score$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Credit Score Articles");
  });

  test("/how-it-works calls to /apply and its FAQ answers cost, duration and credit impact", async ({
    page,
  }) => {
    await page.goto("/how-it-works");
    const main = page.getByRole("main");
    const applyLinks = main.getByRole("link", { name: "Apply Now" });
    expect(await applyLinks.count()).toBeGreaterThanOrEqual(2);
    for (const link of await applyLinks.all()) await expect(link).toHaveAttribute("href", "/apply");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const topics = [
      { question: /cost/i, answer: new RegExp(FEE_STATEMENT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) },
      { question: /how long/i, answer: new RegExp(`${FIGURES.programMonths} months`) },
      { question: /credit score/i, answer: /credit/i },
    ];
    for (const { question, answer } of topics) {
      const entry = HOW_IT_WORKS_FAQS.find((f) => question.test(f.question));
      if (!entry) throw new Error(`No FAQ matching ${question}`);
      expect(entry.answer).toMatch(answer);
      await expect(faq.getByRole("heading", { name: entry.question })).toBeVisible();
      await expect(faq).toContainText(entry.answer);
    }
  });

  test("every testimonial is shown on the home page when its dot is chosen", async ({ page }) => {
    await page.goto("/");
    for (const [index, testimonial] of TESTIMONIALS.entries()) {
      await page
        .getByRole("radio", {
          name: `Testimonial ${index + 1} of ${TESTIMONIALS.length}: ${testimonial.name}`,
        })
        .check();
      await expect(page.getByText(testimonial.quote)).toBeVisible();
    }
  });
});

test("every article is listed on the blog or its category and renders its body", async ({ page }) => {
  for (const article of articles) {
    const response = await page.goto(`/blog/${article.id}`);
    expect(response?.status(), article.id).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[?()]/g, "\\$&")} \\| `));
    const paragraphs = article.body.filter((b) => b.kind === "paragraph");
    expect(paragraphs.length, article.id).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("main")).toContainText(article.author);
    await page.goto(`/blog/category/${article.category}`);
    await expect(page.getByRole("link", { name: article.title })).toHaveAttribute(
      "href",
      `/blog/${article.id}`,
    );
  }
});

test("the sitemap page links every public page of sitemap.xml and of its own groups", async ({ page }) => {
  await page.goto("/sitemap");
  const main = page.getByRole("main");
  for (const path of sitemapPaths()) await expect(main.locator(`a[href="${path}"]`), path).toHaveCount(1);
  for (const group of sitemapGroups()) {
    const section = main.getByRole("region", { name: group.title });
    for (const link of group.links) {
      await expect(section.getByRole("link", { name: link.label, exact: true }), link.href).toHaveAttribute(
        "href",
        link.href,
      );
    }
  }
  // Each link leads to a page that exists.
  const hrefs = await main
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const href of new Set(hrefs)) {
    expect((await page.request.get(href ?? "")).status(), href ?? "").toBe(200);
  }
});

test("an unknown article or category answers 404", async ({ page }) => {
  const article = await page.goto("/blog/no-such-article");
  expect(article?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
  await expect(page).toHaveTitle(/^Article Not Found \| /);

  const category = await page.goto("/blog/category/no-such-category");
  expect(category?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Category Not Found");
});

test("every page has its own title and description", async ({ page }) => {
  const titles = new Set<string>();
  for (const { path } of PAGES) {
    await page.goto(path);
    const title = await page.title();
    expect(titles.has(title), `${path}: ${title}`).toBe(false);
    titles.add(title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, path).toBeGreaterThan(40);
  }
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of [...PAGES.map((p) => p.path), "/blog/no-such-article"]) {
      test(`no WCAG 2.1 AA violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }

    test("no WCAG 2.1 AA violations on every other blog article", async ({ page }) => {
      const violations: Record<string, unknown[]> = {};
      for (const article of otherArticles) {
        await page.goto(`/blog/${article.id}`);
        const found = await axeViolations(page);
        if (found.length > 0) violations[article.id] = found;
      }
      expect(violations).toEqual({});
    });
  });
}
