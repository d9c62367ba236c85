import http from "node:http";
import { count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { contractCompany } from "#app/config/company.ts";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  APPLICATION_STATUSES,
  OPEN_CLOSED,
  PAYMENT_FREQUENCIES,
} from "#app/domain/enums.ts";
import type { Auth } from "#app/server/auth.server.ts";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { findActiveBankAccount } from "#app/server/models/bank-account/draft-account-reads.server.ts";
import { signAgreement } from "#app/server/models/enrollment/agreement.server.ts";
import type { DocumentSigner } from "#app/server/pdf/signing-certificate.server.ts";
import { accountDetailsForms, applications, enrollmentPlans, users } from "#db/schema.ts";
import { giveTestDraftAccount } from "#tests/support/draft-account.ts";
import { sampleApplication } from "#tests/support/fixtures.ts";
import { createPersona, removePersona } from "./persona-store.ts";
import { handleProgramFixture } from "./program-fixture-server.ts";

// Test fixtures for the end-to-end tests, written straight into the running e2e server's
// database: the embedded database belongs to that one process, so the tests ask it over
// loopback. Only tests/e2e/support/e2e-server.ts starts this; the product never does.
// It stands in for admin screens that are not built yet (account details form, decisions),
// adds applications as if submitted elsewhere or dated in past months (no screen can), reads
// the admin dashboard's totals plainly for comparison, and makes and removes test personas
// (persona-store.ts).

const accountDetailsForm = z.object({
  applicationId: z.uuid(),
  completed: z.boolean(),
  originalCreditor: z.string().nullable().default(null),
  accountSold: z.boolean().default(false),
  accountType: z.enum(ACCOUNT_TYPES).nullable().default(null),
  openClosed: z.enum(OPEN_CLOSED).nullable().default(null),
  status: z.enum(ACCOUNT_STATUSES).nullable().default(null),
  currentBalance: z.string().nullable().default(null),
  paidOff: z.boolean().default(false),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES).nullable().default(null),
  paymentAmount: z.string().nullable().default(null),
  originalBalance: z.string().nullable().default(null),
  term: z.string().nullable().default(null),
});

const newApplication = z.object({ firstName: z.string().min(1).default("Ada") });
// Applications made at a given moment (the admin dashboard's months), then removed by id.
const backdatedApplications = z.array(
  z.object({
    createdAt: z.iso.datetime(),
    status: z.enum(APPLICATION_STATUSES),
    debtAmount: z.string().regex(/^\d+\.\d{2}$/),
    email: z.email(),
    /** The owner, when the applications are a customer's (the dashboard's pages, the limits). */
    userId: z.uuid().optional(),
  }),
);
const applicationIds = z.object({ ids: z.array(z.uuid()) });

const signing = z.object({ applicationId: z.uuid() });

const decision = z.object({
  applicationId: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
});

/** The running app's services the fixtures write through. */
export interface FixtureServices {
  db: Db;
  auth: Auth;
  /** The server's own data key: what the fixtures store, the pages can read (docs/decisions/0028). */
  cipher: DataCipher;
  /** The site's words and address, for the e-mails a fixture's change sends; the contract's company. */
  env: Pick<Env, "site" | "publicUrl" | "company">;
  /** The server's document-signing key, for a signed agreement. */
  documentSigner: () => Promise<DocumentSigner>;
}

async function handle(
  { db, auth, cipher, env, documentSigner }: FixtureServices,
  path: string,
  body: unknown,
): Promise<unknown> {
  const program = await handleProgramFixture(db, env, path, body, cipher);
  if (program.handled) return program.result;
  if (path === "/persona") return createPersona(db, auth, cipher, body);
  if (path === "/persona/remove") return removePersona(db, body);
  if (path === "/account-details-form") {
    const { completed, ...form } = accountDetailsForm.parse(body);
    const [row] = await db
      .insert(accountDetailsForms)
      .values({ ...form, completedAt: completed ? new Date() : null })
      .returning({ id: accountDetailsForms.id });
    return row;
  }
  if (path === "/application") {
    // A submission as another browser would make it, without an owner: for the admins' live list.
    const { firstName } = newApplication.parse(body);
    const [row] = await db
      .insert(applications)
      .values(sampleApplication({ firstName }, cipher))
      .returning({ id: applications.id });
    return row;
  }
  if (path === "/draft-account") {
    // The draft account the customer gives before signing (issue 44), as My Program takes it.
    const { applicationId } = signing.parse(body);
    await giveTestDraftAccount(db, cipher, applicationId);
    return { kind: "changed" };
  }
  if (path === "/sign-agreement") {
    // The customer's signature as My Program takes it (issue 22), for journeys that go on to
    // Approve Enrollment: signed by the application's owner, on the plan's current revision.
    const { applicationId } = signing.parse(body);
    const [owner] = await db
      .select({
        userId: applications.userId,
        email: applications.email,
        firstName: applications.firstName,
        lastName: applications.lastName,
        revision: enrollmentPlans.revision,
      })
      .from(applications)
      .innerJoin(enrollmentPlans, eq(enrollmentPlans.applicationId, applications.id))
      .where(eq(applications.id, applicationId));
    if (!owner?.userId) throw new Error("no plan to sign, or no owner to sign it");
    // The draft account a signature needs (issue 44), unless the customer gave one already.
    if (!(await findActiveBankAccount(db, applicationId)))
      await giveTestDraftAccount(db, cipher, applicationId);
    return signAgreement(db, {
      applicationId,
      caller: { id: owner.userId, email: owner.email, role: "customer" },
      seenRevision: owner.revision,
      now: new Date(),
      typedName: `${owner.firstName} ${owner.lastName}`,
      clientAddress: "127.0.0.1",
      userAgent: "e2e fixture",
      timeZone: "America/New_York",
      cipher,
      company: contractCompany(env.company, env.site),
      signer: await documentSigner(),
      notice: { site: env.site, programUrl: `${env.publicUrl}/dashboard/program` },
    });
  }
  if (path === "/application-status") {
    const { applicationId, status } = decision.parse(body);
    const [row] = await db
      .update(applications)
      .set({ status, updatedAt: new Date() })
      .where(eq(applications.id, applicationId))
      .returning({ id: applications.id });
    return row;
  }
  if (path === "/backdated-applications") {
    const rows = backdatedApplications
      .parse(body)
      .map((row) =>
        sampleApplication(
          { ...row, createdAt: new Date(row.createdAt), debtRange: "$7,500-$10,000" },
          cipher,
        ),
      );
    return db.insert(applications).values(rows).returning({ id: applications.id });
  }
  if (path === "/backdated-applications/remove") {
    const { ids } = applicationIds.parse(body);
    await db.delete(applications).where(inArray(applications.id, ids));
    return null;
  }
  if (path === "/admin-dashboard-figures") {
    // The dashboard's totals read the plainest way, to compare with what the page shows.
    const [[people], [apps]] = await Promise.all([
      db.select({ users: count() }).from(users),
      db
        .select({
          applications: count(),
          approved: sql<number>`count(*) filter (where ${applications.status} = 'approved')`.mapWith(Number),
          pending: sql<number>`count(*) filter (where ${applications.status} = 'pending')`.mapWith(Number),
          totalDebt: sql<string>`coalesce(sum(${applications.debtAmount}), 0)::text`,
        })
        .from(applications),
    ]);
    return { ...people, ...apps };
  }
  throw new Error(`no fixture at ${path}`);
}

export function startFixtureServer(services: FixtureServices, port: number): Promise<void> {
  const server = http.createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    try {
      const result = await handle(services, req.url ?? "", JSON.parse(text || "{}"));
      // Written only once it is text: a failure to serialize is a 400 like any other.
      const body = JSON.stringify(result ?? null);
      res.writeHead(200, { "Content-Type": "application/json" }).end(body);
    } catch (error) {
      res.writeHead(400, { "Content-Type": "text/plain" }).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
}
