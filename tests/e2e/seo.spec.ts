import { expect, test } from "@playwright/test";
import { BLOG_CATEGORIES } from "#app/content/blog-categories.ts";
import { sitemapPaths } from "#app/content/public-pages.ts";
import { E2E_ORIGIN } from "./support/constants.ts";

// Search engines: every public page has a title, description, canonical URL and Open
// Graph tags; sitemap.xml and robots.txt point at them; JSON-LD describes the organisation.

test("every public page, blog articles and categories included, has its own title, a description, a canonical URL and Open Graph tags", async ({
  page,
}) => {
  const paths = sitemapPaths();
  expect(paths).toEqual(expect.arrayContaining(BLOG_CATEGORIES.map((c) => `/blog/category/${c.slug}`)));
  const titles = new Set<string>();
  for (const path of paths) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toMatch(/\S.* \| Harborline Debt Relief$/);
    titles.add(title);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]'), path).toHaveAttribute("content", /^.{20,}$/);
    await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `${E2E_ORIGIN}${path}`);
    await expect(head.locator('meta[property="og:url"]'), path).toHaveAttribute(
      "content",
      `${E2E_ORIGIN}${path}`,
    );
    await expect(head.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title);
    await expect(head.locator('meta[property="og:description"]'), path).toHaveAttribute("content", /\S/);
  }
  expect(titles.size).toBe(paths.length);
});

test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of sitemapPaths()) expect(xml).toContain(`<loc>${E2E_ORIGIN}${path}</loc>`);
  for (const category of BLOG_CATEGORIES) {
    expect(xml).toContain(`<loc>${E2E_ORIGIN}/blog/category/${category.slug}</loc>`);
  }
  expect(xml).not.toContain("/dashboard");
  // One Cache-Control each: the route's, not the server's no-store default besides it.
  expect(sitemap.headersArray().filter((h) => h.name.toLowerCase() === "cache-control")).toHaveLength(1);
  const robotsResponse = await request.get("/robots.txt");
  const cacheHeaders = robotsResponse.headersArray().filter((h) => h.name.toLowerCase() === "cache-control");
  expect(cacheHeaders.map((h) => h.value)).toEqual(["public, max-age=3600"]);
  const robots = await robotsResponse.text();
  expect(robots).toContain(`Sitemap: ${E2E_ORIGIN}/sitemap.xml`);
  expect(robots).toContain("Disallow: /admin");
});

test("the home page describes the organisation in JSON-LD", async ({ page }) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const organisation = data.find((d) => d["@type"] === "Organization");
  expect(organisation).toMatchObject({ name: "Harborline Debt Relief", email: "support@harborline.example" });
});

async function jsonLd(page: import("@playwright/test").Page, path: string) {
  await page.goto(path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("FAQ pages carry FAQPage JSON-LD matching the questions shown", async ({ page }) => {
  for (const path of ["/how-it-works", "/resources/faqs"]) {
    const faq = (await jsonLd(page, path)).find((d) => d["@type"] === "FAQPage");
    const entities = (faq?.mainEntity ?? []) as { name: string }[];
    expect(entities.length, path).toBeGreaterThan(2);
    for (const entity of entities)
      await expect(page.getByText(entity.name, { exact: true }).first()).toBeVisible();
  }
});

test("blog articles are in the sitemap and carry Article JSON-LD and og:type article", async ({
  page,
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const articleUrls = [...xml.matchAll(/<loc>([^<]*\/blog\/(?!category\/)[^<]+)<\/loc>/g)].map(
    (m) => m[1] ?? "",
  );
  expect(articleUrls.length).toBeGreaterThanOrEqual(5);
  for (const url of articleUrls) {
    const path = new URL(url).pathname;
    const article = (await jsonLd(page, path)).find((d) => d["@type"] === "Article");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(article?.headline));
    expect(article?.mainEntityOfPage).toBe(url);
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "article");
  }
});
