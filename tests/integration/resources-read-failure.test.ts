import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunctionArgs,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GUIDES } from "#app/content/guides.ts";
import { RESOURCE_CATEGORIES } from "#app/content/resource-categories.ts";
import Resources, { loader as resourcesLoader } from "#app/routes/marketing/resources.tsx";
import ResourcesCategory, { loader as categoryLoader } from "#app/routes/marketing/resources-category.tsx";
import type { Database } from "#app/server/db.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices } from "#tests/support/test-services.ts";

// Issue 3 and spec section 7: a failed read of the `resources` table is only logged; the
// Resources pages still render (status 200, their title, their tools) and say the cards could
// not be loaded. The pages are rendered here with React Router's static handler, the way the
// server renders a request, over a database whose connection has been closed.

const FAILURE_NOTE = "We could not load the resources just now. Please try again in a few minutes.";

let closed: Database;
let context: ReturnType<typeof contextFor>;
const logged = vi.spyOn(logger, "error");

beforeAll(async () => {
  closed = await createTestDatabase();
  context = contextFor(createTestServices(closed));
  await closed.close();
});
afterEach(() => logged.mockClear());
afterAll(() => logged.mockRestore());

/** The route modules' own loaders and components, rendered for `path`. */
async function render(path: string): Promise<{ status: number; html: string }> {
  const routes = [
    {
      path: "/resources",
      loader: ({ request, params }: LoaderFunctionArgs) =>
        resourcesLoader({ request, params, context } as never),
      Component: () => createElement(Resources, { loaderData: useLoaderData() } as never),
    },
    {
      path: "/resources/:category",
      loader: ({ request, params }: LoaderFunctionArgs) =>
        categoryLoader({ request, params, context } as never),
      Component: () => createElement(ResourcesCategory, { loaderData: useLoaderData() } as never),
    },
  ];
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://localhost${path}`));
  if (result instanceof Response) throw new Error(`${path} answered a ${result.status} response`);
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(createElement(StaticRouterProvider, { router, context: result }));
  return { status: result.statusCode, html };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("a failed read of the resources table", () => {
  it("/resources logs the failure and still renders its title, its category links and a note", async () => {
    const { status, html } = await render("/resources");
    expect(status).toBe(200);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        err: expect.objectContaining({ name: expect.any(String), stack: expect.stringContaining("at ") }),
        category: null,
      }),
      "reading resources failed",
    );
    expect(html).toMatch(/<h1[^>]*>All Resources<\/h1>/);
    for (const category of RESOURCE_CATEGORIES) expect(html).toContain(`href="/resources/${category.slug}"`);
    expect(text(html)).toContain(FAILURE_NOTE);
    expect(html).not.toContain("Learn More");
  });

  it("/resources/guides logs the failure with its category and still shows the guides", async () => {
    const { status, html } = await render("/resources/guides");
    expect(status).toBe(200);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        err: expect.objectContaining({ name: expect.any(String), stack: expect.stringContaining("at ") }),
        category: "guides",
      }),
      "reading resources failed",
    );
    expect(html).toMatch(/<h1[^>]*>Resources for Understanding Debt Relief<\/h1>/);
    for (const guide of GUIDES) expect(text(html)).toContain(guide.title);
    expect(text(html)).toContain(FAILURE_NOTE);
  });

  it("/resources/calculator still computes a submitted comparison", async () => {
    const { status, html } = await render("/resources/calculator?debt=20%2C000&apr=22&payment=500");
    expect(status).toBe(200);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(text(html)).toContain("73 months (6 years 1 month)");
    expect(text(html)).toContain(FAILURE_NOTE);
  });
});
