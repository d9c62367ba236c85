import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { sitemapPaths } from "#app/content/public-pages.ts";
import { RESOURCE_CATEGORIES } from "#app/content/resource-categories.ts";
import { copyFindings, type Finding } from "#tests/support/site-copy.ts";
import { E2E_MAIL_DIR } from "./support/constants.ts";
import { expect, test } from "./support/test.ts";

// Issue 21, "One set of figures" and "US English" (decisions.md): every public page, as a visitor
// receives it, states only the savings, fee, length and size figures of app/content/figures.ts
// and no UK spelling; the claims read exactly as decided; the fee is stated with its basis on How
// It Works, the FAQs and the calculator; and the e-mails the server sends follow the same rules.
// The rules themselves are tests/support/site-copy.ts (proved to fail in tests/unit/site-copy.test.ts).

const CALCULATED = "/resources/calculator?debt=20%2C000&apr=22&payment=500";

/** Every public page: the sitemap's, every resources category, a computed calculator, the 404 page. */
const PAGES = [
  ...new Set([
    ...sitemapPaths(),
    ...RESOURCE_CATEGORIES.map((category) => `/resources/${category.slug}`),
    CALCULATED,
    "/auth",
    "/no-such-page",
  ]),
];

/**
 * Everything a person can read on the page: each text node (hidden slides, the debt form's message
 * and screen-reader text included), the title and the description, without the client stories'
 * own figures (`data-story`: "Stories longer than 48 months may stay, as stories").
 */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll("[data-story], script, style, template")) element.remove();
    const texts: string[] = [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    ];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
    for (const element of body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      for (const name of ["aria-label", "title", "alt", "placeholder"])
        texts.push(element.getAttribute(name) ?? "");
    }
    return texts.join("\n");
  });
}

const describe = (findings: Finding[]) => findings.map((finding) => `${finding.rule}: ${finding.found}`);

test("every public page states only the figures module's figures, in US English", async ({ page }) => {
  expect(PAGES.length).toBeGreaterThan(30);
  const problems: Record<string, string[]> = {};
  for (const path of PAGES) {
    await page.goto(path);
    // The calculator echoes what the visitor typed (22% APR) and what it computed from it: 73 months
    // (6 years 1 month) of payments.
    const echoed = path === CALCULATED ? { percents: ["22%"], months: ["73", "1"] } : {};
    const findings = copyFindings(await readableText(page), echoed);
    if (findings.length > 0) problems[path] = describe(findings);
  }
  expect(problems).toEqual({});
});

test("the stories' own figures stay, as stories, and nothing else on their pages is exempt", async ({
  page,
}) => {
  await page.goto("/client-stories");
  const stories = page.locator("[data-story]");
  expect(await stories.count()).toBeGreaterThan(1);
  // Only the story cards themselves are exempt: the page's results and claims are not inside them.
  await expect(page.locator('dl[aria-label="Client results"]')).toHaveCount(1);
  await expect(page.locator('dl[aria-label="Client results"] [data-story]')).toHaveCount(0);
  await expect(page.locator('[data-story] dl[aria-label="Client results"]')).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByText("53 months")).toHaveCount(1);
  await expect(page.locator("[data-story]").filter({ hasText: "53 months" })).toHaveCount(1);
});

test("the hero reads exactly 'Pay about 40% less than you owe, after fees', with the decided claims", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Pay about 40% less than you owe, after fees",
  );
  const main = page.getByRole("main");
  await expect(main).toContainText("Become debt free in as little as 24 months");
  await expect(main).toContainText("Over 500,000 customers served");
  await expect(main).toContainText("served over 500,000 customers");
  await expect(main).toContainText("results vary, typically 30-50%");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Pay about 40% less than you owe, after fees, and become debt free in as little as 24 months\./,
  );
  const text = await readableText(page);
  for (const old of ["up to 30%", "12-48", "600,000", "500K"]) expect(text).not.toContain(old);
});

test("the size figures read 'over 500,000' and '$10 billion+' on About and Client Stories", async ({
  page,
}) => {
  for (const path of ["/about-us", "/client-stories"]) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main, path).toContainText("500,000+");
    await expect(main, path).toContainText("$10 billion+");
  }
});

test("the fee is stated with its basis on How It Works, the FAQs and the calculator", async ({ page }) => {
  const basis = "25% of the amount saved on each debt (its enrolled balance minus the settlement)";
  const when = "charged only after that debt is settled";
  await page.goto("/how-it-works");
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  await expect(faq).toContainText(basis);
  await expect(faq).toContainText(when);
  await expect(faq).toContainText("no up-front fees");
  await expect(faq).toContainText("each debt to settle for about 45% of its enrolled balance");

  await page.goto("/resources/faqs");
  await expect(page.getByRole("main")).toContainText(basis);
  await expect(page.getByRole("main")).toContainText(when);

  await page.goto(CALCULATED);
  const program = page
    .getByTestId("calculator-results")
    .getByRole("heading", { name: "Our debt-relief program" })
    .locator("xpath=..");
  await expect(program).toContainText("Expected settlements (45% of your debt)$9,000");
  await expect(program).toContainText("Our fee (25% of the $11,000 saved)$2,750");
  await expect(program).toContainText("Estimated savings after fees (about 40%)$8,250");
  await expect(page.getByRole("region", { name: "Assumptions" })).toContainText(basis);
});

/** The text of a delivered message: quoted-printable decoded, encoded (base64) lines left out. */
function messageText(raw: string): string {
  return (
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      .split(/\r?\n/)
      .filter((line) => !/^[A-Za-z0-9+/=]{60,}$/.test(line) && !/^[\w-]+:\s/.test(line))
      .join("\n")
      // What a reader reads: the HTML part's text, not its styles and attributes (width="100%").
      .replace(/<style[\s\S]*?<\/style>/gi, " ")
      .replace(/<[^>]*>/g, " ")
  );
}

test("the e-mails the server sends state no other figures and no UK spellings", async ({ page, persona }) => {
  const user = await persona();
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");
  let files: string[] = [];
  await expect
    .poll(() => {
      files = fs.readdirSync(E2E_MAIL_DIR);
      return files.some((file) =>
        fs.readFileSync(path.join(E2E_MAIL_DIR, file), "utf8").includes(`To: ${user.email}`),
      );
    })
    .toBe(true);
  const problems: Record<string, string[]> = {};
  for (const file of files) {
    const findings = copyFindings(messageText(fs.readFileSync(path.join(E2E_MAIL_DIR, file), "utf8")));
    if (findings.length > 0) problems[file] = describe(findings);
  }
  expect(problems).toEqual({});
});
