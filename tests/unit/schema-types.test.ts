import { describe, expect, expectTypeOf, it } from "vitest";
import type { DebtRange } from "#app/domain/application/debt-brackets.ts";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CREDIT_SCORES,
  EMAIL_KINDS,
  EMAIL_STATUSES,
  EMPLOYMENT_STATUSES,
  OPEN_CLOSED,
  PAYMENT_FREQUENCIES,
  PAYMENT_METHOD_TYPES,
  type PaymentFrequency,
  STAGE_STATUSES,
} from "#app/domain/enums.ts";
import { accountDetailsForms, applications, debtAccounts, emailOutbox, paymentMethods } from "#db/schema.ts";

// Columns a CHECK holds to an enumeration take their TypeScript type from the same list, so a
// select returns the union (no cast to re-type a row) and an insert of a value outside it does
// not compile. The type assertions are checked by `npm run typecheck`, the lists here.

type Row = readonly [
  name: string,
  column: { enumValues?: readonly string[] | undefined },
  values: readonly string[],
];

const ENUMERATED: readonly Row[] = [
  ["applications.status", applications.status, APPLICATION_STATUSES],
  ["applications.enrollment_status", applications.enrollmentStatus, STAGE_STATUSES],
  ["applications.negotiations_status", applications.negotiationsStatus, STAGE_STATUSES],
  ["applications.credit_score", applications.creditScore, CREDIT_SCORES],
  ["applications.employment_status", applications.employmentStatus, EMPLOYMENT_STATUSES],
  ["debt_accounts.account_type", debtAccounts.accountType, ACCOUNT_TYPES],
  ["debt_accounts.open_closed", debtAccounts.openClosed, OPEN_CLOSED],
  ["debt_accounts.status", debtAccounts.status, ACCOUNT_STATUSES],
  ["debt_accounts.payment_frequency", debtAccounts.paymentFrequency, PAYMENT_FREQUENCIES],
  ["account_details_forms.account_type", accountDetailsForms.accountType, ACCOUNT_TYPES],
  ["account_details_forms.open_closed", accountDetailsForms.openClosed, OPEN_CLOSED],
  ["account_details_forms.status", accountDetailsForms.status, ACCOUNT_STATUSES],
  ["account_details_forms.payment_frequency", accountDetailsForms.paymentFrequency, PAYMENT_FREQUENCIES],
  ["payment_methods.type", paymentMethods.type, PAYMENT_METHOD_TYPES],
  ["email_outbox.kind", emailOutbox.kind, EMAIL_KINDS],
  ["email_outbox.status", emailOutbox.status, EMAIL_STATUSES],
];

describe("enumerated columns are typed from their enumerations", () => {
  it.each(ENUMERATED)("%s", (_name, column, values) => {
    expect(column.enumValues).toEqual(values);
  });

  it("selects return the unions", () => {
    expectTypeOf<typeof applications.$inferSelect.status>().toEqualTypeOf<ApplicationStatus>();
    expectTypeOf<typeof applications.$inferSelect.debtRange>().toEqualTypeOf<DebtRange>();
    expectTypeOf<
      typeof debtAccounts.$inferSelect.paymentFrequency
    >().toEqualTypeOf<PaymentFrequency | null>();
  });
});
