import type { SiteConfig } from "#app/config/site.ts";
import type { OutgoingEmail } from "./outbox.server.ts";

// The account messages: what each says. The one layout (email-layout.server.tsx and
// email-text.server.ts) adds the brand, the support line, the postal address, why the person
// receives it and the demonstration notice, and escapes every value.

export function verificationEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  url: string,
): OutgoingEmail {
  return {
    kind: "verification",
    to,
    subject: `Confirm your e-mail address for ${site.brand}`,
    body: {
      site,
      preview: "Please confirm your e-mail address.",
      name: firstName,
      paragraphs: [`Please confirm your e-mail address for your ${site.brand} account.`],
      action: { label: "Confirm my e-mail address", url },
      closing: [
        "The link is valid for 24 hours. If you did not create an account, you can ignore this message.",
      ],
      reason: `this address was used to create a ${site.brand} account.`,
    },
  };
}

/** Someone tried to sign up with an address that has an account: tell its owner, not the visitor. */
export function existingAccountEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  signInUrl: string,
): OutgoingEmail {
  return {
    kind: "existing-account",
    to,
    subject: `Sign-up attempt on your ${site.brand} account`,
    body: {
      site,
      preview: "Someone tried to create an account with this e-mail address.",
      name: firstName,
      paragraphs: [
        `Someone tried to create a ${site.brand} account with this e-mail address, which already has one.`,
        "If it was you, sign in instead.",
      ],
      action: { label: "Sign in", url: signInUrl },
      closing: ["If it was not you, you can ignore this message: your account has not changed."],
      reason: `this address belongs to a ${site.brand} account.`,
    },
  };
}

/** The link that confirms a new e-mail address; the account keeps its old one until it is opened. */
export function emailChangeEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  url: string,
): OutgoingEmail {
  return {
    kind: "email-change",
    to,
    subject: `Confirm your new e-mail address for ${site.brand}`,
    body: {
      site,
      preview: "Please confirm your new e-mail address.",
      name: firstName,
      paragraphs: [`You asked to use this e-mail address for your ${site.brand} account.`],
      action: { label: "Confirm my new e-mail address", url },
      closing: [
        "The link is valid for 24 hours. Until you open it, your account keeps its current e-mail address.",
        "If you did not ask for this, you can ignore this message.",
      ],
      reason: `this address was given as the new e-mail address of a ${site.brand} account.`,
    },
  };
}
