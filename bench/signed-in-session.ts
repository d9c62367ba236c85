// The built server on a fresh embedded database that holds an enrolled customer and an admin,
// each with a live session, for the page benches (lighthouse.ts, js-size.ts) that measure the
// signed-in portal and the admin pages. The customer's application takes the life cycle's steps
// with the app's own functions: approved (its plan made), the agreement signed (PDFs and
// consents stored), enrollment approved (dedicated account, deposit schedule, negotiations
// opened), then negotiations approved with a creditor's offer waiting for the customer's approval
// (issue 42 measures the portal that way), so /dashboard and its rooms show a program, not an
// empty portal. The status changes are written with the domain's `changeFor` rather than
// `changeApplicationStatus`, and the offer by its rows rather than `recordOffer`, whose e-mails
// are React Email .tsx that only the built server loads (as bench/enrollment.ts does).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { changeFor, type LifecycleAction } from "../app/domain/application/lifecycle.ts";
import { offerTerms } from "../app/domain/negotiation/offer-figures.ts";
import { type Db, openDatabase } from "../app/server/db.server.ts";
import { signAgreement } from "../app/server/models/enrollment/agreement.server.ts";
import { createPlanAtApproval } from "../app/server/models/enrollment/plan.server.ts";
import { openAccountAtEnrollment } from "../app/server/models/ledger/open-account.server.ts";
import { moveStage } from "../app/server/models/negotiation/debt-state.server.ts";
import { changeDebtStage } from "../app/server/models/negotiation/stages.server.ts";
import {
  applications,
  creditorPayments,
  debtAccounts,
  debtNegotiations,
  settlementOffers,
} from "../db/schema.ts";
import { giveTestDraftAccount, TEST_NOTICE } from "../tests/support/draft-account.ts";
import { sampleApplication } from "../tests/support/fixtures.ts";
import { personWithSession } from "./bench-sessions.ts";
import { BENCH_COMPANY, benchDocumentSigner } from "./document-signer.ts";
import { BENCH_DATA_ENCRYPTION_KEY, benchCipher } from "./personal-data.ts";
import { benchDataDir, type RunningServer, startBuiltServer } from "./support.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

export interface SignedInServer extends RunningServer {
  /** Cookie headers: an enrolled customer's and an admin's. */
  cookies: { customer: string; admin: string };
}

type Who = "customer" | "admin";

/**
 * A page as the benches name it: a path, or `customer:` or `admin:` before it for a page that a
 * visitor also sees (`customer:/apply`: the application as the signed-in customer fills it).
 */
export function benchPage(name: string): { path: string; who: Who | null } {
  const [, who, path = name] = /^(customer|admin):(\/.*)$/.exec(name) ?? [];
  return { path, who: (who as Who | undefined) ?? sessionFor(path) };
}

/** Whose session a page needs: the admin's under /admin, the customer's under the portal. */
export function sessionFor(pagePath: string): Who | null {
  if (/^\/admin(\/|$)/.test(pagePath) && !/^\/admin\/auth(\/|$)/.test(pagePath)) return "admin";
  if (/^\/(dashboard|account)(\/|$|\?)/.test(pagePath)) return "customer";
  return null;
}

/** Three debts of a typical application: creditor, type, balance. */
const DEBTS = [
  ["Northwind Card Services", "Credit Card", "6420.18"],
  ["Contoso Bank", "Personal Loan", "4875.00"],
  ["Fabrikam Retail Card", "Store Card", "2310.55"],
] as const;

/** An admin's decision as the life cycle writes it, and what the same transaction opens. */
async function decide(
  db: Db,
  applicationId: string,
  action: LifecycleAction,
  then: (tx: Db) => Promise<unknown>,
) {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ ...changeFor(action, now), updatedAt: now })
      .where(eq(applications.id, applicationId));
    await then(tx);
  });
}

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Negotiations approved, every debt in Negotiating, and the smallest debt's offer waiting for the
 * customer: 40% of its balance in two payments, expiring in 20 days (the rows recordOffer writes).
 */
async function offerWaiting(db: Db, applicationId: string, admin: { id: string; email: string }) {
  await decide(db, applicationId, "approve-negotiations", async () => {});
  const debts = await db
    .select({
      id: debtNegotiations.debtAccountId,
      accountId: debtNegotiations.accountId,
      balance: debtNegotiations.enrolledBalanceCents,
    })
    .from(debtNegotiations)
    .innerJoin(debtAccounts, eq(debtAccounts.id, debtNegotiations.debtAccountId))
    .where(eq(debtAccounts.applicationId, applicationId))
    .orderBy(debtNegotiations.enrolledBalanceCents);
  const now = new Date();
  for (const debt of debts) {
    const moved = await changeDebtStage(db, {
      debtAccountId: debt.id,
      action: "start-negotiating",
      admin,
      now,
    });
    if (moved.kind !== "changed") throw new Error(`negotiating refused: ${JSON.stringify(moved)}`);
  }
  const [smallest] = debts;
  if (!smallest) throw new Error("no debt in negotiation");
  const amountCents = (smallest.balance * 40n) / 100n;
  const first = amountCents / 2n;
  await db.transaction(async (tx) => {
    await moveStage(tx, smallest.id, "approval_needed", now, null);
    const [offer] = await tx
      .insert(settlementOffers)
      .values({
        debtAccountId: smallest.id,
        accountId: smallest.accountId,
        enrolledBalanceCents: smallest.balance,
        amountCents,
        feeCents: offerTerms(smallest.balance, amountCents).feeCents,
        expiresOn: dayFromNow(20),
        creditorReference: "BENCH-1",
        recordedBy: admin.id,
        recordedAt: now,
      })
      .returning({ id: settlementOffers.id });
    if (!offer) throw new Error("the offer insert returned no row");
    await tx.insert(creditorPayments).values(
      [first, amountCents - first].map((cents, index) => ({
        offerId: offer.id,
        accountId: smallest.accountId,
        debtAccountId: smallest.id,
        seq: index + 1,
        dueOn: dayFromNow(45 + index * 30),
        amountCents: cents,
      })),
    );
  });
  const [waiting] = await db
    .select({ id: settlementOffers.id })
    .from(settlementOffers)
    .where(
      and(eq(settlementOffers.debtAccountId, smallest.id), eq(settlementOffers.status, "awaiting_approval")),
    );
  if (!waiting) throw new Error("the offer is not waiting for the customer");
}

/** `customer`'s application through the life cycle to a program with an offer waiting (above). */
export async function enroll(
  db: Db,
  customer: { id: string; email: string },
  admin: { id: string; email: string },
) {
  const [application] = await db
    .insert(applications)
    .values(
      sampleApplication(
        { userId: customer.id, email: customer.email, firstName: "Customer", lastName: "Bench" },
        benchCipher,
      ),
    )
    .returning({ id: applications.id });
  if (!application) throw new Error("the application insert returned no row");
  const applicationId = application.id;
  await db.insert(debtAccounts).values(
    DEBTS.map(([originalCreditor, accountType, currentBalance], position) => ({
      applicationId,
      originalCreditor,
      accountType,
      currentBalance,
      position,
    })),
  );
  await decide(db, applicationId, "approve", (tx) => createPlanAtApproval(tx, applicationId, new Date()));
  await giveTestDraftAccount(db, benchCipher, applicationId);
  const signed = await signAgreement(db, {
    applicationId,
    caller: { ...customer, role: "customer" },
    seenRevision: 1,
    now: new Date(),
    typedName: "Customer Bench",
    clientAddress: "203.0.113.9",
    userAgent: "bench",
    timeZone: "America/Phoenix",
    cipher: benchCipher,
    company: BENCH_COMPANY,
    signer: await benchDocumentSigner(),
    notice: TEST_NOTICE,
  });
  if (signed.kind !== "changed") throw new Error(`signing refused: ${JSON.stringify(signed)}`);
  await decide(db, applicationId, "approve-enrollment", (tx) =>
    openAccountAtEnrollment(tx, applicationId, new Date(), { id: null, email: "bench" }),
  );
  await offerWaiting(db, applicationId, admin);
}

export async function startSignedInServer(port: number): Promise<SignedInServer> {
  const dataDir = benchDataDir();
  const authSecret = crypto.randomBytes(32).toString("hex");
  const database = await openDatabase({ dataDir, rootDir: ROOT });
  let cookies: SignedInServer["cookies"];
  try {
    await database.migrate();
    const customer = await personWithSession(database.db, authSecret, "Customer", false);
    const admin = await personWithSession(database.db, authSecret, "Admin", true);
    await enroll(database.db, customer, admin);
    cookies = { customer: customer.cookie, admin: admin.cookie };
  } catch (error) {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  await database.close();
  const server = await startBuiltServer(
    port,
    { AUTH_SECRET: authSecret, DATA_ENCRYPTION_KEY: BENCH_DATA_ENCRYPTION_KEY },
    { dataDir },
  );
  return { ...server, cookies };
}

/** The Cookie header a page needs (none for a public or sign-in page), by its bench name. */
export function cookieFor(server: SignedInServer, name: string): string | undefined {
  const { who } = benchPage(name);
  return who ? server.cookies[who] : undefined;
}
