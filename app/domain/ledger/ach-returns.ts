// Why a bank sends a deposit back, as the ACH network says it (issue 45; NACHA return codes): the
// five an admin meets most, each with the reason a customer reads, and any other code (R04-R99)
// stored as "other" with its code. Whether a returned deposit may be tried again follows its code:
// only insufficient funds (R01) and uncollected funds (R09) may be re-presented (NACHA allows two
// retries, within 180 days of the original entry). Pure: the admin's form, the processor's events
// and the server's checks read these.
import type { ReturnReason } from "./kinds.ts";

export interface AchReturnCode {
  code: string;
  label: string;
  reason: ReturnReason;
}

/** The codes the admin's form lists by name; any other is typed as "Other". */
export const ACH_RETURN_CODES: readonly AchReturnCode[] = [
  { code: "R01", label: "R01: Insufficient funds", reason: "insufficient_funds" },
  { code: "R02", label: "R02: Account closed", reason: "account_closed" },
  { code: "R03", label: "R03: No account / unable to locate", reason: "no_account" },
  { code: "R08", label: "R08: Payment stopped", reason: "payment_stopped" },
  { code: "R10", label: "R10: Customer advises not authorized", reason: "not_authorized" },
];

/** What the form's select sends for "another code" (the code itself is typed beside it). */
export const OTHER_RETURN_CODE = "other";

const CODE_SHAPE = /^R[0-9]{2}$/;

/** Whether `code` is an ACH return code's shape ("R01" … "R99"). */
export function isReturnCode(code: string): boolean {
  return CODE_SHAPE.test(code) && code !== "R00";
}

/** The reason a code stands for: one of the five, else "other". */
export function reasonOfCode(code: string): ReturnReason {
  return ACH_RETURN_CODES.find((known) => known.code === code)?.reason ?? "other";
}

/** The code a reason stands for, when an event gives only the reason (never "other"'s: it has none). */
export function codeOfReason(reason: ReturnReason): string | null {
  return ACH_RETURN_CODES.find((known) => known.reason === reason)?.code ?? null;
}

/** "R01: Insufficient funds", "R09: Other". */
export function returnCodeLabel(code: string): string {
  return ACH_RETURN_CODES.find((known) => known.code === code)?.label ?? `${code}: Other`;
}

/** Codes whose deposit may be presented again (NACHA: insufficient or uncollected funds). */
export const RETRY_ALLOWED_CODES: readonly string[] = ["R01", "R09"];
/** How many times one returned deposit may be tried again. */
export const MAX_RETRIES = 2;
/** A retry is presented within this many days of the original's return. */
export const RETRY_WITHIN_DAYS = 180;
/** A retry is scheduled at most this many days ahead. */
export const RETRY_AT_MOST_DAYS_AHEAD = 30;
/** Returns in a row that put the customer among the deposits at risk. */
export const RETURNS_AT_RISK = 2;
