import type { SiteConfig } from "#app/config/site.ts";
import { applicationNumber } from "#app/domain/application/labels.ts";
import { formatCents } from "#app/domain/format.ts";
import { centsOf } from "#app/domain/money.ts";
import type { OutgoingEmail } from "./outbox.server.ts";

// The messages an application's life cycle sends (spec section 7: send-approval-email with
// email, firstName, lastName and applicationId; send-debt-account-email with the account's
// originalCreditor, accountType and currentBalance). Written to the outbox in the transaction
// of the change that causes them; at most one per key, however many nodes run. The layout
// (email-layout.server.tsx, email-text.server.ts) frames and escapes them.

export interface ApplicationRecipient {
  applicationId: string;
  email: string;
  firstName: string;
  lastName: string;
}

const fullName = (to: ApplicationRecipient) => `${to.firstName} ${to.lastName}`.trim();

/**
 * The approval e-mail (spec section 7's subject). When the approval makes a plan (issue 43), it
 * asks the customer to review it and sign the agreement, with a link to My Program; otherwise it
 * says the team will prepare the enrollment.
 */
export function approvalEmail(
  site: SiteConfig,
  dashboardUrl: string,
  to: ApplicationRecipient,
  plan: { programUrl: string } | null = null,
): OutgoingEmail {
  const number = applicationNumber(to.applicationId);
  return {
    kind: "approval",
    to: to.email,
    subject: `Your ${site.brand} application has been approved`,
    body: {
      site,
      preview: plan
        ? `Your application #${number} has been approved: review your plan and sign your agreement.`
        : `Your application #${number} has been approved.`,
      name: fullName(to),
      paragraphs: plan
        ? [
            `Good news: your ${site.brand} application #${number} has been approved.`,
            "Your plan is ready: review it in My Program, with what each debt is expected to settle for, our fee and your monthly deposit, then sign your enrollment agreement there. Your program starts once you have signed and we have approved your enrollment.",
          ]
        : [
            `Good news: your ${site.brand} application #${number} has been approved.`,
            "Our team will now prepare your enrollment in the program. You can follow each step in your dashboard.",
          ],
      action: plan
        ? { label: "Review and sign my plan", url: plan.programUrl }
        : { label: "Open my dashboard", url: dashboardUrl },
      reason: `you applied to the ${site.brand} program with this address.`,
    },
    dedupeKey: `approval:${to.applicationId}`,
  };
}

/** What the debt-account e-mail tells about the form (spec section 7: debtAccountDetails). */
export interface DebtAccountDetails {
  originalCreditor: string | null;
  accountType: string | null;
  /** numeric(12,2) as text, e.g. "1234.50". */
  currentBalance: string | null;
}

/**
 * The debt-account e-mail (spec section 7, send-debt-account-email), written to the outbox when
 * an admin completes the application's account details form; at most one per form.
 */
export function accountDetailsEmail(
  site: SiteConfig,
  dashboardUrl: string,
  to: ApplicationRecipient & { formId: string; details: DebtAccountDetails },
): OutgoingEmail {
  const number = applicationNumber(to.applicationId);
  const { details } = to;
  return {
    kind: "account-details",
    to: to.email,
    subject: `Your ${site.brand} account details are ready`,
    body: {
      site,
      preview: `The account details of application #${number} are complete.`,
      name: fullName(to),
      paragraphs: [
        `Our team has completed the account details of the debt enrolled with your ${site.brand} application #${number}:`,
      ],
      details: [
        { label: "Original creditor", value: details.originalCreditor || "N/A" },
        { label: "Account type", value: details.accountType || "N/A" },
        {
          label: "Current balance",
          value: details.currentBalance === null ? "N/A" : formatCents(centsOf(details.currentBalance)),
        },
      ],
      action: { label: "See them in my dashboard", url: dashboardUrl },
      closing: ["If something is not right, call or write to us: we will correct it."],
      reason: `you applied to the ${site.brand} program with this address.`,
    },
    dedupeKey: `account-details:${to.formId}`,
  };
}

/**
 * The decline e-mail (issue 21), written to the outbox in the transaction of Decline App: why,
 * in the words the portal shows (the reason's sentence and the reviewer's note), and what the
 * applicant can do next. At most one per application (it can be declined once).
 */
export function declineEmail(
  site: SiteConfig,
  applicationUrl: string,
  to: ApplicationRecipient & { explanation: { reason: string; note: string | null } },
): OutgoingEmail {
  const number = applicationNumber(to.applicationId);
  const { explanation } = to;
  return {
    kind: "decline",
    to: to.email,
    subject: `Your ${site.brand} application was declined`,
    body: {
      site,
      preview: `Your application #${number} was declined. Here is why.`,
      name: fullName(to),
      paragraphs: [
        `We have reviewed your ${site.brand} application #${number}, and we are sorry to tell you that we cannot offer you the program.`,
        `Why: ${explanation.reason}`,
        ...(explanation.note ? [`A note from our reviewer: ${explanation.note}`] : []),
      ],
      action: { label: "See my application", url: applicationUrl },
      closing: [
        `If something in your application was not right, or your situation changes, call us at ${site.phone}: you may apply again at any time.`,
        "A nonprofit credit counselor can also help you look at other options.",
      ],
      reason: `you applied to the ${site.brand} program with this address.`,
    },
    dedupeKey: `decline:${to.applicationId}`,
  };
}
