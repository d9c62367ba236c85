import type { SiteConfig } from "#app/config/site.ts";
import type { OutgoingEmail } from "./outbox.server.ts";

// A secure message is waiting (issue 25; decisions.md, "Documents and messages"): the e-mail says
// only that, with a link to read it after signing in. No text of the message, no file name, no
// sender: an e-mail box is not a safe place for them.

export function messageWaitingEmail(
  site: SiteConfig,
  to: { email: string; name: string | null; side: "customer" | "team" },
  link: string,
  dedupeKey: string,
): OutgoingEmail {
  const customer = to.side === "customer";
  return {
    kind: "message-waiting",
    to: to.email,
    subject: customer ? `You have a new message from ${site.brand}` : "A customer's message is waiting",
    body: {
      site,
      preview: customer ? "Sign in to read it." : "Sign in to the back office to read it.",
      name: to.name ?? "",
      paragraphs: customer
        ? [
            "A member of our team has written to you. For your privacy the message is not in this e-mail: sign in to read it and to answer.",
          ]
        : ["A customer has written to the team. Sign in to the back office to read it and answer."],
      action: { label: customer ? "Read your message" : "Open the conversation", url: link },
      closing: customer ? ["We will never ask for your password or account numbers by e-mail."] : [],
      reason: customer
        ? `you have an account with ${site.brand} with this address.`
        : `this address receives the ${site.brand} team's messages.`,
    },
    dedupeKey,
  };
}
