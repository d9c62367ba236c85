import { describe, expect, it } from "vitest";
import { axisTicks, labeledMonths, shortFigure } from "#app/components/charts/chart-scale.ts";

// The server-drawn charts' arithmetic (decision 51).

describe("axisTicks", () => {
  it("steps by 1, 2, 2.5 or 5 times a power of ten, from 0 to at or above the largest value", () => {
    expect(axisTicks(18_250)).toEqual([0, 5000, 10_000, 15_000, 20_000]);
    expect(axisTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it("keeps counts whole", () => {
    expect(axisTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(9, 4, true)).toEqual([0, 5, 10]);
  });

  it("gives an axis to nothing at all", () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe("labeledMonths", () => {
  it("labels every month of a short axis", () => {
    expect(labeledMonths(6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(labeledMonths(1)).toEqual([0]);
  });

  it("labels about six months of a long one, always the first and the last", () => {
    expect(labeledMonths(25)).toEqual([0, 5, 10, 15, 20, 24]);
    expect(labeledMonths(48)).toEqual([0, 10, 20, 30, 40, 47]);
    expect(labeledMonths(10)).toEqual([0, 2, 4, 6, 9]);
    expect(labeledMonths(12)).toEqual([0, 3, 6, 9, 11]);
  });
});

describe("shortFigure", () => {
  it("writes dollars short and counts whole", () => {
    expect(shortFigure("usd", 12_500)).toBe("$12.5K");
    expect(shortFigure("usd", 0)).toBe("$0");
    expect(shortFigure("count", 1234)).toBe("1,234");
  });
});
