import { accountDetailsForms, debtAccounts } from "#db/schema.ts";

// The columns read of a debt account and of an account details form, in one place for the
// customer's reads, the admin's and the life cycle's prefill. Both tables share these fields
// (debtAccountFields in db/schema/applications.ts).

function sharedAccountColumns(table: typeof debtAccounts | typeof accountDetailsForms) {
  return {
    originalCreditor: table.originalCreditor,
    accountSold: table.accountSold,
    accountType: table.accountType,
    openClosed: table.openClosed,
    status: table.status,
    currentBalance: table.currentBalance,
    paidOff: table.paidOff,
    paymentFrequency: table.paymentFrequency,
    paymentAmount: table.paymentAmount,
    originalBalance: table.originalBalance,
    term: table.term,
  };
}

/** What an account details form is prefilled with from a debt account (Mark as Complete). */
export const debtAccountFormFields = sharedAccountColumns(debtAccounts);

export const debtAccountColumns = {
  id: debtAccounts.id,
  ...debtAccountFormFields,
  loanDetail: debtAccounts.loanDetail,
  dateOpened: debtAccounts.dateOpened,
  lastPaymentDate: debtAccounts.lastPaymentDate,
  createdAt: debtAccounts.createdAt,
};

/** An account details form as shown (never who filled it in: that is the admin list's). */
export const accountDetailsColumns = {
  id: accountDetailsForms.id,
  ...sharedAccountColumns(accountDetailsForms),
  completedAt: accountDetailsForms.completedAt,
  debtAccountId: accountDetailsForms.debtAccountId,
};
