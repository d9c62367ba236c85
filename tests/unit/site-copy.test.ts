import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "#app/config/site.ts";
import {
  CERTIFICATION_BADGES,
  FEE_STATEMENT,
  FIGURES,
  HEADLINE_CLAIM,
  KEY_CLAIMS,
  SAVINGS_CLAIM,
} from "#app/content/figures.ts";
import { accountDetailsEmail, approvalEmail } from "#app/server/email/application-emails.server.ts";
import { offerNeedsApprovalEmail } from "#app/server/email/negotiation-emails.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { programCompletedEmail } from "#app/server/email/program-emails.server.ts";
import { renderEmail } from "#app/server/email/render-email.server.ts";
import {
  emailChangeEmail,
  emailChangeNoticeEmail,
  existingAccountEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from "#app/server/email/templates.server.ts";
import { copyFindings, type Finding, ukSpellings, unheldFigures } from "#tests/support/site-copy.ts";
import { sourceFiles, sourceTexts } from "#tests/support/source-text.ts";

// Issue 21 (decisions.md, "One set of figures" and "Dates and language"): every public page and
// every e-mail states only the figures app/content/figures.ts holds (percentages, months, customer
// counts, sums resolved), and everything a person reads is US English. Read three ways: the text
// in the sources (string literals, template literals, JSX text), the content modules' values as
// the pages receive them, and every e-mail as rendered.

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** What the public pages and the e-mails are made of. */
const PUBLIC_AND_EMAIL_SOURCES = [
  "app/content",
  "app/components/marketing",
  "app/components/resources",
  "app/components/layout",
  "app/components/seo",
  "app/routes/marketing",
  "app/routes/seo",
  "app/routes/site-layout.tsx",
  "app/root.tsx",
  "app/server/email",
  "app/server/email-change.server.ts",
  "app/server/email-change-undo.server.ts",
  "app/server/email-confirmation.server.ts",
  "app/domain/application/decline-reasons.ts",
  "app/domain/application/decline-form.ts",
];

function describeFindings(where: string, text: string, findings: Finding[]): string[] {
  return findings.map((finding) => `${where}: ${finding.rule} "${finding.found}" in "${text.slice(0, 120)}"`);
}

describe("the scanner (tests/support/site-copy.ts) catches what the rules forbid", () => {
  it("finds figures the module does not hold, in each of their spellings", () => {
    const found = (text: string) => unheldFigures(text).map((finding) => finding.found);
    expect(found("Pay up to 30% less than you owe")).toEqual(["30%"]);
    expect(found("Become debt free in as little as 12-48 months")).toEqual(["12-48 months"]);
    expect(found("debt free in 12 to 48 months")).toEqual(["12 to 48 months"]);
    expect(found("Over 600,000 customers served")).toEqual(["600,000 customers"]);
    expect(found("500K+ clients helped")).toEqual(["500K+ clients"]);
    expect(found("Clients helped\n600,000+")).toEqual(["600,000+"]);
    expect(found("$10B+ resolved")).toEqual(["$10B+"]);
    expect(found("We save 35 percent on average")).toEqual(["35 percent"]);
    expect(found("a 53-month program")).toEqual(["53-month"]);
  });

  it("passes the figures the module holds, and what is not a figure", () => {
    for (const text of [
      HEADLINE_CLAIM,
      SAVINGS_CLAIM,
      FEE_STATEMENT,
      ...KEY_CLAIMS,
      ...CERTIFICATION_BADGES,
    ]) {
      expect(unheldFigures(text), text).toEqual([]);
    }
    expect(
      unheldFigures(`Most programs take ${FIGURES.programMonths} months; typically ${FIGURES.savingsRange}`),
    ).toEqual([]);
    expect(unheldFigures("At least $7,500 of unsecured debt; $100,001+; call 24-48 hours; 4.5 to 1")).toEqual(
      [],
    );
    expect(unheldFigures("at 22% APR", { percents: ["22%"] })).toEqual([]);
  });

  it("finds UK spellings and leaves the words the spec fixes", () => {
    const found = (text: string) => ukSpellings(text).map((finding) => finding.found);
    const sorted = (text: string) => found(text).sort();
    expect(found("Our programme's enrolment, credit counselling and a cancelled debt")).toEqual([
      "programme",
      "enrolment",
      "counselling",
      "cancelled",
    ]);
    expect(
      sorted("Cancelling... colours, favourable, organisation, licence, behaviour, centre, judgement"),
    ).toEqual([
      "Cancelling",
      "behaviour",
      "centre",
      "colours",
      "favourable",
      "judgement",
      "licence",
      "organisation",
    ]);
    expect(sorted("a flat tyre, an instalment, enrol now")).toEqual(["enrol", "instalment", "tyre"]);
    // The status label and the spec's toast stay as the spec writes them.
    expect(found("Cancelled")).toEqual([]);
    expect(found("Status: Cancelled")).toEqual([]);
    expect(found("Application cancelled successfully")).toEqual([]);
    expect(found("Cancelled applications are kept")).toEqual(["Cancelled"]);
    expect(found("The application was cancelled yesterday")).toEqual(["cancelled"]);
    expect(
      found("program, enrollment, counseling, canceled, canceling, cancellation, color, license, analyses"),
    ).toEqual([]);
  });

  it("reads a source's words, not its code", () => {
    const texts = sourceTexts(
      [
        'import { x } from "./programme.ts";',
        'const status = "cancelled";',
        'if (kind === "enrolment") x();',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text holding a template literal
        "const note = `Our ${x} programme`;",
        'export const A = () => <Button busyLabel="Cancelling..." className="colour-red" href="/centre">',
        "  Credit counselling {x}",
        "</Button>;",
        'const sql = tag`status = "cancelled"`;',
      ].join("\n"),
      "probe.tsx",
    ).map((entry) => entry.text);
    expect(texts).toEqual(["Our {} programme", "Cancelling...", "Credit counselling"]);
  });
});

describe("every page and e-mail source states only the module's figures", () => {
  const files = sourceFiles(ROOT, PUBLIC_AND_EMAIL_SOURCES);

  it("reads the public pages, the content and the e-mail templates", () => {
    for (const expected of [
      "app/content/figures.ts",
      "app/content/faqs.ts",
      "app/components/marketing/home-hero.tsx",
      "app/components/resources/calculator-results.tsx",
      "app/routes/marketing/about-us.tsx",
      "app/server/email/application-emails.server.ts",
      "app/server/email/templates.server.ts",
      "app/server/email/email-layout.server.tsx",
    ]) {
      expect(files).toContain(expected);
    }
    expect(files.length).toBeGreaterThan(80);
  });

  it("no page or e-mail source types a figure that figures.ts does not hold", () => {
    const findings = files.flatMap((file) =>
      sourceTexts(read(file), file).flatMap(({ text, line }) =>
        describeFindings(`${file}:${line}`, text, unheldFigures(text)),
      ),
    );
    expect(findings).toEqual([]);
  });
});

describe("US English in everything a person reads", () => {
  it("no source under app/ writes a UK spelling in its text (pages, e-mails, messages, validation, toasts)", () => {
    const files = sourceFiles(ROOT, ["app"]);
    expect(files.length).toBeGreaterThan(200);
    const findings = files.flatMap((file) =>
      sourceTexts(read(file), file).flatMap(({ text, line }) =>
        describeFindings(`${file}:${line}`, text, ukSpellings(text)),
      ),
    );
    expect(findings).toEqual([]);
  });
});

/** Every string value reachable from `value`, skipping addresses, ids and other keys that hold no words. */
function stringsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  const entries = Array.isArray(value) ? value.map((item) => ["", item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) =>
    ["id", "slug", "url", "href", "src", "srcSet", "category", "kind", "image", "path"].includes(key)
      ? []
      : stringsOf(item, seen),
  );
}

describe("the content modules, as the pages receive them", () => {
  const modules = sourceFiles(ROOT, ["app/content"]);

  it("state only the module's figures, in US English", async () => {
    expect(modules.length).toBeGreaterThan(25);
    const findings: string[] = [];
    for (const file of modules) {
      const exported: Record<string, unknown> = await import(/* @vite-ignore */ path.join(ROOT, file));
      for (const [name, value] of Object.entries(exported)) {
        // A function without parameters is content built on demand (the blog's article list).
        const content = typeof value === "function" && value.length === 0 ? value() : value;
        for (const text of stringsOf(content)) {
          findings.push(...describeFindings(`${file} ${name}`, text, copyFindings(text)));
        }
      }
    }
    expect(findings).toEqual([]);
  });
});

describe("every e-mail, as sent", () => {
  const URL = "https://harborline.test/link?token=abc";
  const recipient = {
    applicationId: "0f0e0d0c-0b0a-4908-8706-050403020100",
    email: "ada@test.example",
    firstName: "Ada",
    lastName: "Lovelace",
  };
  const messages: OutgoingEmail[] = [
    verificationEmail(DEFAULT_SITE, recipient.email, "Ada", URL),
    existingAccountEmail(DEFAULT_SITE, recipient.email, "Ada", URL),
    emailChangeEmail(DEFAULT_SITE, recipient.email, "Ada", URL),
    emailChangeNoticeEmail(DEFAULT_SITE, recipient.email, "Ada", "new@test.example", URL),
    passwordResetEmail(DEFAULT_SITE, recipient.email, "Ada", URL),
    passwordChangedEmail(DEFAULT_SITE, recipient.email, "Ada", URL),
    approvalEmail(DEFAULT_SITE, URL, recipient),
    approvalEmail(DEFAULT_SITE, URL, recipient, { programUrl: URL }),
    offerNeedsApprovalEmail(DEFAULT_SITE, URL, {
      ...recipient,
      offerId: "offer-1",
      creditor: "Capital One",
      deadline: "Dec 11, 2026, 11:59 PM Eastern (9:59 PM your time)",
    }),
    programCompletedEmail(DEFAULT_SITE, URL, {
      ...recipient,
      summary: {
        heading: "Your program is complete",
        endedOn: "Completed on Apr 14, 2027",
        totals: [
          { label: "Debts enrolled", value: "2 ($3,000.50)" },
          { label: "Total settled", value: "$590.00" },
          { label: "Total saved, after our fees", value: "$1,508.75" },
          { label: "Months in the program", value: "5" },
        ],
        debts: [
          { creditor: "Capital One", enrolled: "$1,000.25", outcome: "Settled for $300.00", payments: [] },
        ],
        refund: { amount: "$124.94", dueOn: "Apr 23, 2027", state: "Requested", completed: false },
      },
    }),
    accountDetailsEmail(DEFAULT_SITE, URL, {
      ...recipient,
      formId: "form-1",
      details: { originalCreditor: "Bank of Nowhere", accountType: "Credit Card", currentBalance: "1234.50" },
    }),
  ];

  it("states only the module's figures, in US English, in its subject, text and html", async () => {
    const findings: string[] = [];
    for (const message of messages) {
      const { text, html } = await renderEmail(message.body);
      const shown = html
        .replace(/<[^>]*>/g, " ")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, "&");
      for (const part of [message.subject, text, shown]) {
        findings.push(...describeFindings(message.kind, part, copyFindings(part)));
      }
    }
    expect(findings).toEqual([]);
  });
});
