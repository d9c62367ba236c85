// The Support tab's other help and response times (spec sections 2 and 9).

export const SUPPORT_RESPONSE_TIMES = [
  { label: "General inquiries", time: "24-48 hours" },
  { label: "Account questions", time: "12-24 hours" },
  { label: "Urgent matters", time: "Same business day" },
] as const;

export const SUPPORT_OTHER_HELP = [
  {
    label: "Frequently Asked Questions",
    href: "/resources/faqs",
    description: "Answers about fees, timelines and your credit.",
  },
  { label: "How It Works", href: "/how-it-works", description: "The four steps of the program." },
  {
    label: "Debt Calculator",
    href: "/resources/calculator",
    description: "Compare your options with your own figures.",
  },
  { label: "Guides", href: "/resources/guides", description: "Plain-language guides to managing debt." },
] as const;
