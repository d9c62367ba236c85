import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { contractCompany } from "#app/config/company.ts";
import { applicationSchema } from "#app/domain/application/schema.ts";
import type { DraftAccount } from "#app/domain/bank-account/draft-account-form.ts";
import { addDays } from "#app/domain/calendar.ts";
import { COMPANY_TIME_ZONE, companyDayOf, momentAt } from "#app/domain/time-zone.ts";
import {
  applications,
  debtAccounts,
  dedicatedAccounts,
  enrollmentPlans,
  scheduledDeposits,
  settlementOffers,
  users,
} from "#db/schema.ts";
import { createOrPromoteAdmin, DEMO_ADMIN_EMAIL, randomPassword } from "../admin-bootstrap.server.ts";
import type { DataCipher } from "../data-cipher.server.ts";
import type { Db } from "../db.server.ts";
import type { Env } from "../env.server.ts";
import { runDailyJobs } from "../jobs/daily-jobs.server.ts";
import { changeApplicationStatus } from "../models/application/lifecycle.server.ts";
import { submitApplication } from "../models/application/submit.server.ts";
import { giveDraftAccount } from "../models/bank-account/bank-accounts.server.ts";
import { recordUpload } from "../models/document/uploads.server.ts";
import { changePlanTerms, signAgreement } from "../models/enrollment/agreement.server.ts";
import { leaveProgram } from "../models/ledger/leave-program.server.ts";
import { applyProcessorEvent } from "../models/ledger/processor.server.ts";
import { claimSimulatorJob, finishSimulatorJob } from "../models/ledger/simulator.server.ts";
import { approveOffer, confirmOffer } from "../models/negotiation/offer-decisions.server.ts";
import { recordOffer } from "../models/negotiation/record-offer.server.ts";
import { changeDebtStage } from "../models/negotiation/stages.server.ts";
import { createCredentialUser } from "../models/user/users.server.ts";
import type { DocumentSigner } from "../pdf/signing-certificate.server.ts";
import {
  CREDITORS,
  FIRST_NAMES,
  LAST_NAMES,
  SEED_HISTORY_DAYS,
  STATES,
  type Step,
  type Story,
  seeded,
  stories,
} from "./demo-stories.ts";

// The demonstration's data set (issue 45, docs/decisions/0069): about 25 customers at every stage,
// each with months of history made the way real months make it. A seed clock starts 14 months
// back; each customer's story is a list of steps on its days, each step a call to the app's own
// recipes (sign-up, the wizard's submit, approvals, the signature, offers, the customer's
// approval, the creditor's letter, a return, leaving, an upload); and every day, after its steps,
// the day's jobs run (jobs/daily-jobs.server.ts), exactly as the simulated processor runs them,
// so deposits clear, payments to creditors clear, offers expire, programs graduate and refunds
// move on their own days. The seed ends at the real today: the demonstration's clock starts at
// offset 0 and only moves ahead from there. Deterministic (a seeded generator, fictional names,
// 555 phones, example.com addresses) except for the ids and the real day it ends on.

interface SeedContext {
  db: Db;
  cipher: DataCipher;
  env: Pick<Env, "site" | "publicUrl" | "processor" | "limits" | "company">;
  /** The server's document-signing key: the stories' agreements are signed like every other (issue 44). */
  documentSigner: () => Promise<DocumentSigner>;
  admin: { id: string; email: string; role: "admin" };
}

/**
 * A story's draft account (issue 44): a checksum-valid routing number and a fictional account
 * number, its last four the customer's own.
 */
function demoDraftAccount(holderName: string, index: number): DraftAccount {
  return {
    holderName,
    routingNumber: "011000015",
    accountNumber: `4400${String(100_000 + index).padStart(8, "0")}`,
    accountType: index % 3 === 0 ? "savings" : "checking",
  };
}

interface CustomerState {
  user?: { id: string; email: string; firstName: string; lastName: string };
  applicationId?: string;
  accountId?: string;
  debtIds: string[];
  offers: Map<number, string>;
}

async function letterPdf(title: string, lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 72, y: 700, size: 16, font });
  lines.forEach((line, index) => {
    page.drawText(line, { x: 72, y: 670 - index * 18, size: 11, font });
  });
  return Buffer.from(await document.save());
}

const dollars = (value: number) => value.toFixed(2);
const cents = (value: number) => BigInt(Math.round(value * 100));

/** Runs one step of a customer's story at `now`; a refusal stops the seed, naming the story. */
async function runStep(
  ctx: SeedContext,
  story: Story,
  state: CustomerState,
  step: Step,
  now: Date,
  index: number,
) {
  const { db, cipher, env, admin } = ctx;
  const fail = (what: string, result: unknown): never => {
    throw new Error(
      `demo seed: "${story.stage}" could not ${what}: ${JSON.stringify(result, (_k, v) => (typeof v === "bigint" ? String(v) : v))}`,
    );
  };
  const applicationId = () => state.applicationId ?? fail("act before applying", null);
  switch (step.kind) {
    case "submit": {
      const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? "Alex";
      const lastName = LAST_NAMES[index % LAST_NAMES.length] ?? "Rivera";
      const email = `${firstName}.${lastName}@example.com`.toLowerCase();
      const user = await createCredentialUser(db, {
        email,
        password: randomPassword(),
        firstName,
        lastName,
        emailVerified: true,
      });
      await db
        .update(users)
        .set({ timeZone: "America/Chicago", createdAt: now })
        .where(eq(users.id, user.id));
      state.user = { id: user.id, email, firstName, lastName };
      const total = story.debts.reduce((sum, value) => sum + value, 0);
      const draft = {
        firstName,
        lastName,
        email,
        phone: `(312) 555-01${String(index).padStart(2, "0")}`,
        creditScore: index % 3 === 0 ? "poor" : "fair",
        employmentStatus: index % 4 === 0 ? "self-employed" : "employed",
        monthlyIncome: dollars(3200 + index * 115),
        debtRange: String(total > 25000 ? 4 : total > 15000 ? 3 : total > 10000 ? 2 : 1),
        debtAccounts: story.debts.map((balance, position) => ({
          originalCreditor: CREDITORS[(index + position) % CREDITORS.length] ?? "Harbor Bank",
          accountSold: false,
          accountType: "Credit Card",
          dateOpened: "",
          openClosed: "",
          status: "",
          currentBalance: dollars(balance),
          lastPaymentDate: "",
          paidOff: false,
          paymentFrequency: "",
          paymentAmount: "",
          originalBalance: "",
          term: "",
        })),
        address: `${100 + index * 7} Harbor Way, Springfield`,
        state: STATES[index % STATES.length],
        dateOfBirth: `19${70 + (index % 25)}-0${1 + (index % 9)}-1${index % 10}`,
        ssnLastFour: String(1000 + index * 13).slice(-4),
        debtAmount: dollars(total),
        debtTotalChoice: "total",
        agreeToTerms: true,
      };
      const checked = applicationSchema().safeParse(draft);
      if (!checked.success) fail("apply", checked.error.issues);
      const submitted = await submitApplication(db, cipher, {
        userId: user.id,
        submissionId: crypto.randomUUID(),
        application: checked.data as never,
        limits: env.limits.applications,
      });
      if (submitted.kind !== "created") fail("apply", submitted);
      const id = (submitted as { id: string }).id;
      // The database stamps a submission with its own now(); the story's is the seed clock's.
      await db.update(applications).set({ createdAt: now, updatedAt: now }).where(eq(applications.id, id));
      state.applicationId = id;
      const debts = await db
        .select({ id: debtAccounts.id })
        .from(debtAccounts)
        .where(eq(debtAccounts.applicationId, id))
        .orderBy(asc(debtAccounts.position));
      state.debtIds = debts.map((debt) => debt.id);
      return;
    }
    case "approve":
    case "decline":
    case "enroll": {
      const action = step.kind === "enroll" ? "approve-enrollment" : step.kind;
      const result = await changeApplicationStatus(db, {
        applicationId: applicationId(),
        action,
        actor: admin,
        env,
        now,
        ...(step.kind === "decline"
          ? { decline: { declineReason: "cannot_afford_deposit" as const, declineNote: null } }
          : {}),
      });
      if (result.kind !== "changed") fail(action, result);
      if (step.kind === "enroll") {
        const [account] = await db
          .select({ id: dedicatedAccounts.id })
          .from(dedicatedAccounts)
          .where(eq(dedicatedAccounts.applicationId, applicationId()));
        state.accountId = account?.id ?? fail("open the account", null);
      }
      return;
    }
    case "terms": {
      const [plan] = await db
        .select()
        .from(enrollmentPlans)
        .where(eq(enrollmentPlans.applicationId, applicationId()));
      if (!plan) return fail("change the plan", null);
      const result = await changePlanTerms(db, {
        applicationId: applicationId(),
        caller: admin,
        seenRevision: plan.revision,
        terms: {
          termMonths: plan.termMonths,
          monthlyDepositCents: cents(step.monthlyDollars),
          firstDepositDate: plan.firstDepositDate,
        },
        now,
      });
      if (result.kind !== "changed") fail("change the plan", result);
      return;
    }
    case "sign": {
      const user = state.user ?? fail("sign", null);
      const [plan] = await db
        .select()
        .from(enrollmentPlans)
        .where(eq(enrollmentPlans.applicationId, applicationId()));
      // The draft account a signature needs, given first as the customer would (issue 44).
      const notice = { site: env.site, programUrl: `${env.publicUrl}/dashboard/program` };
      const given = await giveDraftAccount(db, {
        applicationId: applicationId(),
        caller: { id: user.id, email: user.email },
        cipher,
        notice,
        now,
        account: demoDraftAccount(`${user.firstName} ${user.lastName}`, index),
      });
      if (given.kind !== "changed") fail("give the draft account", given);
      const result = await signAgreement(db, {
        applicationId: applicationId(),
        caller: { id: user.id, email: user.email, role: "customer" },
        seenRevision: plan?.revision ?? 1,
        now,
        typedName: `${user.firstName} ${user.lastName}`,
        clientAddress: "203.0.113.10",
        userAgent: "Harborline demo",
        timeZone: "America/Chicago",
        cipher,
        company: contractCompany(env.company, env.site),
        signer: await ctx.documentSigner(),
        notice,
      });
      if (result.kind !== "changed") fail("sign", result);
      return;
    }
    case "negotiate": {
      const result = await changeApplicationStatus(db, {
        applicationId: applicationId(),
        action: "approve-negotiations",
        actor: admin,
        env,
        now,
      });
      if (result.kind !== "changed") fail("open negotiations", result);
      for (const debtAccountId of state.debtIds) {
        const moved = await changeDebtStage(db, { debtAccountId, action: "start-negotiating", admin, now });
        if (moved.kind !== "changed") fail("start negotiating", moved);
      }
      return;
    }
    case "offer": {
      const debtAccountId = state.debtIds[step.debt] ?? fail("find the debt", step);
      const balance = story.debts[step.debt] ?? 0;
      const amount = cents((balance * step.percent) / 100);
      const today = companyDayOf(now);
      const each = amount / BigInt(step.payments);
      const payments = Array.from({ length: step.payments }, (_, n) => ({
        dueOn: addDays(today, 20 + n * 30),
        amountCents: n === step.payments - 1 ? amount - each * BigInt(step.payments - 1) : each,
      }));
      const result = await recordOffer(db, {
        debtAccountId,
        admin,
        offer: {
          amountCents: amount,
          expiresOn: addDays(today, step.expiresIn),
          creditorReference: `SET-${String(index).padStart(2, "0")}${step.debt}`,
          notes: null,
          payments,
        },
        env,
        now,
      });
      if (result.kind !== "recorded") fail("record an offer", result);
      state.offers.set(step.debt, (result as { offerId: string }).offerId);
      return;
    }
    case "accept": {
      const user = state.user ?? fail("accept", null);
      const offerId = state.offers.get(step.debt) ?? fail("find the offer", step);
      const result = await approveOffer(db, {
        offerId,
        caller: { id: user.id, email: user.email, role: "customer" },
        typedName: `${user.firstName} ${user.lastName}`,
        clientAddress: "203.0.113.10",
        userAgent: "Harborline demo",
        now,
      });
      if (result.kind !== "changed") fail("approve the offer", result);
      return;
    }
    case "confirm": {
      const offerId = state.offers.get(step.debt) ?? fail("find the offer", step);
      const result = await confirmOffer(db, cipher, {
        offerId,
        caller: admin,
        letter: {
          fileName: "settlement-letter.pdf",
          mediaType: "application/pdf",
          bytes: await letterPdf("Settlement letter", [
            `Reference SET-${String(index).padStart(2, "0")}${step.debt}`,
            "The creditor accepts the settlement on the terms agreed.",
          ]),
        },
        now,
      });
      if (result.kind !== "changed") fail("confirm the offer", result);
      return;
    }
    case "return-last": {
      const accountId = state.accountId ?? fail("return a deposit", null);
      const [last] = await db
        .select({ id: scheduledDeposits.id })
        .from(scheduledDeposits)
        .where(and(eq(scheduledDeposits.accountId, accountId), eq(scheduledDeposits.status, "cleared")))
        .orderBy(desc(scheduledDeposits.dueOn))
        .limit(1);
      if (!last) return fail("find a cleared deposit", null);
      // What the customer's bank reports (R01): through the processor's one entry, as its webhook would.
      const result = await applyProcessorEvent(
        db,
        {
          id: `demo-${last.id}-returned`,
          type: "deposit.returned",
          created: Math.floor(now.getTime() / 1000),
          data: { depositId: last.id, reason: "insufficient_funds" },
        },
        { now, env },
      );
      if (result.kind !== "applied") fail("return a deposit", result);
      return;
    }
    case "leave": {
      const user = state.user ?? fail("leave", null);
      const result = await leaveProgram(db, {
        accountId: state.accountId ?? fail("leave", null),
        caller: { id: user.id, email: user.email, role: "customer" },
        env,
        now,
      });
      if (result.kind !== "left") fail("leave", result);
      return;
    }
    case "legal-notice": {
      const user = state.user ?? fail("upload", null);
      await recordUpload(db, cipher, {
        user: { id: user.id, email: user.email },
        kind: "legal_notice",
        fileName: "summons.pdf",
        mediaType: "application/pdf",
        bytes: await letterPdf("Notice of lawsuit", [
          "Tidewater Finance v. the customer (a fictional notice for the demonstration).",
        ]),
        now,
      });
      return;
    }
  }
}

export interface SeedSummary {
  customers: number;
  days: number;
  ms: number;
}

/**
 * Fills an empty demonstration database (`npm run demo`): refuses one that already has customers.
 * `log` gets a line a month.
 */
export async function seedDemo(
  input: Pick<SeedContext, "db" | "cipher" | "env" | "documentSigner">,
  log: (line: string) => void = () => {},
): Promise<SeedSummary> {
  const started = performance.now();
  const { db } = input;
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (!admin) throw new Error("demo seed: the demo admin is missing");
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} <> ${DEMO_ADMIN_EMAIL}`)
    .limit(1);
  if (existing.length > 0) throw new Error("demo seed: this database already has people in it");
  // Two more admins, so that an assignee is a choice (their passwords are never shown).
  for (const [firstName, lastName] of [
    ["Dana", "Okoye"],
    ["Felix", "Marsh"],
  ] as const) {
    await createOrPromoteAdmin(db, {
      email: `${firstName}.${lastName}@harborline.example`.toLowerCase(),
      password: randomPassword(),
      firstName,
      lastName,
    });
  }
  const ctx: SeedContext = { ...input, admin: { ...admin, role: "admin" } };
  const real = new Date();
  const today = companyDayOf(real);
  const firstDay = addDays(today, -SEED_HISTORY_DAYS);
  // The simulated processor's job is held while history is written (its periodic run would clear
  // every deposit due by the real today at once); released at the end, due at once.
  const hold = new Date(real.getTime() + 3_600_000);
  if (!(await claimSimulatorJob(db, real, hold, input.env.processor.checkSeconds))) {
    throw new Error("demo seed: the simulated processor is running");
  }
  const all = stories();
  const states = all.map((): CustomerState => ({ debtIds: [], offers: new Map() }));
  const byDay = new Map<number, { story: number; step: Step }[]>();
  all.forEach((story, index) => {
    for (const step of story.steps) {
      const day = story.start + step.day;
      if (day > SEED_HISTORY_DAYS) continue;
      const list = byDay.get(day) ?? [];
      list.push({ story: index, step });
      byDay.set(day, list);
    }
  });
  const rand = seeded(44);
  try {
    for (let day = 0; day <= SEED_HISTORY_DAYS; day += 1) {
      const date = addDays(firstDay, day);
      // Office hours, Eastern: each day's steps between 9:00 and 17:00, in order.
      const steps = byDay.get(day) ?? [];
      for (const [position, { story, step }] of steps.entries()) {
        const minutes = 9 * 60 + Math.floor(((position + rand()) / Math.max(1, steps.length)) * 8 * 60);
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        const moment =
          day === SEED_HISTORY_DAYS
            ? minDate(momentAt(date, time, COMPANY_TIME_ZONE), real)
            : momentAt(date, time, COMPANY_TIME_ZONE);
        const storyOf = all[story];
        const state = states[story];
        if (storyOf && state) await runStep(ctx, storyOf, state, step, moment, story);
      }
      // Then the day's jobs, at the day's end (on the real today: now).
      const end = day === SEED_HISTORY_DAYS ? real : momentAt(date, "18:00", COMPANY_TIME_ZONE);
      await runDailyJobs(db, { now: end, env: input.env, simulatedRefunds: true, restRatio: 0 });
      if (date.endsWith("-01")) log(`  demo history: ${date.slice(0, 7)}`);
    }
  } finally {
    await finishSimulatorJob(db, real, 0);
  }
  const offers = await db
    .select({ id: settlementOffers.id })
    .from(settlementOffers)
    .where(inArray(settlementOffers.status, ["awaiting_approval"]));
  log(`  demo: ${all.length} customers, ${offers.length} offers waiting`);
  return { customers: all.length, days: SEED_HISTORY_DAYS, ms: Math.round(performance.now() - started) };
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() < b.getTime() ? a : b;
}
