// The debt calculator's arithmetic (/resources/calculator): pure functions, no I/O, shared by
// the loader (no JavaScript) and the browser (live updates). The program's figures are passed
// in (app/content/calculator-assumptions.ts, from app/domain/program.ts) as whole percents.
// The figures are floats: estimates shown in whole dollars (format.ts formatUsd), not money held
// to the cent (money.ts), whose parser the calculator's page need not download.

export type CalculatorField = "debt" | "apr" | "payment";
export type CalculatorValues = Record<CalculatorField, string>;
export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

export interface CalculatorInputs {
  /** Total unsecured debt in dollars. */
  debt: number;
  /** Average annual percentage rate, in percent (22 means 22%). */
  apr: number;
  /** Current monthly payment in dollars. */
  payment: number;
}

export interface CalculatorAssumptions {
  program: {
    /** Each debt settles for this whole percent of its balance (program.ts SETTLEMENT_PERCENT). */
    settlementPercent: number;
    /** The fee: this whole percent of the amount saved (program.ts FEE_PERCENT_OF_SAVINGS). */
    feePercentOfSavings: number;
    minMonths: number;
    maxMonths: number;
  };
  loan: { apr: number; months: number };
}

export const CALCULATOR_LIMITS = { minDebt: 1, maxDebt: 10_000_000, maxApr: 100, maxPayment: 10_000_000 };

export const CALCULATOR_MESSAGES = {
  debtRequired: "Enter your total unsecured debt",
  debtNumber: "Total debt must be a number, for example 12,500",
  debtRange: "Total debt must be between $1 and $10,000,000",
  aprRequired: "Enter your average APR",
  aprNumber: "APR must be a number, for example 22.5",
  aprRange: "APR must be between 0 and 100",
  paymentRequired: "Enter your current monthly payment",
  paymentNumber: "Monthly payment must be a number, for example 450",
  paymentPositive: "Monthly payment must be more than $0",
  paymentRange: "Monthly payment must be $10,000,000 or less",
} as const;

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$|^-?\.\d+$/;

/** "12,500", "$12,500.50", "22%" → a finite number; "" → undefined; anything else → null. */
export function parseAmount(raw: string): number | null | undefined {
  const text = raw.trim();
  if (text === "") return undefined;
  const cleaned = text.replace(/^\$/, "").replace(/%$/, "").replaceAll(",", "").replace(/^-\$/, "-").trim();
  if (!NUMBER_PATTERN.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

type Check = (value: number) => boolean;

function readField(
  raw: string,
  messages: { required: string; number: string },
  rules: readonly [Check, string][],
): { value: number } | { error: string } {
  const value = parseAmount(raw);
  if (value === undefined) return { error: messages.required };
  if (value === null) return { error: messages.number };
  for (const [ok, message] of rules) if (!ok(value)) return { error: message };
  return { value };
}

export type ValidationResult =
  | { ok: true; inputs: CalculatorInputs }
  | { ok: false; errors: CalculatorErrors };

export function validateCalculatorInput(values: CalculatorValues): ValidationResult {
  const m = CALCULATOR_MESSAGES;
  const { minDebt, maxDebt, maxApr, maxPayment } = CALCULATOR_LIMITS;
  const fields = {
    debt: readField(values.debt, { required: m.debtRequired, number: m.debtNumber }, [
      [(v) => v >= minDebt && v <= maxDebt, m.debtRange],
    ]),
    apr: readField(values.apr, { required: m.aprRequired, number: m.aprNumber }, [
      [(v) => v >= 0 && v <= maxApr, m.aprRange],
    ]),
    payment: readField(values.payment, { required: m.paymentRequired, number: m.paymentNumber }, [
      [(v) => v > 0, m.paymentPositive],
      [(v) => v <= maxPayment, m.paymentRange],
    ]),
  };
  const errors: CalculatorErrors = {};
  for (const [key, field] of Object.entries(fields) as [CalculatorField, (typeof fields)["debt"]][]) {
    if ("error" in field) errors[key] = field.error;
  }
  if ("value" in fields.debt && "value" in fields.apr && "value" in fields.payment) {
    return {
      ok: true,
      inputs: { debt: fields.debt.value, apr: fields.apr.value, payment: fields.payment.value },
    };
  }
  return { ok: false, errors };
}

export type MinimumPaymentPlan =
  | { kind: "pays-off"; months: number; totalInterest: number; totalPaid: number }
  | { kind: "never"; firstMonthInterest: number };

/**
 * Keeping the current payment: interest accrues monthly at APR/12 on the balance, then the
 * payment is taken; the last payment is whatever is left. Closed form, so a 10-million-dollar
 * balance paid slowly costs no loop.
 */
export function minimumPaymentPlan({ debt, apr, payment }: CalculatorInputs): MinimumPaymentPlan {
  const rate = apr / 100 / 12;
  if (rate === 0) {
    const months = Math.ceil(debt / payment);
    return { kind: "pays-off", months, totalInterest: 0, totalPaid: debt };
  }
  const firstMonthInterest = debt * rate;
  if (payment <= firstMonthInterest) return { kind: "never", firstMonthInterest };
  const exactMonths = -Math.log(1 - firstMonthInterest / payment) / Math.log(1 + rate);
  // Guard the rounding of an exact whole number of months (e.g. 2.0000000001 → 2).
  let months = Math.max(1, Math.ceil(exactMonths - 1e-9));
  const growth = (1 + rate) ** (months - 1);
  const balanceBeforeLast = debt * growth - (payment * (growth - 1)) / rate;
  let lastPayment = Math.min(payment, Math.max(0, balanceBeforeLast * (1 + rate)));
  if (lastPayment < 0.005 && months > 1) {
    // Floating-point noise: the previous payment already cleared the balance.
    months -= 1;
    lastPayment = payment;
  }
  const totalPaid = payment * (months - 1) + lastPayment;
  return { kind: "pays-off", months, totalInterest: Math.max(0, totalPaid - debt), totalPaid };
}

export interface ProgramPlan {
  /** The expected settlements: settlementPercent of the debt. */
  settlements: number;
  /** Debt minus settlements: what the creditors forgive. */
  amountSaved: number;
  /** feePercentOfSavings of the amount saved, charged only after each debt is settled. */
  fee: number;
  /** Settlements plus fee: what the customer pays through the program. */
  totalPaid: number;
  /** Debt minus total paid: the savings after fees. */
  estimatedSavings: number;
  /** Estimated savings as a whole percent of the debt. */
  estimatedSavingsPercent: number;
  minMonths: number;
  maxMonths: number;
  /** totalPaid / maxMonths: the lower monthly payment, over the longer program. */
  monthlyLow: number;
  /** totalPaid / minMonths. */
  monthlyHigh: number;
}

export function programPlan(debt: number, program: CalculatorAssumptions["program"]): ProgramPlan {
  const settlements = (debt * program.settlementPercent) / 100;
  const amountSaved = debt - settlements;
  const fee = (amountSaved * program.feePercentOfSavings) / 100;
  const totalPaid = settlements + fee;
  const estimatedSavings = debt - totalPaid;
  return {
    settlements,
    amountSaved,
    fee,
    totalPaid,
    estimatedSavings,
    estimatedSavingsPercent: Math.round((estimatedSavings / debt) * 100),
    minMonths: program.minMonths,
    maxMonths: program.maxMonths,
    monthlyLow: totalPaid / program.maxMonths,
    monthlyHigh: totalPaid / program.minMonths,
  };
}

/**
 * The wizard's address with the compared debt prefilled ("Apply with these numbers"), to the cent
 * as typed (issue 43): "28450.75", or whole dollars without a point ("28451"). The calculator reads
 * floats; a debt typed with cents is within a hundredth of them, so rounding to the cent gives it
 * back exactly.
 */
export function applyHref(debt: number): string {
  const cents = Math.round(debt * 100);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return `/apply?debt=${rest === 0 ? dollars : `${dollars}.${String(rest).padStart(2, "0")}`}`;
}

export interface LoanPlan {
  apr: number;
  months: number;
  monthlyPayment: number;
  totalInterest: number;
  totalPaid: number;
}

/** A fixed-rate instalment loan that pays off the whole debt (standard annuity formula). */
export function consolidationLoanPlan(debt: number, loan: CalculatorAssumptions["loan"]): LoanPlan {
  const rate = loan.apr / 100 / 12;
  const monthlyPayment = rate === 0 ? debt / loan.months : (debt * rate) / (1 - (1 + rate) ** -loan.months);
  const totalPaid = monthlyPayment * loan.months;
  return { apr: loan.apr, months: loan.months, monthlyPayment, totalInterest: totalPaid - debt, totalPaid };
}

export interface DebtComparison {
  inputs: CalculatorInputs;
  minimum: MinimumPaymentPlan;
  program: ProgramPlan;
  loan: LoanPlan;
}

export function compareDebtOptions(
  inputs: CalculatorInputs,
  assumptions: CalculatorAssumptions,
): DebtComparison {
  return {
    inputs,
    minimum: minimumPaymentPlan(inputs),
    program: programPlan(inputs.debt, assumptions.program),
    loan: consolidationLoanPlan(inputs.debt, assumptions.loan),
  };
}

export type CalculatorOutcome =
  | { ok: true; comparison: DebtComparison }
  | { ok: false; errors: CalculatorErrors };

/** Validates the typed values and, when they are valid, compares the three options. */
export function calculateDebtOptions(
  values: CalculatorValues,
  assumptions: CalculatorAssumptions,
): CalculatorOutcome {
  const result = validateCalculatorInput(values);
  if (!result.ok) return result;
  return { ok: true, comparison: compareDebtOptions(result.inputs, assumptions) };
}

/** The calculator's values from a query string (?debt=&apr=&payment=), and whether it was submitted. */
export function readCalculatorQuery(search: URLSearchParams): {
  values: CalculatorValues;
  submitted: boolean;
} {
  const read = (key: CalculatorField) => (search.get(key) ?? "").slice(0, 40);
  const submitted = ["debt", "apr", "payment"].some((key) => search.has(key));
  return { values: { debt: read("debt"), apr: read("apr"), payment: read("payment") }, submitted };
}
