import type { SiteConfig } from "#app/config/site.ts";
import { formatCents, formatDate } from "#app/domain/format.ts";
import { RETURN_REASON_LABELS, type RefundState, type ReturnReason } from "#app/domain/ledger/kinds.ts";
import type { GraduationView } from "#app/domain/projection/graduation-view.ts";
import type { OutgoingEmail } from "./outbox.server.ts";

// The dedicated account's e-mails (issue 23; decisions.md, "Deposits", "Leaving the program"): a
// deposit came back, and the refund of a customer who left, at each of its steps. Each says what
// happened and where to see it; none carries more than the portal shows. At most one per event.

export interface ProgramRecipient {
  email: string;
  firstName: string;
  lastName: string;
}

const fullName = (to: ProgramRecipient) => `${to.firstName} ${to.lastName}`.trim();
const DEMONSTRATION = "This is a demonstration site: no money moves.";

export function depositReturnedEmail(
  site: SiteConfig,
  programUrl: string,
  to: ProgramRecipient & {
    depositId: string;
    dueOn: string;
    amountCents: bigint;
    reason: ReturnReason;
    /** The bank's ACH code (issue 45), said beside the reason. */
    code?: string;
  },
): OutgoingEmail {
  const amount = formatCents(to.amountCents);
  const day = formatDate(to.dueOn);
  const why = to.code ? `${RETURN_REASON_LABELS[to.reason]} (${to.code})` : RETURN_REASON_LABELS[to.reason];
  return {
    kind: "deposit-returned",
    to: to.email,
    subject: `Your ${site.brand} deposit of ${day} was returned`,
    body: {
      site,
      preview: `Your deposit of ${amount} was returned by your bank.`,
      name: fullName(to),
      paragraphs: [
        `Your bank returned the deposit of ${amount} scheduled for ${day} to your dedicated account.`,
        `The reason your bank gave: ${why}.`,
        "Your program's expected dates have moved: My Program shows them. Call us if you would like to make the deposit up or change your schedule.",
      ],
      action: { label: "See My Program", url: programUrl },
      closing: [DEMONSTRATION],
      reason: `you are enrolled in the ${site.brand} program with this address.`,
    },
    dedupeKey: `deposit-returned:${to.depositId}`,
  };
}

/** An admin recorded a deposit received (issue 45: a processor without webhooks). */
export function depositReceivedEmail(
  site: SiteConfig,
  programUrl: string,
  to: ProgramRecipient & { depositId: string; dueOn: string; amountCents: bigint },
): OutgoingEmail {
  const amount = formatCents(to.amountCents);
  const day = formatDate(to.dueOn);
  return {
    kind: "deposit-received",
    to: to.email,
    subject: `We recorded your ${site.brand} deposit of ${day}`,
    body: {
      site,
      preview: `We recorded your deposit of ${amount} for ${day}.`,
      name: fullName(to),
      paragraphs: [
        `We recorded your deposit of ${amount} for ${day}: it is in your dedicated account.`,
        "My Program shows your balance and what comes next.",
      ],
      action: { label: "See My Program", url: programUrl },
      closing: [DEMONSTRATION],
      reason: `you are enrolled in the ${site.brand} program with this address.`,
    },
    dedupeKey: `deposit-received:${to.depositId}`,
  };
}

/** A returned deposit will be tried again (issue 45). */
export function depositRetryEmail(
  site: SiteConfig,
  programUrl: string,
  to: ProgramRecipient & { depositId: string; dueOn: string; amountCents: bigint; retryOn: string },
): OutgoingEmail {
  const amount = formatCents(to.amountCents);
  const retryDay = formatDate(to.retryOn);
  return {
    kind: "deposit-retry-scheduled",
    to: to.email,
    subject: `We will try your ${site.brand} deposit again on ${retryDay}`,
    body: {
      site,
      preview: `We will try the deposit of ${amount} again on ${retryDay}.`,
      name: fullName(to),
      paragraphs: [
        `Your bank returned the deposit of ${amount} scheduled for ${formatDate(to.dueOn)}. We will try the deposit of ${amount} again on ${retryDay} from the bank account you authorized.`,
        "Please make sure the money is there that day. Call us if you would rather change your schedule.",
      ],
      action: { label: "See My Program", url: programUrl },
      closing: [DEMONSTRATION],
      reason: `you are enrolled in the ${site.brand} program with this address.`,
    },
    dedupeKey: `deposit-retry-scheduled:${to.depositId}:${to.retryOn}`,
  };
}

const REFUND_SENTENCES: Record<RefundState, (amount: string, day: string) => string> = {
  requested: (amount, day) =>
    `You have left the program. Your refund of ${amount} is requested and due by ${day}. Every future deposit is canceled, and nothing was charged for leaving.`,
  sent: (amount) => `Your refund of ${amount} has been sent to your bank account.`,
  completed: (amount) => `Your refund of ${amount} is complete: the money is in your bank account.`,
};

const REFUND_SUBJECTS: Record<RefundState, string> = {
  requested: "Your refund is requested",
  sent: "Your refund has been sent",
  completed: "Your refund is complete",
};

export function refundEmail(
  site: SiteConfig,
  programUrl: string,
  to: ProgramRecipient & { refundId: string; amountCents: bigint; dueOn: string; state: RefundState },
): OutgoingEmail {
  const amount = formatCents(to.amountCents);
  return {
    kind: `refund-${to.state}`,
    to: to.email,
    subject: `${REFUND_SUBJECTS[to.state]}: ${site.brand}`,
    body: {
      site,
      preview: REFUND_SUBJECTS[to.state],
      name: fullName(to),
      paragraphs: [REFUND_SENTENCES[to.state](amount, formatDate(to.dueOn))],
      action: { label: "See My Program", url: programUrl },
      closing: [DEMONSTRATION],
      reason: `you were enrolled in the ${site.brand} program with this address.`,
    },
    dedupeKey: `refund-${to.state}:${to.refundId}`,
  };
}

/**
 * The program is complete (issue 43; decisions.md, "Graduation"): the graduation summary, its
 * figures labeled as the portal shows them (the same function formats both), and the refund of
 * what was left in the dedicated account with its due day. Sent once per application.
 */
export function programCompletedEmail(
  site: SiteConfig,
  programUrl: string,
  to: ProgramRecipient & { applicationId: string; summary: GraduationView },
): OutgoingEmail {
  const { summary } = to;
  const refund = summary.refund;
  return {
    kind: "program-completed",
    to: to.email,
    subject: `Your ${site.brand} program is complete`,
    body: {
      site,
      preview: "Every enrolled debt is resolved: your program is complete.",
      name: fullName(to),
      paragraphs: [
        `Congratulations: every debt enrolled in your ${site.brand} program is resolved, and your program is complete. ${summary.endedOn}.`,
        refund
          ? `What was left in your dedicated account, ${refund.amount}, is refunded to you by ${refund.dueOn}. No deposit is drawn any more, and your dedicated account is closed.`
          : "No deposit is drawn any more, and your dedicated account is closed.",
        ...summary.debts.map((debt) => `${debt.creditor} (enrolled ${debt.enrolled}): ${debt.outcome}.`),
      ],
      details: summary.totals,
      action: { label: "See your graduation summary", url: programUrl },
      closing: [DEMONSTRATION],
      reason: `you were enrolled in the ${site.brand} program with this address.`,
    },
    dedupeKey: `program-completed:${to.applicationId}`,
  };
}

/**
 * The customer changed their deposits (issue 44): what changed, in one sentence
 * (deposit-changes.ts), the deposits now to come, and where the program now ends, labeled as
 * My Program shows them. One per change (its audit row's id).
 */
export function depositsChangedEmail(
  site: SiteConfig,
  programUrl: string,
  to: ProgramRecipient & {
    changeId: string;
    sentence: string;
    nextDeposits: { dueOn: string; amountCents: bigint }[];
    endMonth: string;
  },
): OutgoingEmail {
  return {
    kind: "deposits-changed",
    to: to.email,
    subject: `Your ${site.brand} deposits changed`,
    body: {
      site,
      preview: to.sentence,
      name: fullName(to),
      paragraphs: [
        to.sentence,
        "Your program's expected dates follow the change: My Program shows each debt's expected month. If you did not make this change, call us right away.",
      ],
      details: [
        ...to.nextDeposits.map((deposit) => ({
          label: `Deposit on ${formatDate(deposit.dueOn)}`,
          value: formatCents(deposit.amountCents),
        })),
        { label: "End of the program (estimate)", value: to.endMonth },
      ],
      action: { label: "See My Program", url: programUrl },
      closing: [DEMONSTRATION],
      reason: `you are enrolled in the ${site.brand} program with this address.`,
    },
    dedupeKey: `deposits-changed:${to.changeId}`,
  };
}
