import type { LegalSection } from "#app/content/legal-sections.ts";

// Privacy Policy for this demonstration site. Written without the brand name so it stays
// true when the brand is overridden by configuration; the page adds the contact section.

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: "What we collect",
    paragraphs: [
      "When you create an account or apply, we collect the details you enter: your name, e-mail address, phone number, postal address, date of birth, the last four digits of your Social Security number, your employment status and income, and information about your debts and creditors.",
      "When you browse the website, our servers record technical information such as your IP address, the pages requested and the time of each request, so that we can keep the website secure and working. We use a session cookie to keep you signed in; we do not use advertising or tracking cookies.",
    ],
  },
  {
    heading: "How we use it",
    paragraphs: [
      "We use your information only to review your application, manage your account, answer your questions, and send you messages about your application and account. We also use it to protect the website against fraud and abuse and to meet our legal obligations.",
    ],
  },
  {
    heading: "Who we share it with",
    paragraphs: [
      "We do not sell your personal information and we do not share it for advertising. We share it only where needed to provide the service you asked for, with service providers who process it on our behalf under contract, or where the law requires it.",
    ],
  },
  {
    heading: "How we protect it",
    paragraphs: [
      "Information travels over encrypted connections. Passwords are stored only as strong one-way hashes, and we never store a full Social Security number, card number or bank account number. Access to application data is limited to the staff who need it, and administrative actions are recorded in an audit log.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "We keep your account information while your account is open. If your account is deleted, your sign-in details and profile are removed; records of submitted applications may be kept for as long as the law requires.",
    ],
  },
  {
    heading: "Your choices and rights",
    paragraphs: [
      "You can view and update your profile from your dashboard at any time. You can ask us for a copy of your information, ask us to correct it, or ask us to delete your account. Depending on where you live, you may have further rights under state privacy laws; we will honor them.",
    ],
  },
  {
    heading: "Children",
    paragraphs: [
      "This website is not intended for anyone under 18, and applicants must be 18 or older. We do not knowingly collect information from children.",
    ],
  },
];
