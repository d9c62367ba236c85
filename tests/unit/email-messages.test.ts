import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "#app/config/site.ts";
import { DEMONSTRATION_NOTICE } from "#app/content/legal.ts";
import { accountDetailsEmail, approvalEmail } from "#app/server/email/application-emails.server.ts";
import { withoutMarkup } from "#app/server/email/email-text.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { renderEmail } from "#app/server/email/render-email.server.ts";
import {
  emailChangeEmail,
  emailChangeNoticeEmail,
  existingAccountEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from "#app/server/email/templates.server.ts";

// Every message from the one layout (email-layout.server.tsx, email-text.server.ts): the
// brand, the support line, the postal address, why the person receives it and the
// demonstration notice, in a text part and an html part; every typed value escaped.

const SITE: SiteConfig = { ...DEFAULT_SITE, postalAddress: "1 Quay Road, Harbor Town, ST 00001" };
const URL = "https://harborline.test/api/auth/verify-email?token=abc&callbackURL=%2Fauth%2Fcallback";
const ID = "0f0e0d0c-0b0a-4908-8706-050403020100";
const MARKUP = "<img src=x onerror=alert(1)>";

const recipient = (firstName: string, lastName = "Lovelace") => ({
  applicationId: ID,
  email: "ada@test.example",
  firstName,
  lastName,
});

/** Every message the product sends, for a person whose first name is `firstName`. */
function everyMessage(firstName: string): OutgoingEmail[] {
  return [
    verificationEmail(SITE, "ada@test.example", firstName, URL),
    existingAccountEmail(SITE, "ada@test.example", firstName, "https://harborline.test/auth"),
    emailChangeEmail(SITE, "ada@test.example", firstName, URL),
    approvalEmail(SITE, "https://harborline.test/dashboard", recipient(firstName)),
    accountDetailsEmail(SITE, "https://harborline.test/dashboard", {
      ...recipient(firstName),
      formId: "form-1",
      details: {
        originalCreditor: "Bank <b>of</b> Nowhere",
        accountType: "Credit Card",
        currentBalance: "1234.50",
      },
    }),
    passwordResetEmail(SITE, "ada@test.example", firstName, URL),
    passwordChangedEmail(SITE, "ada@test.example", firstName, URL),
    emailChangeNoticeEmail(SITE, "ada@test.example", firstName, "new@test.example", URL),
  ];
}

/** The html part's visible text, roughly: tags removed, the common entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([.,])/g, "$1");
}

describe("the one layout", () => {
  it("gives every message a text part and an html part with the brand, support, address, reason and demonstration notice", async () => {
    for (const email of everyMessage("Ada")) {
      const { text, html } = await renderEmail(email.body);
      const shown = visibleText(html);
      for (const part of [text, shown]) {
        expect(part, email.kind).toContain(SITE.brand);
        expect(part, email.kind).toContain("Hello Ada");
        expect(part, email.kind).toContain(`Questions? Call ${SITE.phone} or write to ${SITE.supportEmail}.`);
        expect(part, email.kind).toContain(`${SITE.brand}, ${SITE.postalAddress}`);
        expect(part, email.kind).toContain("You receive this message because ");
        expect(part, email.kind).toContain(DEMONSTRATION_NOTICE);
      }
      expect(html, email.kind).toMatch(/^<!DOCTYPE html/);
      expect(html, email.kind).toMatch(/<html [^>]*lang="en"/);
      expect(html, email.kind).toContain('href="tel:+18005550142"');
      expect(html, email.kind).toContain(`href="mailto:${SITE.supportEmail}"`);
    }
  });

  it("prints the configured postal address, or none at all: never a placeholder (issue 43)", async () => {
    expect(DEFAULT_SITE.postalAddress).toBeNull();
    const { text, html } = await renderEmail(
      verificationEmail(DEFAULT_SITE, "a@test.example", "Ada", URL).body,
    );
    for (const part of [text, visibleText(html)]) {
      expect(part).not.toMatch(/Anytown|Example Street|ST 00000/);
      expect(part).not.toContain(`${DEFAULT_SITE.brand},`);
      expect(part).toContain(DEMONSTRATION_NOTICE);
    }
  });

  it("puts the action's address on a line of its own in the text and behind a button in the html", async () => {
    const { text, html } = await renderEmail(verificationEmail(SITE, "a@test.example", "Ada", URL).body);
    expect(text).toContain(`Confirm my e-mail address:\n${URL}\n`);
    expect(html).toContain(`href="${URL.replace("&", "&amp;")}"`);
    expect(visibleText(html)).toContain("Confirm my e-mail address");
    expect(text).toContain("The link is valid for 24 hours.");
  });

  it("keeps each message's own words and subject", async () => {
    const [verification, existing, change, approval, details] = everyMessage("Ada");
    expect(verification?.subject).toBe(`Confirm your e-mail address for ${SITE.brand}`);
    expect(existing?.subject).toBe(`Sign-up attempt on your ${SITE.brand} account`);
    expect(change?.subject).toBe(`Confirm your new e-mail address for ${SITE.brand}`);
    expect(approval).toMatchObject({ kind: "approval", dedupeKey: `approval:${ID}` });
    expect(details).toMatchObject({ kind: "account-details", dedupeKey: "account-details:form-1" });
    const approvalText = (await renderEmail(approval?.body ?? ({} as never))).text;
    expect(approvalText).toContain("Hello Ada Lovelace,");
    expect(approvalText).toContain(`application #${ID.slice(-8)} has been approved`);
    const detailsText = (await renderEmail(details?.body ?? ({} as never))).text;
    expect(detailsText).toContain("Current balance: $1,234.50");
    expect(detailsText).toContain("Original creditor: Bank of Nowhere");
  });

  it("greets no one by name when the name is empty", async () => {
    const { text, html } = await renderEmail(verificationEmail(SITE, "a@test.example", "", URL).body);
    expect(text).toContain("\n\nHello,\n\n");
    expect(visibleText(html)).toContain("Hello,");
  });
});

describe("escaping", () => {
  it("shows markup typed as a first name as characters in the html, never as an element", async () => {
    for (const email of everyMessage(MARKUP)) {
      const { html } = await renderEmail(email.body);
      expect(html, email.kind).not.toContain("<img");
      expect(html, email.kind).not.toMatch(/<[^>]*onerror/i);
      expect(html, email.kind).toContain("&lt;img src=x onerror=alert(1)&gt;");
    }
  });

  it("escapes quotes and ampersands, and a typed value in the details table", async () => {
    const { html } = await renderEmail(
      accountDetailsEmail(SITE, "https://harborline.test/dashboard", {
        ...recipient(`"Ada" & Co`),
        formId: "form-1",
        details: {
          originalCreditor: `Bank "<script>alert(1)</script>`,
          accountType: null,
          currentBalance: null,
        },
      }).body,
    );
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&amp; Co");
    expect(visibleText(html)).toContain("Account type N/A");
  });

  it("leaves no tag in the text part", async () => {
    for (const email of everyMessage(MARKUP)) {
      const { text } = await renderEmail(email.body);
      expect(text, email.kind).not.toMatch(/<[^>]*>/);
      expect(text, email.kind).not.toMatch(/[<>]/);
      expect(text, email.kind).toMatch(/^Hello( Lovelace)?,$/m);
    }
    const { text } = await renderEmail(
      verificationEmail(SITE, "a@test.example", "Ada <b>Byron</b>", URL).body,
    );
    expect(text).toContain("Hello Ada Byron,");
  });

  it("withoutMarkup drops tags, stray brackets and line breaks", () => {
    expect(withoutMarkup(MARKUP)).toBe("");
    expect(withoutMarkup("Ada <b>Lovelace</b>")).toBe("Ada Lovelace");
    expect(withoutMarkup("a < b > c")).toBe("a c");
    expect(withoutMarkup("2 > 1")).toBe("2 1");
    expect(withoutMarkup("Ada\r\nBcc: x@evil.example")).toBe("Ada Bcc: x@evil.example");
    expect(withoutMarkup("<img src=x onerror=alert(1)")).toBe("");
  });
});
