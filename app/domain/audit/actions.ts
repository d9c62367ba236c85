// What the audit log records (decisions.md: every admin change, who, what, when, before and
// after). The database CHECK constraints on audit_log.action and audit_log.target_type and the
// columns' TypeScript types are built from these lists, so the back office can only write an
// action named here. Names are snake_case past tense, like the spec's user_updated.

export const AUDIT_ACTIONS = [
  "application_approved",
  "application_declined",
  "enrollment_approved",
  "enrollment_declined",
  "negotiations_approved",
  "negotiations_declined",
  "application_completed",
  "application_cancelled",
  "debt_account_updated",
  "debt_account_deleted",
  "account_details_form_saved",
  "account_details_form_completed",
  "user_updated",
  "user_deleted",
  "user_promoted",
  "user_demoted",
  "payment_method_added",
  "payment_method_deleted",
  "payment_method_default_set",
  "settings_updated",
  "password_changed",
  "two_factor_enabled",
  "two_factor_disabled",
  // An admin put a failed e-mail back in the outbox (/admin/mailbox, "Send again").
  "email_requeued",
  // An admin downloaded Export Users (personal data leaving the system): who, when, which list.
  "users_exported",
  // A person's own ways into their account (issue 20): a passkey added or removed, sessions ended.
  "passkey_added",
  "passkey_removed",
  "sessions_ended",
  // The enrollment plan (issue 22): an admin changed its terms before the customer signed; the
  // customer signed the agreement (their consent is in the consents table).
  "plan_changed",
  "agreement_signed",
  // An admin downloaded a customer's document (issue 22): every such download is on record.
  "document_downloaded",
  // A customer uploaded a document (issue 22): its kind, name, type, size and SHA-256.
  "document_uploaded",
  // The dedicated account (issue 23): an admin recorded a returned deposit or posted an
  // adjustment; the customer left the program; an admin marked the refund sent, then completed.
  "deposit_returned",
  "ledger_adjusted",
  "program_ended",
  "refund_issued",
  "refund_completed",
  // An admin changed an enrolled customer's monthly deposit (future deposits replaced) or the
  // order their debts are to settle in (issue 23).
  "deposits_rescheduled",
  "settlement_order_changed",
  // A debt's negotiation (issue 24): its stage moved; an admin recorded a creditor's offer; the
  // customer approved or declined it, or it expired unanswered, or it was withdrawn; the creditor
  // confirmed an approved settlement; the debt was paid off or removed from the program.
  "debt_stage_changed",
  "offer_recorded",
  "offer_approved",
  "offer_declined",
  "offer_expired",
  "offer_retracted",
  "offer_confirmed",
  "debt_payoff_completed",
  "debt_removed",
  // Secure messages (issue 25): a message was sent (who, which conversation, how many files: never
  // its text); an admin assigned a conversation (or took the assignment away), marked it done or
  // opened it again.
  "message_posted",
  "conversation_assigned",
  "conversation_closed",
  "conversation_reopened",
  // The program's ending (issue 43): the schedule followed the projection (deposits after the end
  // month canceled, or the signed term's later ones added back); a program graduated (its
  // account closed, the balance refunded).
  "schedule_followed",
  "program_graduated",
  // An admin downloaded a customer's monthly statement (issue 44): which account, month and format.
  "statement_downloaded",
  // An admin downloaded a monthly report (fees, refunds or deposits) or the fee compliance export
  // (issue 45): which report and which months, before the first byte left.
  "report_exported",
  "fees_exported",
  // The draft account and its debit authorization (issue 44): the customer gave the account deposits
  // are drawn from, replaced it (with a new authorization), authorized the debits, revoked them.
  // Their state names the last four digits only, never a number.
  "bank_account_added",
  "bank_account_replaced",
  "debit_authorized",
  "debit_authorization_revoked",
  // The customer's own changes to their deposits (issue 44): the draft day moved, an extra
  // one-time deposit added, one month's deposit skipped.
  "draft_day_moved",
  "extra_deposit_added",
  "deposit_skipped",
  // An admin moved the demonstration's clock ahead (`npm run demo` only, docs/decisions/0069):
  // from which day to which, and what the days' jobs did.
  "demo_clock_advanced",
  // The operator's records of a customer (issue 45): a note added, edited (within 24 hours, by its
  // author) or pinned; a call logged; a task created, changed, done or cancelled.
  "customer_note_added",
  "customer_note_edited",
  "customer_note_pinned",
  "call_logged",
  "task_created",
  "task_updated",
  "task_completed",
  "task_cancelled",
  // Deposit operations (issue 45): an admin recorded a deposit received (a processor without
  // webhooks), or scheduled a retry of a returned deposit (its return is deposit_returned).
  "deposit_received_recorded",
  "deposit_retry_scheduled",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry's target_id names. */
export const AUDIT_TARGET_TYPES = [
  "application",
  "debt_account",
  "account_details_form",
  "user",
  "payment_method",
  "settings",
  /** A message of the e-mail outbox. */
  "email",
  /** A customer's document (issue 22). */
  "document",
  /** A customer's dedicated account and its refund (issue 23). */
  "dedicated_account",
  /** A leaving customer's refund (issue 23). */
  "refund",
  /** A creditor's settlement offer on an enrolled debt (issue 24). */
  "settlement_offer",
  /** A customer's conversation with the team (issue 25). */
  "conversation",
  /** A report of the back office (issue 45): its id names which ("fees", "fee-compliance"...). */
  "report",
  /** The demonstration's clock (`npm run demo` only): its id is "demo-clock". */
  "demo_clock",
  /** A note or a call on a customer (issue 45). */
  "customer_note",
  /** A task on a customer, for an admin (issue 45). */
  "admin_task",
  /** One scheduled deposit of a dedicated account (issue 45's deposit operations). */
  "scheduled_deposit",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
