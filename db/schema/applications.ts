// Applications, their debt accounts and the account details forms admins fill in.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DEBT_RANGE_LABELS, type DebtRange } from "../../app/domain/application/debt-brackets.ts";
import { DEBT_TOTAL_CHOICES } from "../../app/domain/application/debt-total.ts";
import { DECLINE_REASONS } from "../../app/domain/application/decline-reasons.ts";
import { LOAN_DETAILS, loanDetailChoices } from "../../app/domain/debt-account/eligibility.ts";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  APPLICATION_STATUSES,
  CREDIT_SCORES,
  EMPLOYMENT_STATUSES,
  OPEN_CLOSED,
  PAYMENT_FREQUENCIES,
  STAGE_STATUSES,
} from "../../app/domain/enums.ts";
import { users } from "./accounts.ts";
import { money, oneOf, timestamps } from "./columns.ts";

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Kept for the record when the login is deleted (decisions.md): detached, not removed.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    // Idempotency key of one wizard run: a retried or double-clicked submit finds this row.
    submissionId: uuid("submission_id").notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    debtAmount: money("debt_amount").notNull(),
    // The labels are read off DEBT_BRACKETS (not a literal tuple), hence $type rather than enum.
    debtRange: text("debt_range").$type<DebtRange>().notNull(),
    creditScore: text("credit_score", { enum: CREDIT_SCORES }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    // Personal data, encrypted by the app (docs/decisions/0028): `v1:<keyId>:…` text, never plain.
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    dateOfBirth: text("date_of_birth").notNull(),
    ssnLastFour: text("ssn_last_four").notNull(),
    employmentStatus: text("employment_status", { enum: EMPLOYMENT_STATUSES }).notNull(),
    monthlyIncome: text("monthly_income").notNull(),
    enrollmentStatus: text("enrollment_status", { enum: STAGE_STATUSES }).notNull().default("pending"),
    enrollmentApprovedAt: timestamp("enrollment_approved_at", { withTimezone: true }),
    negotiationsStatus: text("negotiations_status", { enum: STAGE_STATUSES }).notNull().default("pending"),
    negotiationsApprovedAt: timestamp("negotiations_approved_at", { withTimezone: true }),
    completionPercentage: integer("completion_percentage").notNull().default(0),
    isComplete: boolean("is_complete").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    approvalEmailSent: boolean("approval_email_sent").notNull().default(false),
    // When the application was approved, declined or cancelled: the timeline's review date,
    // which later changes (enrolment, negotiations) must not move.
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // Where the applicant lives, a USPS code (issue 21); null on applications made before it was asked.
    state: text("state"),
    // When the total typed and the balances listed differ by more than 10%, which one the
    // applicant said is right (issue 21); the plan uses the balances either way.
    debtTotalChoice: text("debt_total_choice", { enum: DEBT_TOTAL_CHOICES }),
    // Why it was declined (issue 21), told to the customer; a note is optional.
    declineReason: text("decline_reason", { enum: DECLINE_REASONS }),
    declineNote: text("decline_note"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("applications_submission_id_key").on(t.submissionId),
    index("applications_user_id_created_at_idx").on(t.userId, t.createdAt),
    // The submit's limit on applications awaiting a decision counts these (decision 0029).
    index("applications_user_id_pending_idx").on(t.userId).where(sql`${t.status} = 'pending'`),
    // Applications Management's order (newest first, then id), whole or by status: a page deep
    // in the list is read from the index alone (bench/admin-applications.ts, migration 0006).
    index("applications_status_created_at_id_idx").on(t.status, t.createdAt, t.id),
    index("applications_created_at_id_idx").on(t.createdAt, t.id),
    // Trigram indexes for the admin search "by name or email" (pg_trgm, see migration 0000).
    index("applications_name_trgm_idx").using(
      "gin",
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index("applications_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    check("applications_status_check", oneOf(t.status, APPLICATION_STATUSES)),
    check("applications_enrollment_status_check", oneOf(t.enrollmentStatus, STAGE_STATUSES)),
    check("applications_negotiations_status_check", oneOf(t.negotiationsStatus, STAGE_STATUSES)),
    check("applications_credit_score_check", oneOf(t.creditScore, CREDIT_SCORES)),
    check("applications_employment_status_check", oneOf(t.employmentStatus, EMPLOYMENT_STATUSES)),
    check("applications_debt_range_check", oneOf(t.debtRange, DEBT_RANGE_LABELS)),
    check("applications_debt_amount_positive", sql`${t.debtAmount} > 0`),
    // One-line fields hold no line break (issue 20).
    check(
      "applications_names_one_line",
      sql`${t.firstName} !~ '[\\r\\n]' and ${t.lastName} !~ '[\\r\\n]' and ${t.email} !~ '[\\r\\n]'`,
    ),
    // Only ciphertext is stored (the digits and amounts are checked before encryption).
    check(
      "applications_personal_data_encrypted",
      sql`${t.phone} like 'v1:%' and ${t.address} like 'v1:%' and ${t.dateOfBirth} like 'v1:%' and ${t.ssnLastFour} like 'v1:%' and ${t.monthlyIncome} like 'v1:%'`,
    ),
    check("applications_state_code", sql`${t.state} is null or ${t.state} ~ '^[A-Z]{2}$'`),
    check(
      "applications_debt_total_choice_check",
      sql`${t.debtTotalChoice} is null or ${oneOf(t.debtTotalChoice, DEBT_TOTAL_CHOICES)}`,
    ),
    check(
      "applications_decline_reason_check",
      sql`${t.declineReason} is null or (${t.status} = 'declined' and ${oneOf(t.declineReason, DECLINE_REASONS)})`,
    ),
    check(
      "applications_decline_note_only_with_reason",
      sql`${t.declineNote} is null or (${t.declineReason} is not null and char_length(${t.declineNote}) <= 500)`,
    ),
    check("applications_completion_range", sql`${t.completionPercentage} between 0 and 100`),
    check(
      "applications_complete_consistent",
      sql`${t.isComplete} = (${t.completedAt} is not null and ${t.completionPercentage} = 100)`,
    ),
    // Later stages only follow an approved earlier stage (spec section 4); an enrolled customer
    // who left the program (issue 23) reads cancelled with the enrollment they had.
    check(
      "applications_enrollment_after_approval",
      sql`${t.enrollmentStatus} = 'pending' or ${t.status} = 'approved' or (${t.status} = 'cancelled' and ${t.enrollmentStatus} = 'approved')`,
    ),
    // A completed program stays Completed for ever (issue 43): leaving is refused once complete.
    check("applications_completed_never_cancelled", sql`not (${t.status} = 'cancelled' and ${t.isComplete})`),
    check(
      "applications_negotiations_after_enrollment",
      sql`${t.negotiationsStatus} = 'pending' or ${t.enrollmentStatus} = 'approved'`,
    ),
  ],
);

const debtAccountFields = {
  originalCreditor: text("original_creditor"),
  accountSold: boolean("account_sold").notNull().default(false),
  accountType: text("account_type", { enum: ACCOUNT_TYPES }),
  openClosed: text("open_closed", { enum: OPEN_CLOSED }),
  status: text("status", { enum: ACCOUNT_STATUSES }),
  currentBalance: money("current_balance"),
  paidOff: boolean("paid_off").notNull().default(false),
  paymentFrequency: text("payment_frequency", { enum: PAYMENT_FREQUENCIES }),
  paymentAmount: money("payment_amount"),
  originalBalance: money("original_balance"),
  term: text("term"),
};

type DebtAccountColumns = { [K in keyof typeof debtAccountFields]: AnyPgColumn };

function debtAccountChecks(prefix: string, t: DebtAccountColumns) {
  const optional = (column: AnyPgColumn, values: readonly string[]) =>
    sql`${column} is null or ${oneOf(column, values)}`;
  return [
    check(`${prefix}_account_type_check`, optional(t.accountType, ACCOUNT_TYPES)),
    check(`${prefix}_open_closed_check`, optional(t.openClosed, OPEN_CLOSED)),
    check(`${prefix}_status_check`, optional(t.status, ACCOUNT_STATUSES)),
    check(`${prefix}_payment_frequency_check`, optional(t.paymentFrequency, PAYMENT_FREQUENCIES)),
    check(
      `${prefix}_amounts_nonnegative`,
      sql`coalesce(${t.currentBalance}, 0) >= 0 and coalesce(${t.paymentAmount}, 0) >= 0 and coalesce(${t.originalBalance}, 0) >= 0`,
    ),
  ];
}

export const debtAccounts = pgTable(
  "debt_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    ...debtAccountFields,
    originalCreditor: text("original_creditor").notNull(),
    accountType: text("account_type", { enum: ACCOUNT_TYPES }).notNull(),
    currentBalance: money("current_balance").notNull(),
    dateOpened: date("date_opened"),
    lastPaymentDate: date("last_payment_date"),
    // The order the applicant listed them in (0 first): accounts stored together share one
    // created_at, so that cannot order them.
    position: integer("position").notNull().default(0),
    // What kind of auto or student loan it is (issue 43; debt-account/eligibility.ts): whether
    // the program settles it. Null for every other type, and for loans listed before the question.
    loanDetail: text("loan_detail", { enum: LOAN_DETAILS }),
    ...timestamps,
  },
  (t) => [
    check(
      "debt_accounts_loan_detail_check",
      sql`${t.loanDetail} is null or (${t.accountType} = 'Auto Loan' and ${oneOf(t.loanDetail, loanDetailChoices("Auto Loan"))}) or (${t.accountType} = 'Student Loan' and ${oneOf(t.loanDetail, loanDetailChoices("Student Loan"))})`,
    ),
    index("debt_accounts_application_id_created_at_idx").on(t.applicationId, t.createdAt),
    check("debt_accounts_position_nonnegative", sql`${t.position} >= 0`),
    check("debt_accounts_creditor_present", sql`btrim(${t.originalCreditor}) <> ''`),
    check("debt_accounts_creditor_one_line", sql`${t.originalCreditor} !~ '[\\r\\n]'`),
    ...debtAccountChecks("debt_accounts", t),
  ],
);

export const accountDetailsForms = pgTable(
  "account_details_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    ...debtAccountFields,
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // The enrolled debt it was prefilled from (issue 43): its program status is shown beside it.
    debtAccountId: uuid("debt_account_id").references(() => debtAccounts.id, { onDelete: "set null" }),
    // The admin may later be deleted; the completion stays on record.
    filledByAdminId: uuid("filled_by_admin_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("account_details_forms_application_id_key").on(t.applicationId),
    index("account_details_forms_created_at_idx").on(t.createdAt),
    ...debtAccountChecks("account_details_forms", t),
  ],
);
