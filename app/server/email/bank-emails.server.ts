import type { SiteConfig } from "#app/config/site.ts";
import { DEBIT_AUTHORIZATION_TITLE } from "#app/content/debit-authorization.ts";
import { formatDate } from "#app/domain/format.ts";
import type { OutgoingEmail } from "./outbox.server.ts";

// The debit authorization's e-mails (issue 44; decision 0065): the customer's copy of what they
// authorized (NACHA: the consumer is given a copy), and the notice that it is revoked. Each holds
// the account's last four digits only, never a number.

export interface AuthorizationRecipient {
  email: string;
  firstName: string;
  lastName: string;
}

const fullName = (to: AuthorizationRecipient) => `${to.firstName} ${to.lastName}`.trim();

/** The copy of a debit authorization, with its whole filled text and how it was given. */
export function debitAuthorizationEmail(
  site: SiteConfig,
  programUrl: string,
  to: AuthorizationRecipient & {
    authorizationId: string;
    accountLastFour: string;
    paragraphs: readonly string[];
    /** "Authorized electronically by Ada Lovelace on Jan 4, 2027, 9:15 AM MST from 203.0.113.9." */
    signature: string;
  },
): OutgoingEmail {
  return {
    kind: "debit-authorization",
    to: to.email,
    subject: `Your ${site.brand} debit authorization`,
    body: {
      site,
      preview: `Your copy of the authorization to debit the account ending in ${to.accountLastFour}.`,
      name: fullName(to),
      paragraphs: [`This is your copy of your ${DEBIT_AUTHORIZATION_TITLE.toLowerCase()}.`, ...to.paragraphs],
      action: { label: "See My Program", url: programUrl },
      closing: [to.signature],
      reason: `you authorized debits for the ${site.brand} program with this address.`,
    },
    dedupeKey: `debit-authorization:${to.authorizationId}`,
  };
}

/** The revocation, what it stops and from when. */
export function debitAuthorizationRevokedEmail(
  site: SiteConfig,
  programUrl: string,
  to: AuthorizationRecipient & { authorizationId: string; accountLastFour: string; effectiveOn: string },
): OutgoingEmail {
  const day = formatDate(to.effectiveOn);
  return {
    kind: "debit-authorization-revoked",
    to: to.email,
    subject: `Your ${site.brand} debit authorization is revoked`,
    body: {
      site,
      preview: `No deposits will be drawn from the account ending in ${to.accountLastFour} from ${day}.`,
      name: fullName(to),
      paragraphs: [
        `You revoked your authorization to debit the account ending in ${to.accountLastFour}. No deposit will be drawn on or after ${day}; a deposit due sooner may still be drawn.`,
        "Your debts cannot be settled without deposits, so your program cannot continue unless you give a new authorization. You can give one in My Program at any time, or leave the program and get your balance back.",
        "This is a demonstration site: no money moves.",
      ],
      action: { label: "See My Program", url: programUrl },
      reason: `you are enrolled in the ${site.brand} program with this address.`,
    },
    dedupeKey: `debit-authorization-revoked:${to.authorizationId}`,
  };
}
