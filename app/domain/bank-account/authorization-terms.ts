// The terms a debit authorization states (issue 44; decision 0065), pure: at the signature, the
// plan's (its deposit, its first day rolled to a business day, its day of the month, one debit a
// month of the term); with a new account or after a revocation, the same terms from the first
// debit the change can reach (3 business days on).
import { nextBusinessDay } from "../business-days.ts";
import { addMonths } from "../calendar.ts";
import type { BankAccountType } from "./draft-account-form.ts";

export interface AuthorizationTerms {
  amountCents: bigint;
  /** The first debit's day (a business day). */
  firstDebitOn: string;
  /** The day of the month each debit is due on before business-day rolling. */
  draftDay: number;
  maxDebits: number;
}

export interface AuthorizedAccount {
  holderName: string;
  accountType: BankAccountType;
  accountLastFour: string;
  routingLastFour: string;
}

/** The plan's terms, as the agreement authorizes them. */
export function planAuthorizationTerms(plan: {
  termMonths: number;
  monthlyDepositCents: bigint;
  firstDepositDate: string;
}): AuthorizationTerms {
  return {
    amountCents: plan.monthlyDepositCents,
    firstDebitOn: nextBusinessDay(plan.firstDepositDate),
    draftDay: Number(plan.firstDepositDate.slice(8, 10)),
    maxDebits: plan.termMonths,
  };
}

/** The first debit on the draft day that falls on or after `from` (rolled to a business day). */
export function nextDraftOn(from: string, draftDay: number): string {
  const month = `${from.slice(0, 8)}01`;
  const thisMonth = nextBusinessDay(addMonths(month, 0, draftDay));
  return thisMonth >= from ? thisMonth : nextBusinessDay(addMonths(month, 1, draftDay));
}
