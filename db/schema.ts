// The complete database schema (spec section 3 plus decisions.md), one file per area.
// Constraints do real work: a row the product could never produce is refused by the
// database itself.
import {
  accounts,
  adminUsers,
  passkeys,
  rateLimits,
  sessions,
  totpSteps,
  twoFactors,
  users,
  verifications,
} from "./schema/accounts.ts";
import { accountDetailsForms, applications, debtAccounts } from "./schema/applications.ts";
import { bankAccounts, debitAuthorizations } from "./schema/bank.ts";
import { documentChunks, documents } from "./schema/documents.ts";
import { consents, enrollmentPlans } from "./schema/enrollment.ts";
import {
  dedicatedAccounts,
  ledgerEntries,
  processorEvents,
  refunds,
  scheduledDeposits,
} from "./schema/ledger.ts";
import { conversations, messageAttachments, messages } from "./schema/messages.ts";
import { creditorPayments, debtNegotiations, settlementOffers } from "./schema/negotiation.ts";
import { auditLog, demoClock, emailOutbox, jobRuns, paymentMethods, resources } from "./schema/operations.ts";
import { adminTasks, customerNotes, programActivity } from "./schema/operator.ts";

export * from "./schema/accounts.ts";
export * from "./schema/applications.ts";
export * from "./schema/bank.ts";
export * from "./schema/documents.ts";
export * from "./schema/enrollment.ts";
export * from "./schema/ledger.ts";
export * from "./schema/messages.ts";
export * from "./schema/negotiation.ts";
export * from "./schema/operations.ts";
export * from "./schema/operator.ts";

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  twoFactors,
  totpSteps,
  passkeys,
  rateLimits,
  adminUsers,
  applications,
  debtAccounts,
  accountDetailsForms,
  enrollmentPlans,
  consents,
  bankAccounts,
  debitAuthorizations,
  documents,
  documentChunks,
  dedicatedAccounts,
  scheduledDeposits,
  ledgerEntries,
  processorEvents,
  refunds,
  debtNegotiations,
  settlementOffers,
  creditorPayments,
  conversations,
  messages,
  messageAttachments,
  resources,
  paymentMethods,
  auditLog,
  emailOutbox,
  jobRuns,
  demoClock,
  customerNotes,
  programActivity,
  adminTasks,
};
