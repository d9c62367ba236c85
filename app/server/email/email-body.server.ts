import type { SiteConfig } from "#app/config/site.ts";

// What a message says, apart from how it looks: every template fills one of these and the
// one layout (email-layout.server.tsx for the html part, email-text.server.ts for the text
// part) turns it into the message. Any string here may hold a value someone typed (a first
// name, a creditor): the html part escapes it (React), the text part drops markup from it.

export interface EmailBody {
  site: SiteConfig;
  /** The line mail clients show after the subject. */
  preview: string;
  /** Who the greeting names, as they typed it ("" greets no one by name). */
  name: string;
  /** The paragraphs before the action. */
  paragraphs: string[];
  /** Labelled values shown as a small table (an account's creditor and balance). */
  details?: { label: string; value: string }[];
  /** The one thing to do: a button in the html part, the address on its own line in the text. */
  action?: { label: string; url: string };
  /** The paragraphs after the action. */
  closing?: string[];
  /** Why the person receives this message, completing "You receive this message because …". */
  reason: string;
}
