import { __iconData as clockIcon } from "lucide-react/icons/clock";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons.tsx";

// icons.tsx reads each icon's artwork from lucide-react's modules (`__iconData`), which the
// package does not document: if an update stops exporting it, every icon here comes out empty.

describe("icons", () => {
  const entries = Object.entries(icons).filter(([name]) => name !== "lucide");

  it("exports the icons of the site's frame and of the home page", () => {
    expect(entries.map(([name]) => name)).toEqual(
      expect.arrayContaining(["Menu", "X", "Phone", "ChevronLeft"]),
    );
  });

  it("draws any icon's data given to lucide()", () => {
    const Clock = icons.lucide(clockIcon);
    expect(renderToStaticMarkup(createElement(Clock))).toMatch(/^<svg [^>]*><circle [^>]+><\/circle><path /);
  });

  it.each(entries)("%s draws Lucide's artwork as decorative SVG", (_name, icon) => {
    const html = renderToStaticMarkup(createElement(icon as icons.Icon, { className: "size-4" }));
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*aria-hidden="true"[^>]*class="size-4"/);
    expect(html).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+><\/\1>/);
    expect(html).not.toContain("key=");
  });

  it("lets a caller name an icon for screen readers", () => {
    const html = renderToStaticMarkup(
      createElement(icons.Phone, { "aria-hidden": false, "aria-label": "Call" }),
    );
    expect(html).toContain('aria-hidden="false"');
    expect(html).toContain('aria-label="Call"');
  });
});
