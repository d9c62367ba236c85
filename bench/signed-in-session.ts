// The built server on a fresh embedded database that holds an enrolled customer and an admin,
// each with a live session, for the page benches (lighthouse.ts, js-size.ts) that measure the
// signed-in portal and the admin pages. The customer's application takes the life cycle's steps
// with the app's own functions: approved (its plan made), the agreement signed (PDFs and
// consents stored), enrollment approved (dedicated account, deposit schedule, negotiations
// opened), so /dashboard and its rooms show a program, not an empty portal. The status changes
// are written with the domain's `changeFor` rather than `changeApplicationStatus`, whose e-mails
// are React Email .tsx that only the built server loads (as bench/enrollment.ts does).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { changeFor, type LifecycleAction } from "../app/domain/application/lifecycle.ts";
import { type Db, openDatabase } from "../app/server/db.server.ts";
import { signAgreement } from "../app/server/models/enrollment/agreement.server.ts";
import { createPlanAtApproval } from "../app/server/models/enrollment/plan.server.ts";
import { openAccountAtEnrollment } from "../app/server/models/ledger/open-account.server.ts";
import { applications, debtAccounts } from "../db/schema.ts";
import { sampleApplication } from "../tests/support/fixtures.ts";
import { personWithSession } from "./bench-sessions.ts";
import { BENCH_DATA_ENCRYPTION_KEY, benchCipher } from "./personal-data.ts";
import { benchDataDir, type RunningServer, startBuiltServer } from "./support.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

export interface SignedInServer extends RunningServer {
  /** Cookie headers: an enrolled customer's and an admin's. */
  cookies: { customer: string; admin: string };
}

/** Whose session a page needs: the admin's under /admin, the customer's under the portal. */
export function sessionFor(pagePath: string): "customer" | "admin" | null {
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

async function enroll(db: Db, customer: { id: string; email: string }) {
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
  });
  if (signed.kind !== "changed") throw new Error(`signing refused: ${JSON.stringify(signed)}`);
  await decide(db, applicationId, "approve-enrollment", (tx) =>
    openAccountAtEnrollment(tx, applicationId, new Date(), { id: null, email: "bench" }),
  );
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
    await enroll(database.db, customer);
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

/** The Cookie header a page needs (none for a public or sign-in page). */
export function cookieFor(server: SignedInServer, pagePath: string): string | undefined {
  const who = sessionFor(pagePath);
  return who ? server.cookies[who] : undefined;
}
