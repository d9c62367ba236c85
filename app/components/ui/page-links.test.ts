import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { PageLinks } from "./page-links.tsx";

type Props = Parameters<typeof PageLinks>[0];

/** The navigation as HTML, and its links as "text -> href (rel)". */
function draw(props: Props) {
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PageLinks, props)));
  const links = [...html.matchAll(/<a (?:rel="(\w+)" )?[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
    ([, rel, href, text]) => `${text} -> ${href}${rel ? ` (${rel})` : ""}`,
  );
  const position = /<p [^>]*>([^<]*)<\/p>/.exec(html)?.[1];
  return { html, links, position };
}

const hrefFor = (page: number) => `/admin/users?page=${page}`;

describe("numbered pages", () => {
  test("the previous and next pages, and where the person is", () => {
    const { html, links, position } = draw({ page: 2, pageCount: 5, hrefFor, label: "Pages of users" });
    expect(html).toContain('<nav aria-label="Pages of users"');
    expect(links).toEqual([
      "Previous page -> /admin/users?page=1 (prev)",
      "Next page -> /admin/users?page=3 (next)",
    ]);
    expect(position).toBe("Page 2 of 5");
  });

  test("no previous link on the first page, no next on the last; a page past the end shows the last", () => {
    expect(draw({ page: 1, pageCount: 3, hrefFor, label: "L" }).links).toEqual([
      "Next page -> /admin/users?page=2 (next)",
    ]);
    const past = draw({ page: 9, pageCount: 3, hrefFor, label: "L" });
    expect(past.links).toEqual(["Previous page -> /admin/users?page=2 (prev)"]);
    expect(past.position).toBe("Page 3 of 3");
  });

  test("a count that stopped at its limit: pages follow the last one counted", () => {
    const { links, position } = draw({ page: 1234, pageCount: 1000, more: true, hrefFor, label: "L" });
    expect(position).toBe("Page 1,234 of more than 1,000");
    expect(links).toEqual([
      "Previous page -> /admin/users?page=1233 (prev)",
      "Next page -> /admin/users?page=1235 (next)",
    ]);
  });

  test("the list's own words for its links", () => {
    const words = { previous: "Newer messages", next: "Older messages" };
    expect(draw({ page: 2, pageCount: 3, hrefFor, words, label: "L" }).links).toEqual([
      "Newer messages -> /admin/users?page=1 (prev)",
      "Older messages -> /admin/users?page=3 (next)",
    ]);
  });
});

describe("cursor pages", () => {
  const link = (text: string, href: string) => ({ href, text });

  test("the newest page first, then the newer and older pages; no position", () => {
    const { links, position } = draw({
      cursor: {
        first: link("Newest entries", "/log"),
        previous: link("Newer entries", "/log?cursor=b"),
        next: link("Older entries", "/log?cursor=a"),
      },
      label: "Pages of the audit log",
    });
    expect(links).toEqual([
      "Newest entries -> /log",
      "Newer entries -> /log?cursor=b (prev)",
      "Older entries -> /log?cursor=a (next)",
    ]);
    expect(position).toBeUndefined();
  });

  test("nothing at all when there is no other page", () => {
    expect(draw({ cursor: { first: null, previous: null, next: null }, label: "L" }).html).toBe("");
  });
});
