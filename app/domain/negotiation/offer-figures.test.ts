import { describe, expect, it } from "vitest";
import { forgivenDebt, formatPerMille, offerTerms, readTaxRate } from "./offer-figures.ts";

describe("an offer's figures", () => {
  it("saves the balance less the offer, and the fee is 25% of that, to the cent", () => {
    const terms = offerTerms(100_025n, 45_000n);
    expect(terms).toEqual({ savedCents: 55_025n, savedPerMille: 550n, feeCents: 13_756n });
    expect(formatPerMille(terms.savedPerMille)).toBe("55.0%");
    expect(formatPerMille(offerTerms(300_000n, 176_400n).savedPerMille)).toBe("41.2%");
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
