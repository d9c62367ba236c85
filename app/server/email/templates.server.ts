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

/** 'Forgot your password?': the link that sets a new one, once, within the hour. */
export function passwordResetEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  url: string,
): OutgoingEmail {
  return {
    kind: "password-reset",
    to,
    subject: `Reset your ${site.brand} password`,
    body: {
      site,
      preview: "Choose a new password for your account.",
      name: firstName,
      paragraphs: [`Someone asked to reset the password of your ${site.brand} account.`],
      action: { label: "Choose a new password", url },
      closing: [
        "The link works once and expires in 1 hour. If you did not ask for it, you can ignore this message: your password has not changed.",
      ],
      reason: `a password reset was asked for this ${site.brand} account.`,
    },
  };
}

/** Sent after any change of password (reset or Profile Settings), so a stranger's change is noticed. */
export function passwordChangedEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  resetUrl: string,
): OutgoingEmail {
  return {
    kind: "password-changed",
    to,
    subject: `Your ${site.brand} password was changed`,
    body: {
      site,
      preview: "Your password was just changed.",
      name: firstName,
      paragraphs: [
        `The password of your ${site.brand} account was just changed, and every other session was signed out.`,
        `If you did not do this, reset your password now and call us at ${site.phone}.`,
      ],
      action: { label: "Reset my password", url: resetUrl },
      reason: `the password of this ${site.brand} account was changed.`,
    },
  };
}

/** To the old address once a change of address has taken effect, with the way back for 72 hours. */
export function emailChangeNoticeEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  newEmail: string,
  undoUrl: string,
): OutgoingEmail {
  return {
    kind: "email-change-notice",
    to,
    subject: `The e-mail address of your ${site.brand} account was changed`,
    body: {
      site,
      preview: "Your account now uses another e-mail address.",
      name: firstName,
      paragraphs: [
        `The e-mail address of your ${site.brand} account was changed to ${newEmail}. Messages about your account now go there.`,
        "If you did not make this change, open the link below within 72 hours to restore this address and sign out every session.",
      ],
      action: { label: "Restore this address and sign out every session", url: undoUrl },
      closing: [`Then choose a new password, and call us at ${site.phone}.`],
      reason: `this address was the e-mail address of a ${site.brand} account until now.`,
    },
  };
}
