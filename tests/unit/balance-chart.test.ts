import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  BalanceChart,
  type BalancePoint,
  type SettlementMarker,
} from "#app/components/dashboard/program/balance-chart.tsx";

// The balance chart as the server renders it: drawn as SVG (decision 51), and the same figures in
// a table, a row per month, with each debt's expected settlement in its month.
// (createElement rather than JSX: the unit project runs tests/unit/**/*.test.ts only.)

const POINTS: BalancePoint[] = [
  { month: "2026-11", label: "Nov 2026", balanceCents: "25000", text: "$250.00", projected: false },
  { month: "2026-12", label: "Dec 2026", balanceCents: "50000", text: "$500.00", projected: false },
  { month: "2027-01", label: "Jan 2027", balanceCents: "75050", text: "$750.50", projected: true },
  {
    month: "2027-02",
    label: "Feb 2027",
    balanceCents: "9007199254740993",
    text: "$90,071,992,547,409.93",
    projected: true,
  },
];

const MARKERS: SettlementMarker[] = [
  { month: "2027-01", label: "Jan 2027", creditor: "Acme Bank" },
  { month: "2027-02", label: "Feb 2027", creditor: "Blue Card" },
  { month: "2027-02", label: "Feb 2027", creditor: "City Loans" },
];

function render(points: readonly BalancePoint[], markers: readonly SettlementMarker[] = MARKERS) {
  const element = createElement(BalanceChart, { points, markers, caption: "Your account balance" });
  return renderToString(element).replaceAll("<!-- -->", "");
}

/** Each body row's cells, as text. */
function rows(html: string): string[][] {
  const body = html.match(/<tbody>(.*)<\/tbody>/s)?.[1] ?? "";
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => cell[1] ?? ""),
  );
}

describe("BalanceChart", () => {
  it("captions the figure and its table", () => {
    const html = render(POINTS);
    expect(html).toContain("<figcaption");
    expect(html).toContain(">Your account balance</figcaption>");
    expect(html).toContain("<caption>Your account balance, month by month</caption>");
    expect(html).toContain('class="sr-only"');
  });

  it("gives each month a row: its balance, whether it is an estimate, and what settles then", () => {
    expect(rows(render(POINTS))).toEqual([
      ["Nov 2026", "$250.00", "Actual", "None"],
      ["Dec 2026", "$500.00", "Actual", "None"],
      ["Jan 2027", "$750.50", "Estimate", "Acme Bank"],
      ["Feb 2027", "$90,071,992,547,409.93", "Estimate", "Blue Card, City Loans"],
    ]);
  });

  it("heads the columns for screen readers", () => {
    const html = render(POINTS);
    for (const heading of ["Month", "Balance", "Actual or estimate", "Expected settlements"]) {
      expect(html).toContain(`<th scope="col">${heading}</th>`);
    }
  });

  it("draws the chart in the server's HTML, hidden from screen readers, with every month's figures on hover", () => {
    const html = render(POINTS);
    expect(html).toMatch(/<div aria-hidden="true" class="flex h-64" data-chart="">/);
    // Four months: each labeled, past ones on the solid line, the rest on the dashed one.
    expect(html.match(/data-month-label=""/g)).toHaveLength(4);
    expect(html).toContain('data-series="actual"');
    expect(html).toContain('data-series="projected"');
    // A mark at each month something settles (two months, three creditors).
    expect(html.match(/data-settlement=""/g)).toHaveLength(2);
    expect(html).toContain(
      "<title>Feb 2027: $90,071,992,547,409.93 (estimate). Expected to settle: Blue Card, City Loans</title>",
    );
    expect(html).toContain("<title>Nov 2026: $250.00 (actual)</title>");
    expect(html).not.toContain("recharts");
  });

  it("says there is nothing to chart when there are no months", () => {
    const html = render([], []);
    expect(html).toBe('<p class="text-slate-700">No figures to chart yet.</p>');
    expect(html).not.toContain("<figure");
  });
});
