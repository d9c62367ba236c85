import { expect } from "@playwright/test";
import { E2E_FIXTURE_PORT } from "./constants.ts";

// The end-to-end tests' way to write what the product's screens cannot write yet
// (see fixture-server.ts).

/** Asks the fixture server for `path` and returns its JSON answer. */
export async function callFixture<T = unknown>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E_FIXTURE_PORT}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

export interface AccountDetailsFormFixture {
  completed: boolean;
  originalCreditor?: string | null;
  accountSold?: boolean;
  accountType?: string | null;
  openClosed?: string | null;
  status?: string | null;
  currentBalance?: string | null;
  paidOff?: boolean;
  paymentFrequency?: string | null;
  paymentAmount?: string | null;
  originalBalance?: string | null;
  term?: string | null;
}

export async function insertAccountDetailsForm(
  applicationId: string,
  form: AccountDetailsFormFixture,
): Promise<void> {
  await callFixture("/account-details-form", { applicationId, ...form });
}

export async function setApplicationStatus(
  applicationId: string,
  status: "pending" | "approved" | "declined" | "cancelled",
): Promise<void> {
  await callFixture("/application-status", { applicationId, status });
}

/** Inserts an application (no owner) as a submission from elsewhere would; returns its id. */
export async function insertApplicationElsewhere(firstName = "Ada"): Promise<string> {
  return (await callFixture<{ id: string }>("/application", { firstName })).id;
}

export interface BackdatedApplication {
  /** ISO moment, e.g. "2026-03-15T12:00:00.000Z". */
  createdAt: string;
  status: "pending" | "approved" | "declined" | "cancelled";
  /** "1250.25". */
  debtAmount: string;
  email: string;
  /** The owner; none for a submission from elsewhere. */
  userId?: string;
}

/** Applications made at the given moments (no screen can date one in the past); their ids. */
export async function insertBackdatedApplications(rows: BackdatedApplication[]): Promise<string[]> {
  const made = await callFixture<{ id: string }[]>("/backdated-applications", rows);
  return made.map((row) => row.id);
}

export async function removeApplications(ids: string[]): Promise<void> {
  await callFixture("/backdated-applications/remove", { ids });
}

/** The admin dashboard's totals, read by the fixture server with plain queries. */
export interface DashboardTotals {
  users: number;
  applications: number;
  approved: number;
  pending: number;
  /** "1234.50". */
  totalDebt: string;
}

export function adminDashboardTotals(): Promise<DashboardTotals> {
  return callFixture<DashboardTotals>("/admin-dashboard-figures", {});
}

/**
 * The customer gives the bank account deposits are drawn from (issue 44): a checking account ending
 * in 6789, routing number ending in 0021 (tests/support/draft-account.ts), as My Program takes it.
 */
export async function giveDraftAccountAsOwner(applicationId: string): Promise<void> {
  const result = await callFixture<{ kind: string }>("/draft-account", { applicationId });
  if (result.kind !== "changed") throw new Error(`no draft account: ${JSON.stringify(result)}`);
}

/** The customer signs their plan's agreement, as My Program takes it (issue 22). */
export async function signAgreementAsOwner(applicationId: string): Promise<void> {
  const result = await callFixture<{ kind: string }>("/sign-agreement", { applicationId });
  if (result.kind !== "changed") throw new Error(`the agreement was not signed: ${JSON.stringify(result)}`);
}

/**
 * A signed plan's first deposit moved (issue 23), before Approve Enrollment makes its schedule; its
 * monthly deposit too when given (cents, as digits).
 */
export async function setFirstDeposit(
  applicationId: string,
  firstDepositDate: string,
  monthlyDepositCents?: string,
): Promise<void> {
  const row = await callFixture("/program/first-deposit", {
    applicationId,
    firstDepositDate,
    ...(monthlyDepositCents ? { monthlyDepositCents } : {}),
  });
  if (!row) throw new Error("no plan to move");
}

/** Every enrolled debt of the application removed (issue 24): Mark as Complete is then offered. */
export async function removeDebtsOf(applicationId: string): Promise<void> {
  await callFixture("/program/remove-debts", { applicationId });
}

/** A creditor's offer recorded on the application's debt of `creditor` (its debt put in Negotiating first). */
export async function recordOfferFor(
  applicationId: string,
  creditor: string,
  offer: { amountCents: string; expiresOn: string; payments: { dueOn: string; amountCents: string }[] },
): Promise<{ kind: string; offerId?: string; debtAccountId: string }> {
  return callFixture("/program/offer", { applicationId, creditor, ...offer });
}

/** The offer waiting on the application's debt of `creditor` approved by its customer and confirmed by an admin. */
export async function settleOfferFor(applicationId: string, creditor: string): Promise<string> {
  const result = await callFixture<{ kind: string; offerId?: string }>("/program/settle", {
    applicationId,
    creditor,
  });
  if (result.kind !== "changed" || !result.offerId) {
    throw new Error(`the offer was not settled: ${JSON.stringify(result)}`);
  }
  return result.offerId;
}

/** The server's own simulated processor put off for `seconds` (0: it may run again now). */
export async function holdSimulator(seconds: number): Promise<void> {
  await callFixture("/program/hold-simulator", { seconds });
}

/** The simulated processor's run for one customer's account on `today` (the company's today by default). */
export function runProcessorFor(
  applicationId: string,
  today?: string,
): Promise<{ cleared: number; refused: number; payments: number; expired: number; accountId: string }> {
  return callFixture("/program/run-processor", { applicationId, ...(today ? { today } : {}) });
}
