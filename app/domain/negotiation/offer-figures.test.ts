import { describe, expect, it } from "vitest";
import { forgivenDebt, formatPerMille, offerTerms, readTaxRate } from "./offer-figures.ts";

describe("an offer's figures", () => {
  it("forgives the balance less the offer, charges 25% of that, and saves the rest, to the cent", () => {
    const terms = offerTerms(100_025n, 45_000n);
    // $550.25 forgiven, the fee $137.56 (137.5625), $412.69 saved after it: 41.3% of $1,000.25.
    expect(terms).toEqual({
      forgivenCents: 55_025n,
      feeCents: 13_756n,
      savedCents: 41_269n,
      savedPerMille: 413n,
    });
    expect(formatPerMille(terms.savedPerMille)).toBe("41.3%");
    // The plan's estimate: 45% settles, the fee on the 55% forgiven, 41.25% saved.
    expect(formatPerMille(offerTerms(300_000n, 135_000n).savedPerMille)).toBe("41.3%");
  });

  it("says a Form 1099-C may come from $600 forgiven, with the tax at the picked rate", () => {
    expect(forgivenDebt(100_000n, 40_000n, 22)).toEqual({
      forgivenCents: 60_000n,
      may1099C: true,
      taxRate: 22,
      estimatedTaxCents: 13_200n,
    });
    expect(forgivenDebt(100_000n, 40_001n, 12).may1099C).toBe(false);
  });

  it("reads only the rates offered from the address, 22% otherwise", () => {
    expect(readTaxRate("37")).toBe(37);
    expect(readTaxRate("15")).toBe(22);
    expect(readTaxRate(null)).toBe(22);
    expect(readTaxRate("1e1")).toBe(10);
  });
});
