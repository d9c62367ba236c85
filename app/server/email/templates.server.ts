import type { SiteConfig } from "#app/config/site.ts";
import type { OutgoingEmail } from "./outbox.server.ts";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  url: string,
): OutgoingEmail {
  const text = [
    `Hello ${firstName},`,
    "",
    `Please confirm your e-mail address for your ${site.brand} account by opening this link:`,
    url,
    "",
    "The link is valid for 24 hours. If you did not create an account, you can ignore this message.",
    "",
    `Questions? Call ${site.phone} or write to ${site.supportEmail}.`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Please confirm your e-mail address for your ${escapeHtml(site.brand)} account.</p>
<p><a href="${escapeHtml(url)}">Confirm my e-mail address</a></p>
<p>The link is valid for 24 hours. If you did not create an account, you can ignore this message.</p>`;
  return { kind: "verification", to, subject: `Confirm your e-mail address for ${site.brand}`, text, html };
}

/** Someone tried to sign up with an address that has an account: tell its owner, not the visitor. */
export function existingAccountEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  signInUrl: string,
): OutgoingEmail {
  const text = [
    `Hello ${firstName},`,
    "",
    `Someone tried to create a ${site.brand} account with this e-mail address, which already has one.`,
    `If it was you, sign in here: ${signInUrl}`,
    "If it was not you, you can ignore this message: your account has not changed.",
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone tried to create a ${escapeHtml(site.brand)} account with this e-mail address, which already has one.</p>
<p>If it was you, <a href="${escapeHtml(signInUrl)}">sign in here</a>. If it was not you, you can ignore this message.</p>`;
  return {
    kind: "existing-account",
    to,
    subject: `Sign-up attempt on your ${site.brand} account`,
    text,
    html,
  };
}

/** The link that confirms a new e-mail address; the account keeps its old one until it is opened. */
export function emailChangeEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  url: string,
): OutgoingEmail {
  const text = [
    `Hello ${firstName},`,
    "",
    `You asked to use this e-mail address for your ${site.brand} account. Please confirm it by opening this link:`,
    url,
    "",
    "The link is valid for 24 hours. Until you open it, your account keeps its current e-mail address.",
    "If you did not ask for this, you can ignore this message.",
    "",
    `Questions? Call ${site.phone} or write to ${site.supportEmail}.`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>You asked to use this e-mail address for your ${escapeHtml(site.brand)} account.</p>
<p><a href="${escapeHtml(url)}">Confirm my new e-mail address</a></p>
<p>The link is valid for 24 hours. Until you open it, your account keeps its current e-mail address. If you did not ask for this, you can ignore this message.</p>`;
  return {
    kind: "email-change",
    to,
    subject: `Confirm your new e-mail address for ${site.brand}`,
    text,
    html,
  };
}

/** 'Forgot your password?': the link that sets a new one, once, within the hour. */
export function passwordResetEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  url: string,
): OutgoingEmail {
  const text = [
    `Hello ${firstName},`,
    "",
    `Someone asked to reset the password of your ${site.brand} account. To choose a new password, open this link:`,
    url,
    "",
    "The link works once and expires in 1 hour. If you did not ask for it, you can ignore this message: your password has not changed.",
    "",
    `Questions? Call ${site.phone} or write to ${site.supportEmail}.`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(site.brand)} account.</p>
<p><a href="${escapeHtml(url)}">Choose a new password</a></p>
<p>The link works once and expires in 1 hour. If you did not ask for it, you can ignore this message: your password has not changed.</p>`;
  return { kind: "password-reset", to, subject: `Reset your ${site.brand} password`, text, html };
}

/** Sent after any change of password (reset or Profile Settings), so a stranger's change is noticed. */
export function passwordChangedEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  resetUrl: string,
): OutgoingEmail {
  const text = [
    `Hello ${firstName},`,
    "",
    `The password of your ${site.brand} account was just changed, and every other session was signed out.`,
    "",
    `If you did not do this, reset your password now at ${resetUrl} and call us at ${site.phone}.`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>The password of your ${escapeHtml(site.brand)} account was just changed, and every other session was signed out.</p>
<p>If you did not do this, <a href="${escapeHtml(resetUrl)}">reset your password now</a> and call us at ${escapeHtml(site.phone)}.</p>`;
  return { kind: "password-changed", to, subject: `Your ${site.brand} password was changed`, text, html };
}

/** To the old address once a change of address has taken effect, with the way back for 72 hours. */
export function emailChangeNoticeEmail(
  site: SiteConfig,
  to: string,
  firstName: string,
  newEmail: string,
  undoUrl: string,
): OutgoingEmail {
  const text = [
    `Hello ${firstName},`,
    "",
    `The e-mail address of your ${site.brand} account was changed to ${newEmail}. Messages about your account now go there.`,
    "",
    `If you did not make this change, open this link within 72 hours to restore this address and sign out every session:`,
    undoUrl,
    "",
    `Then choose a new password, and call us at ${site.phone}.`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>The e-mail address of your ${escapeHtml(site.brand)} account was changed to ${escapeHtml(newEmail)}. Messages about your account now go there.</p>
<p>If you did not make this change, <a href="${escapeHtml(undoUrl)}">restore this address and sign out every session</a> within 72 hours.</p>
<p>Then choose a new password, and call us at ${escapeHtml(site.phone)}.</p>`;
  return {
    kind: "email-change-notice",
    to,
    subject: `The e-mail address of your ${site.brand} account was changed`,
    text,
    html,
  };
}
