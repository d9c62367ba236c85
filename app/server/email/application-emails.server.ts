import type { SiteConfig } from "#app/config/site.ts";
import { applicationNumber } from "#app/domain/dashboard/overview.ts";
import { formatCents } from "#app/domain/format.ts";
import { centsOf } from "#app/domain/money.ts";
import type { OutgoingEmail } from "./outbox.server.ts";
import { escapeHtml } from "./templates.server.ts";

// The messages an application's life cycle sends (spec section 7: send-approval-email with
// email, firstName, lastName and applicationId). Written to the outbox in the transaction of
// the change that causes them; at most one per key, however many nodes run.

export interface ApplicationRecipient {
  applicationId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export function approvalEmail(
  site: SiteConfig,
  dashboardUrl: string,
  to: ApplicationRecipient,
): OutgoingEmail {
  const number = applicationNumber(to.applicationId);
  const text = [
    `Hello ${to.firstName} ${to.lastName},`,
    "",
    `Good news: your ${site.brand} application #${number} has been approved.`,
    "Our team will now prepare your enrolment in the programme. You can follow each step in your dashboard:",
    dashboardUrl,
    "",
    `Questions? Call ${site.phone} or write to ${site.supportEmail}.`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(to.firstName)} ${escapeHtml(to.lastName)},</p>
<p>Good news: your ${escapeHtml(site.brand)} application #${escapeHtml(number)} has been approved.</p>
<p>Our team will now prepare your enrolment in the programme. <a href="${escapeHtml(dashboardUrl)}">Follow each step in your dashboard</a>.</p>
<p>Questions? Call ${escapeHtml(site.phone)} or write to ${escapeHtml(site.supportEmail)}.</p>`;
  return {
    kind: "approval",
    to: to.email,
    subject: `Your ${site.brand} application has been approved`,
    text,
    html,
    dedupeKey: `approval:${to.applicationId}`,
  };
}

/** What the debt-account e-mail tells about the form (spec section 7: debtAccountDetails). */
export interface DebtAccountDetails {
  originalCreditor: string | null;
  accountType: string | null;
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
  const lines = [
    ["Original creditor", to.details.originalCreditor ?? "N/A"],
    ["Account type", to.details.accountType ?? "N/A"],
    [
      "Current balance",
      to.details.currentBalance === null ? "N/A" : formatCents(centsOf(to.details.currentBalance)),
    ],
  ] as const;
  const text = [
    `Hello ${to.firstName} ${to.lastName},`,
    "",
    `Our team has completed the account details of the debt enrolled with your ${site.brand} application #${number}:`,
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    "You can see every detail in the Account Details of your dashboard:",
    dashboardUrl,
    "",
    `Questions? Call ${site.phone} or write to ${site.supportEmail}.`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(to.firstName)} ${escapeHtml(to.lastName)},</p>
<p>Our team has completed the account details of the debt enrolled with your ${escapeHtml(site.brand)} application #${escapeHtml(number)}:</p>
<ul>${lines.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(dashboardUrl)}">See every detail in the Account Details of your dashboard</a>.</p>
<p>Questions? Call ${escapeHtml(site.phone)} or write to ${escapeHtml(site.supportEmail)}.</p>`;
  return {
    kind: "account-details",
    to: to.email,
    subject: `Your ${site.brand} account details are ready`,
    text,
    html,
    dedupeKey: `account-details:${to.formId}`,
  };
}
