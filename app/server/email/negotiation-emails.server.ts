import type { SiteConfig } from "#app/config/site.ts";
import { formatCents } from "#app/domain/format.ts";
import type { OutgoingEmail } from "./outbox.server.ts";
import type { ProgramRecipient } from "./program-emails.server.ts";

// A debt's negotiation's e-mails (issue 24): a creditor's offer waits for the customer's
// approval, and a settled debt is paid off. Each says what happened and where to act; the
// offer's details are in the portal.

const fullName = (to: ProgramRecipient) => `${to.firstName} ${to.lastName}`.trim();
const DEMONSTRATION = "This is a demonstration site: no money moves.";

/**
 * A creditor's offer waits for the customer (issue 24). Its deadline names the company's zone and
 * the customer's own time (issue 43: `formatDeadline`, the text the offer card shows too).
 */
export function offerNeedsApprovalEmail(
  site: SiteConfig,
  programUrl: string,
  to: ProgramRecipient & { offerId: string; creditor: string; deadline: string },
): OutgoingEmail {
  return {
    kind: "offer-needs-approval",
    to: to.email,
    subject: `An offer on your ${to.creditor} debt needs your approval`,
    body: {
      site,
      preview: `Approve or decline it by ${to.deadline}.`,
      name: fullName(to),
      paragraphs: [
        `${to.creditor} has offered to settle your debt. Nothing is paid until you approve it.`,
        `My Program shows the offer, what it saves you after our fee, the fee it would bring and its payment dates. You can approve or decline it until ${to.deadline}.`,
      ],
      action: { label: "Review the offer", url: programUrl },
      closing: [DEMONSTRATION],
      reason: `you are enrolled in the ${site.brand} program with this address.`,
    },
    dedupeKey: `offer-needs-approval:${to.offerId}`,
  };
}

export function debtPaidOffEmail(
  site: SiteConfig,
  programUrl: string,
  to: ProgramRecipient & { offerId: string; creditor: string; settledCents: bigint },
): OutgoingEmail {
  return {
    kind: "debt-paid-off",
    to: to.email,
    subject: `Your ${to.creditor} debt is paid off`,
    body: {
      site,
      preview: `The settlement of ${formatCents(to.settledCents)} is paid in full.`,
      name: fullName(to),
      paragraphs: [
        `Every payment of your settlement with ${to.creditor} has cleared: ${formatCents(to.settledCents)} in all. This debt is paid off.`,
        "My Program shows the amount forgiven and what it may mean for your taxes.",
      ],
      action: { label: "See My Program", url: programUrl },
      closing: [DEMONSTRATION],
      reason: `you are enrolled in the ${site.brand} program with this address.`,
    },
    dedupeKey: `debt-paid-off:${to.offerId}`,
  };
}
