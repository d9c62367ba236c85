import type { LegalSection } from "#app/content/legal-sections.ts";

// The Accessibility Statement's sections (the page adds the contact section).

export const ACCESSIBILITY_SECTIONS: readonly LegalSection[] = [
  {
    heading: "Our standard",
    paragraphs: [
      "We want everyone to be able to use this website. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA: every page works with a keyboard alone, with screen readers, at 320 pixels wide and when text is enlarged.",
    ],
  },
  {
    heading: "What we do",
    paragraphs: ["To meet that standard we:"],
    items: [
      "render every page on the server, so its text can be read even when JavaScript is turned off;",
      "label every form field and show errors next to the field they belong to;",
      "keep a visible focus outline on everything that can be reached with the keyboard;",
      "choose text and background colors with a contrast ratio of at least 4.5 to 1;",
      "never move content automatically: the testimonials change only when you ask them to;",
      "check every page with automated accessibility tests before each release.",
    ],
  },
  {
    heading: "Known limitations",
    paragraphs: [
      "Automated tests do not find every problem. If you find part of the website hard to use, we would like to hear about it so that we can fix it.",
    ],
  },
];
