import type { SiteConfig } from "#app/config/site.ts";
import { applicationNumber } from "#app/domain/dashboard/overview.ts";
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
