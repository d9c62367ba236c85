// The recurring debit authorization (issue 44; decision 0065): what the NACHA Operating Rules ask
// of a consumer's recurring debit (an authorization readily identifiable as one, in clear terms,
// with a copy given) and Regulation E 12 CFR 1005.10(b)-(d): who may debit, which account, the
// amount, when and how often, how to revoke and how long before a debit a revocation takes
// effect. Versioned like the disclosures: its version is the SHA-256 of the template's exact
// words (a changed word is a new version), the filled text's SHA-256 is the consent's document.
// Only the account's last four digits ever appear in it.
import { ordinalDay, REVOCATION_NOTICE_BUSINESS_DAYS } from "../domain/bank-account/authorization.ts";
import type { AuthorizationTerms, AuthorizedAccount } from "../domain/bank-account/authorization-terms.ts";
import type { BankAccountType } from "../domain/bank-account/draft-account-form.ts";
import { formatCents, formatDate } from "../domain/format.ts";

export const DEBIT_AUTHORIZATION_TITLE = "Recurring debit authorization";

export const DEBIT_AUTHORIZATION_TEMPLATE: readonly string[] = [
  "I authorize {brand} and its payment processor to debit my {accountType} account ending in {accountLastFour} (routing number ending in {routingLastFour}), held in the name of {holderName}, by {amount} each month, on the {draftDay} of each month or on the next business day when that day is a weekend or a US federal holiday, starting {firstDebitDate}, for up to {maxDebits} monthly debits, and to deposit each debit into my dedicated account, which I own.",
  "If the amount or the day changes, I will be told at least 10 days before the first debit of the new amount or on the new day.",
  `I may revoke this authorization at any time: in My Program (Revoke the authorization), by calling {phone} or by writing to {supportEmail}. A revocation received at least ${REVOCATION_NOTICE_BUSINESS_DAYS} business days before a scheduled debit stops that debit and every later one; a debit due sooner may still be made. Without deposits the program cannot continue.`,
  "If my bank returns a debit for insufficient funds, {brand} may try it once more and will tell me the day first.",
  "I am an owner of this account or am authorized to debit it.",
  "{brand} e-mails a copy of this authorization to me; it is also on My Program. This is a demonstration: no account is debited.",
];

export interface DebitAuthorizationFigures {
  brand: string;
  phone: string;
  supportEmail: string;
  accountType: BankAccountType;
  accountLastFour: string;
  routingLastFour: string;
  holderName: string;
  /** "$350.00" */
  amount: string;
  /** The day of the month, 1-28 (or 31: "the last day" of a plan made before 1-28 was the rule). */
  draftDay: number;
  /** "Jan 15, 2027" */
  firstDebitDate: string;
  maxDebits: number;
}

/** The template's exact words, from which its version is computed. */
export function debitAuthorizationTemplateText(): string {
  return JSON.stringify({ title: DEBIT_AUTHORIZATION_TITLE, paragraphs: DEBIT_AUTHORIZATION_TEMPLATE });
}

/** The authorization with the customer's figures in place of its {placeholders}. */
export function fillDebitAuthorization(figures: DebitAuthorizationFigures): string[] {
  const values: Record<string, string> = {
    brand: figures.brand,
    phone: figures.phone,
    supportEmail: figures.supportEmail,
    accountType: figures.accountType,
    accountLastFour: figures.accountLastFour,
    routingLastFour: figures.routingLastFour,
    holderName: figures.holderName,
    amount: figures.amount,
    draftDay: ordinalDay(figures.draftDay),
    firstDebitDate: figures.firstDebitDate,
    maxDebits: String(figures.maxDebits),
  };
  return DEBIT_AUTHORIZATION_TEMPLATE.map((text) =>
    text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match),
  );
}

/** The text the customer authorizes, filled with the site's words, the account and the terms. */
export function authorizationParagraphs(
  site: { brand: string; phone: string; supportEmail: string },
  account: AuthorizedAccount,
  terms: AuthorizationTerms,
): string[] {
  return fillDebitAuthorization({
    brand: site.brand,
    phone: site.phone,
    supportEmail: site.supportEmail,
    accountType: account.accountType,
    accountLastFour: account.accountLastFour,
    routingLastFour: account.routingLastFour,
    holderName: account.holderName,
    amount: formatCents(terms.amountCents),
    draftDay: terms.draftDay,
    firstDebitDate: formatDate(terms.firstDebitOn),
    maxDebits: terms.maxDebits,
  });
}

/** The box the customer ticks, apart from the agreement's: a debit needs its own assent (NACHA). */
export function authorizeDebitsLabel(accountLastFour: string): string {
  return `I authorize these monthly debits from the account ending in ${accountLastFour}, as written above.`;
}
