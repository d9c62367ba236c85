// What an offer means in money (issue 24; decisions.md, "Negotiation per debt", "Forgiven
// debt"): the amount saved after its fee in dollars and percent (issue 43), the fee it triggers (25% of the amount saved,
// the same figure the database's CHECK computes), the debt forgiven, whether a Form 1099-C may
// come, and an estimate of the tax at a rate the customer picks. Pure, in whole cents.
import { percentOfCents } from "../money.ts";
import { FEE_PERCENT_OF_SAVINGS } from "../program.ts";
import { FORM_1099C_THRESHOLD_CENTS, TAX_RATES, type TaxRate } from "./kinds.ts";

export interface OfferTerms {
  /** What the creditor forgives: the enrolled balance less the amount. */
  forgivenCents: bigint;
  /** 25% of what is forgiven, to the cent (the database's CHECK computes the same). */
  feeCents: bigint;
  /** What the customer saves: forgiven less the fee (savings are always after fees: issue 43). */
  savedCents: bigint;
  /** Tenths of a percent of the enrolled balance saved, after the fee (412 is 41.2%). */
  savedPerMille: bigint;
}

export function offerTerms(enrolledBalanceCents: bigint, amountCents: bigint): OfferTerms {
  const forgivenCents = enrolledBalanceCents - amountCents;
  const feeCents = percentOfCents(forgivenCents, FEE_PERCENT_OF_SAVINGS);
  const savedCents = forgivenCents - feeCents;
  const savedPerMille =
    enrolledBalanceCents > 0n ? (savedCents * 1000n + enrolledBalanceCents / 2n) / enrolledBalanceCents : 0n;
  return { forgivenCents, feeCents, savedCents, savedPerMille };
}

/** 412n → "41.2%". */
export function formatPerMille(perMille: bigint): string {
  return `${perMille / 10n}.${perMille % 10n}%`;
}

export interface ForgivenDebt {
  forgivenCents: bigint;
  /** $600 or more: the creditor may send Form 1099-C. */
  may1099C: boolean;
  taxRate: TaxRate;
  estimatedTaxCents: bigint;
}

export const DEFAULT_TAX_RATE: TaxRate = 22;

export function isTaxRate(value: unknown): value is TaxRate {
  return (TAX_RATES as readonly unknown[]).includes(value);
}

/** The rate in the address (`?taxRate=22`), the default when missing or not one of the rates. */
export function readTaxRate(raw: string | null): TaxRate {
  const rate = Number(raw);
  return isTaxRate(rate) ? rate : DEFAULT_TAX_RATE;
}

export function forgivenDebt(
  enrolledBalanceCents: bigint,
  settledCents: bigint,
  rate: TaxRate,
): ForgivenDebt {
  const forgivenCents = enrolledBalanceCents > settledCents ? enrolledBalanceCents - settledCents : 0n;
  return {
    forgivenCents,
    may1099C: forgivenCents >= FORM_1099C_THRESHOLD_CENTS,
    taxRate: rate,
    estimatedTaxCents: percentOfCents(forgivenCents, rate),
  };
}
