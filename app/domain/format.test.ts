import { describe, expect, it } from "vitest";
import { formatCents, formatDate, formatPhone, formatUsd, formatUsdCents } from "./format.ts";

describe("money formats", () => {
  it("prints marketing figures without decimals and a person's amounts to the cent", () => {
    expect(formatUsd(32400)).toBe("$32,400");
    expect(formatUsdCents(1234.5)).toBe("$1,234.50");
  });

  it("prints integer cents exactly, however large", () => {
    expect(formatCents(3_000_050n)).toBe("$30,000.50");
    expect(formatCents(1n)).toBe("$0.01");
    expect(formatCents(0n)).toBe("$0.00");
    // Beyond what a float holds to the cent.
    expect(formatCents(12_345_678_901_234_567n)).toBe("$123,456,789,012,345.67");
    expect(formatCents(-1_050n)).toBe("-$10.50");
  });
});

describe("formatDate", () => {
  it("prints en-US short month, day, year for an ISO day", () => {
    expect(formatDate("2025-05-22")).toBe("May 22, 2025");
  });

  it("prints a moment as its UTC day", () => {
    expect(formatDate(new Date("2025-05-22T23:30:00Z"))).toBe("May 22, 2025");
    expect(formatDate(new Date("2028-02-29T00:00:00Z"))).toBe("Feb 29, 2028");
  });
});

describe("formatPhone", () => {
  it("groups ten digits as (555) 123-4567 and leaves anything else as stored", () => {
    expect(formatPhone("5551234567")).toBe("(555) 123-4567");
    expect(formatPhone("555123456")).toBe("555123456");
    expect(formatPhone("")).toBe("");
  });
});
