import { formatPhone } from "../format.ts";
import { MONEY_CAP } from "../money.ts";
import { DEBT_BRACKETS, findDebtBracket } from "./debt-brackets.ts";
import type { ApplicationDraft } from "./draft.ts";

// What a fresh wizard run starts with besides blanks (issue 21): the debt from the address
// (`?debt=`), and a signed-in applicant's own name, e-mail and phone. All of it stays editable.

type DebtPrefill = Pick<ApplicationDraft, "debtRange" | "debtAmount">;

/** The bracket holding a whole-dollar amount (the brackets are whole dollars, without gaps). */
function bracketOf(dollars: number) {
  return DEBT_BRACKETS.find(
    (bracket) => dollars >= bracket.min && (bracket.max === null || dollars <= bracket.max),
  );
}

/**
 * `?debt=`: 1 to 7 is a debt range's id (spec section 2), which also fills the debt amount with
 * the bracket's lower bound (decisions.md); a larger number is an amount in dollars, whole or with
 * its two decimals (the calculator's "Apply with these numbers", which keeps the cents: issue 43),
 * filling the debt amount as typed and the range that holds it (an amount with cents above a
 * bracket's whole-dollar top is in the next one). Anything else (one decimal, signs, letters,
 * under $7,500, $10,000,000 or more) is ignored: null.
 */
export function debtFromQuery(raw: string | null): DebtPrefill | null {
  if (raw === null) return null;
  const bracket = findDebtBracket(raw);
  if (bracket) return { debtRange: String(bracket.id), debtAmount: bracket.min.toLocaleString("en-US") };
  const amount = /^([1-9]\d{0,7})(?:\.(\d{2}))?$/.exec(raw);
  if (!amount) return null;
  const dollars = Number(amount[1]);
  const cents = amount[2] ?? "";
  if (dollars >= MONEY_CAP) return null;
  // Below the first bracket ($7,500, the program's minimum) an amount is not one the calculator
  // links with, and a small number is more likely a mistyped bracket id: ignored.
  if (dollars < (DEBT_BRACKETS[0]?.min ?? 0)) return null;
  const holding = bracketOf(cents === "" || cents === "00" ? dollars : dollars + 1);
  if (!holding) return null;
  const typed = dollars.toLocaleString("en-US") + (cents === "" ? "" : `.${cents}`);
  return { debtRange: String(holding.id), debtAmount: typed };
}

export interface ApplicantProfile {
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits, or null for an account made without one. */
  phone: string | null;
}

/** A signed-in applicant's own details, as step 1 shows them (the phone readable). */
export function profileFields(profile: ApplicantProfile): Pick<ApplicationDraft, keyof ApplicantProfile> {
  return {
    firstName: profile.firstName.trim(),
    lastName: profile.lastName.trim(),
    email: profile.email,
    phone: profile.phone ? formatPhone(profile.phone) : "",
  };
}

/**
 * A draft kept in the tab wins over the page's own start (what the applicant typed is never
 * replaced); only the answers it leaves blank take the page's values (the profile, `?debt=`).
 */
export function mergeDraft(start: ApplicationDraft, kept: Partial<ApplicationDraft>): ApplicationDraft {
  const merged: ApplicationDraft = { ...start, ...kept };
  for (const key of Object.keys(start) as (keyof ApplicationDraft)[]) {
    const value = merged[key];
    if (typeof value === "string" && value.trim() === "" && typeof start[key] === "string") {
      (merged as unknown as Record<string, unknown>)[key] = start[key];
    }
  }
  return merged;
}
