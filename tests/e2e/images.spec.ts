import { expect, type Page, test } from "@playwright/test";
import { CLIENT_STORIES } from "#app/content/client-stories.ts";
import { sitemapPaths } from "#app/content/public-pages.ts";
import { TESTIMONIALS } from "#app/content/testimonials.ts";
import { E2E_ORIGIN } from "./support/constants.ts";

// Issue 3, "Images": shipped in the repository (no hot-linking), with width and height,
// responsive sizes, modern formats, and lazy loading below the first viewport; on every
// public page, at phone and desktop widths.

const MODERN = /\.(webp|avif|svg)$/;
const MODERN_TYPE = /^image\/(webp|avif|svg\+xml)/;
/** The pages that show client photos (PersonPhoto: 96 px WebP at 1x and 2x, `sizes` 96px). */
const PHOTOS: Record<string, number> = { "/": TESTIMONIALS.length, "/client-stories": CLIENT_STORIES.length };

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  srcset: string | null;
  sizes: string | null;
  fallback: boolean;
  /** Some of it is inside the first viewport (the page is not scrolled). */
  inFirstViewport: boolean;
}

/** Checks every image of `path` at the current viewport size; returns how many there are. */
async function checkImages(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const images: ImageFacts[] = await page.locator("img").evaluateAll((elements) =>
    elements.map((element) => {
      const img = element as HTMLImageElement;
      const box = img.getBoundingClientRect();
      return {
        src: img.getAttribute("src") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        srcset: img.getAttribute("srcset"),
        sizes: img.getAttribute("sizes"),
        fallback: img.dataset.fallback === "true",
        inFirstViewport:
          window.scrollY === 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0,
      };
    }),
  );
  const width = page.viewportSize()?.width;
  expect(images.length, `images on ${path}`).toBeGreaterThanOrEqual(PHOTOS[path] ?? 0);
  for (const [index, image] of images.entries()) {
    const where = `${path} at ${width} px, image ${index + 1} (${image.src})`;
    expect(Number(image.width), `${where} width`).toBeGreaterThan(0);
    expect(Number(image.height), `${where} height`).toBeGreaterThan(0);
    const candidates = (image.srcset ?? "")
      .split(",")
      .map((candidate) => candidate.trim())
      .filter(Boolean);
    for (const url of [image.src, ...candidates.map((candidate) => candidate.split(/\s+/)[0] ?? "")]) {
      const resolved = new URL(url, E2E_ORIGIN);
      expect(resolved.origin, `${where}: ${url} is served by this site`).toBe(E2E_ORIGIN);
      expect(resolved.pathname, `${where}: ${url} is WebP, AVIF or SVG`).toMatch(MODERN);
    }
    if (!image.inFirstViewport) expect(image.loading, `${where} is below the first viewport`).toBe("lazy");
    if (image.srcset) {
      // Width descriptors need `sizes`; the largest candidate serves 2x screens.
      expect(image.sizes, `${where} sizes`).toMatch(/\S/);
      const widths = candidates.map((candidate) => Number(/\s(\d+)w$/.exec(candidate)?.[1]));
      for (const candidateWidth of widths) expect(candidateWidth, `${where} srcset`).toBeGreaterThan(0);
      expect(Math.max(...widths), `${where} 2x candidate`).toBeGreaterThanOrEqual(2 * Number(image.width));
    }
    // Client photos are responsive; only the fallback avatar (an SVG) is a single file.
    if (PHOTOS[path] && !image.fallback) expect(image.srcset, `${where} srcset`).toMatch(/\S/);
  }
  return images.length;
}

test("every image on every public page is ours, sized, in a modern format, and lazy below the first viewport", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image") return;
    const url = response.url();
    if (new URL(url).origin !== E2E_ORIGIN) problems.push(`${url} is not served by this site`);
    const type = response.headers()["content-type"] ?? "";
    if (!MODERN_TYPE.test(type)) problems.push(`${url} is ${type}`);
  });

  // On a phone most of a page is below the first viewport: every page there.
  await page.setViewportSize({ width: 375, height: 740 });
  const withImages: string[] = [];
  for (const path of sitemapPaths()) {
    if ((await checkImages(page, path)) > 0) withImages.push(path);
  }
  expect(withImages).toEqual(expect.arrayContaining(Object.keys(PHOTOS)));
  // On a desktop the layout moves images up and sideways: the pages that have them again.
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const path of withImages) await checkImages(page, path);
  expect(problems).toEqual([]);
});
