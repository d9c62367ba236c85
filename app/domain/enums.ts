// Enumerations of spec section 3. The database CHECK constraints, the Zod schemas and
// the UI options are all built from these lists, so they cannot drift apart.

export const APPLICATION_STATUSES = ["pending", "approved", "declined", "cancelled"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Enrollment and negotiations move from pending to approved or declined. */
export const STAGE_STATUSES = ["pending", "approved", "declined"] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

export const CREDIT_SCORES = ["excellent", "good", "fair", "poor"] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

export const EMPLOYMENT_STATUSES = ["employed", "self-employed", "unemployed", "retired"] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const ACCOUNT_TYPES = [
  "Credit Card",
  "Personal Loan",
  "Medical Debt",
  "Store Card",
  "Auto Loan",
  "Student Loan",
  "Line of Credit",
  // Not settled (issue 43): a mortgage is secured by the home (debt-account/eligibility.ts).
  "Mortgage",
  "Other",
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const OPEN_CLOSED = ["Open", "Closed"] as const;
export type OpenClosed = (typeof OPEN_CLOSED)[number];

export const ACCOUNT_STATUSES = ["Current", "Late", "Charged Off", "Collection", "Settled", "Paid"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const PAYMENT_FREQUENCIES = ["Monthly", "Weekly", "Bi-Weekly", "Quarterly"] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const PAYMENT_METHOD_TYPES = ["credit", "bank"] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const EMAIL_KINDS = [
  "verification",
  "existing-account",
  "email-change",
  "password-reset",
  "password-changed",
  "email-change-notice",
  "approval",
  "account-details",
  // The application was declined, and why (issue 21).
  "decline",
  // The dedicated account (issue 23): a deposit came back; the refund of a customer who left,
  // at each of its steps.
  "deposit-returned",
  "refund-requested",
  "refund-sent",
  "refund-completed",
  // A debt's negotiation (issue 24): a creditor's offer waits for the customer's approval; a
  // settled debt is paid off.
  "offer-needs-approval",
  "debt-paid-off",
  // A secure message is waiting (issue 25): no content, a link to the portal.
  "message-waiting",
  // The program is complete (issue 43): the graduation summary and the refund of what is left.
  "program-completed",
  // The debit authorization (issue 44): its copy when given (at the signature, or with a new
  // account), and the notice of its revocation.
  "debit-authorization",
  "debit-authorization-revoked",
  // The customer changed their deposits (issue 44): the new draft day, an extra deposit, a skipped month.
  "deposits-changed",
  // Deposit operations (issue 45): an admin recorded a deposit received; a retry of a returned
  // deposit is scheduled.
  "deposit-received",
  "deposit-retry-scheduled",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
