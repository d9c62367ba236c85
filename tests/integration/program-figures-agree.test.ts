import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationsPageData } from "#app/domain/admin/application-views.ts";
import type { AccountDetailView } from "#app/domain/admin/money-views.ts";
import { estimateSavings, projectedCompletion } from "#app/domain/application/summary.ts";
import type { ApplicationView } from "#app/domain/dashboard/views.ts";
import type { PlanView } from "#app/domain/enrollment/plan-view.ts";
import type { ProgramRoomData } from "#app/domain/enrollment/program-view.ts";
import { formatCents, formatDate, formatWholeDollars } from "#app/domain/format.ts";
import type { AccountView } from "#app/domain/ledger/account-view.ts";
import { centsOf } from "#app/domain/money.ts";
import type { ProgramFigures } from "#app/domain/projection/figures.ts";
import type { GraduationView } from "#app/domain/projection/graduation-view.ts";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { changeApplicationStatus } from "#app/server/models/application/lifecycle.server.ts";
import {
  changePlanTerms,
  makeAgreement,
  signAgreement,
} from "#app/server/models/enrollment/agreement.server.ts";
import { runSimulatedProcessor } from "#app/server/models/ledger/simulator.server.ts";
import { recordOffer } from "#app/server/models/negotiation/record-offer.server.ts";
import { changeDebtStage } from "#app/server/models/negotiation/stages.server.ts";
import {
  applications,
  debtAccounts,
  dedicatedAccounts,
  emailOutbox,
  enrollmentPlans,
  users,
} from "#db/schema.ts";
import { type SignedInUser, signedInAdmin, signedInUser } from "#tests/support/application-requests.ts";
import { TestClock } from "#tests/support/clock.ts";
import { loadDashboard } from "#tests/support/dashboard-route.ts";
import { insertApplicationWithAccounts } from "#tests/support/debt-account-fixtures.ts";
import { giveTestDraftAccount, TEST_NOTICE } from "#tests/support/draft-account.ts";
import { FIXTURE_ENV } from "#tests/support/enrolled-fixtures.ts";
import {
  coverage,
  disagreements,
  emailDetails,
  type Figures,
  fromAgreement,
  fromGraduation,
  fromPlan,
  fromRecord,
  fromSummary,
  MONEY,
  match,
  type Source,
  statusWord,
} from "#tests/support/figure-readers.ts";
import { offer } from "#tests/support/negotiation-fixtures.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { runRoutes } from "#tests/support/route-chain.ts";
import { testCipher } from "#tests/support/test-cipher.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createTestServices } from "#tests/support/test-services.ts";
import { TEST_COMPANY, testDocumentSigner } from "#tests/support/test-signer.ts";
import { approveAs, confirmAs } from "#tests/support/work-queue-fixtures.ts";

// One truth for every figure (issue 43; decision 60): ONE customer (Phoenix) with two debts typed
// with cents, a higher monthly deposit than the minimum, one debt settled and paid off, an offer on
// the other waiting for an answer, then the program's graduation. At each moment every page and
// e-mail that states an end month, a length, savings, a fee or a total is read as the customer and
// the admins get it (the routes' loaders through React Router's own handler, the agreement's PDF
// text, the outbox's rendered e-mails), each figure is taken from what that page prints (its own
// fields, not only the shared record it also carries), and every figure must have ONE value
// across all of them. Runs on the embedded database, and on PostgreSQL with TEST_DATABASE_URL.
//
// The moments:
// A. the plan as offered (approved, the admin's higher deposit, not signed yet): the dashboard's
//    summary, My Applications (list, overview, the program card's data), My Program's plan, the
//    agreement's PDF and its disclosures, the admins' plan panel;
// B. enrolled, one debt Paid Off, an offer waiting on the other: the same pages live, My Program's
//    account (its end month, fees paid, each debt's status, the settled debt, the offer's deadline),
//    Account Details (the program status beside the last reported balance, never Outstanding), the
//    admins' money page (its figures, each debt's status, the fees and payments in its ledger), the
//    paid-off and offer e-mails; the agreement made again states what was offered (moment A);
// C. graduated (the last payment pays the other debt off): the completion e-mail's summary, My
//    Program's and the program card's graduation summary, the summary, the admins' money page.

// ---- The customer and the reads ------------------------------------------------------------

let database: Database;
let services: Services;
let customer: SignedInUser;
let admin: SignedInUser;
let actor: { id: string; email: string; role: "admin" };
const clock = new TestClock("2026-11-20T15:00:00Z");

const SMALLER = { creditor: "Harbor Store Card", balance: "4875.40" };
const LARGER = { creditor: "Capital One", balance: "6420.18" };
/** The admin's deposit: well above the plan's minimum, so the program ends well before its term. */
const HIGHER_DEPOSIT = 70_000n;

const state = {
  applicationId: "",
  accountId: "",
  smallerId: "",
  largerId: "",
  offerA: "",
  offerB: "",
  /** What the agreement stated when it was offered (moment A). */
  offered: {} as Figures,
};

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database, {}, clock);
  customer = await signedInUser(services);
  admin = await signedInAdmin(services);
  actor = { id: admin.id, email: admin.email, role: "admin" };
  await database.db.update(users).set({ timeZone: "America/Phoenix" }).where(eq(users.id, customer.id));
});
afterAll(() => database.close());

async function customerPages() {
  const id = state.applicationId;
  const landing = await loadDashboard(services, `/dashboard?application=${id}`, { user: customer });
  const details = await loadDashboard(services, `/dashboard/account-details?application=${id}`, {
    user: customer,
  });
  const program = await loadDashboard<{ program: { ok: boolean; value?: ProgramRoomData } }>(
    services,
    "/dashboard/program",
    { user: customer },
  );
  const summary = landing.body?.summary;
  const list = landing.body?.applications;
  const selection = landing.body?.selection;
  const chosen = details.body?.selection;
  if (!summary?.ok || !list?.ok || selection?.kind !== "found" || chosen?.kind !== "found") {
    throw new Error("a customer page could not be read");
  }
  const room = program.body?.program.value;
  if (!room) throw new Error("My Program could not be read");
  const item = list.value.items.find((row) => row.id === id);
  return {
    summary: summary.value,
    listDebt: item?.debt,
    overview: selection.application,
    accountDetails: chosen.application,
    plan: room.plans.find((p) => p.applicationId === id)?.plan,
    account: room.accounts.find((a) => a.applicationId === id),
  };
}

async function adminPages() {
  const list = await runRoutes(services, `/admin/applications?open=${state.applicationId}`, { user: admin });
  const page = list.data["routes/admin/applications"] as ApplicationsPageData;
  if (!page.ok || !page.expanded || "failed" in page.expanded) throw new Error("the expanded row failed");
  const plan = page.expanded.plan?.plan;
  const money = state.accountId
    ? ((await runRoutes(services, `/admin/money/${state.accountId}`, { user: admin })).data[
        "routes/admin/money-account"
      ] as AccountDetailView)
    : null;
  return { plan, money };
}

async function agreementFigures() {
  const agreement = await makeAgreement(database.db, state.applicationId, {
    company: TEST_COMPANY,
    cipher: testCipher,
  });
  if (!agreement) throw new Error("no agreement");
  return fromAgreement(await pdfText(agreement.bytes));
}

async function mailTo(kind: string) {
  const rows = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, customer.email), eq(emailOutbox.kind, kind as never)))
    .orderBy(asc(emailOutbox.createdAt));
  const last = rows.at(-1);
  if (!last) throw new Error(`no ${kind} e-mail`);
  return last.text.replace(/[ \t]+/g, " ");
}

/** What My Applications' program card's data states (the landing page's panel prints it). */
function fromCard(application: ApplicationView): Figures {
  const card = application.program;
  if (!card) throw new Error("no program card");
  return { ...fromRecord(card.figures), progress: card.progress };
}

const simulate = () =>
  runSimulatedProcessor(database.db, { now: clock.now(), env: FIXTURE_ENV, intervalSeconds: 1 });

// ---- The moments ---------------------------------------------------------------------------

describe("one customer's program: every page and e-mail states each figure once", () => {
  it("A. the plan as offered: the summary, My Applications, My Program's plan, the agreement and the admins' panel agree", async () => {
    const { application, accounts } = await insertApplicationWithAccounts(database.db, {
      userId: customer.id,
      email: customer.email,
      count: 2,
    });
    state.applicationId = application.id;
    const [smaller, larger] = accounts;
    if (!smaller || !larger) throw new Error("two debt accounts were not made");
    state.smallerId = smaller.id;
    state.largerId = larger.id;
    for (const [id, debt] of [
      [smaller.id, SMALLER],
      [larger.id, LARGER],
    ] as const) {
      await database.db
        .update(debtAccounts)
        .set({ originalCreditor: debt.creditor, currentBalance: debt.balance })
        .where(eq(debtAccounts.id, id));
    }
    const approved = await changeApplicationStatus(database.db, {
      applicationId: application.id,
      action: "approve",
      actor,
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    expect(approved.kind).toBe("changed");
    // The admin raises the deposit above the minimum before the customer signs (a new revision).
    const [terms] = await database.db
      .select()
      .from(enrollmentPlans)
      .where(eq(enrollmentPlans.applicationId, application.id));
    if (!terms) throw new Error("no plan");
    expect(terms.monthlyDepositCents < HIGHER_DEPOSIT).toBe(true);
    clock.advance({ hours: 1 });
    const changed = await changePlanTerms(database.db, {
      applicationId: application.id,
      caller: actor,
      seenRevision: terms.revision,
      terms: {
        termMonths: terms.termMonths,
        monthlyDepositCents: HIGHER_DEPOSIT,
        firstDepositDate: terms.firstDepositDate,
      },
      now: clock.now(),
    });
    expect(changed.kind).toBe("changed");

    const pages = await customerPages();
    const admins = await adminPages();
    expect(pages.plan).toBeDefined();
    expect(admins.plan).toBeDefined();
    state.offered = await agreementFigures();
    const sources: Source[] = [
      { name: "dashboard summary", figures: fromSummary(pages.summary) },
      { name: "My Applications list", figures: { totalDebt: pages.listDebt } },
      {
        name: "My Applications overview",
        figures: { saved: pages.overview.potentialSavings, endMonth: pages.overview.projectedCompletion },
      },
      { name: "program card", figures: fromCard(pages.overview) },
      { name: "My Program plan", figures: fromPlan(pages.plan as PlanView, true) },
      { name: "My Program plan (its record)", figures: fromRecord((pages.plan as PlanView).figures) },
      { name: "agreement PDF", figures: state.offered },
      { name: "admin plan panel", figures: fromPlan(admins.plan as PlanView, true) },
    ];
    expect(disagreements(sources)).toEqual([]);
    // The plan's figures, cents kept: $4,875.40 + $6,420.18.
    expect(pages.summary.totalDebt).toBe("$11,295.58");
    // A higher deposit: the plan ends well before its 36-month term, and says so once.
    expect(Number(state.offered.length)).toBeLessThan(36);
    expect(coverage(sources)).toMatchObject({ endMonth: 7, length: 5, totalDebt: 7, saved: 7 });
  });

  it("B. enrolled, one debt Paid Off and an offer waiting: every page, the admins' and the e-mails agree", async () => {
    const id = state.applicationId;
    const [row] = await database.db.select().from(applications).where(eq(applications.id, id));
    const [terms] = await database.db
      .select()
      .from(enrollmentPlans)
      .where(eq(enrollmentPlans.applicationId, id));
    clock.set("2026-11-21T17:00:00Z");
    await giveTestDraftAccount(database.db, testCipher, id, { now: clock.now() });
    const signed = await signAgreement(database.db, {
      applicationId: id,
      caller: { id: customer.id, email: customer.email, role: "customer" },
      seenRevision: terms?.revision ?? 0,
      now: clock.now(),
      typedName: `${row?.firstName} ${row?.lastName}`,
      clientAddress: "203.0.113.9",
      userAgent: "test",
      timeZone: "America/Phoenix",
      cipher: testCipher,
      company: TEST_COMPANY,
      signer: await testDocumentSigner(),
      notice: TEST_NOTICE,
    });
    expect(signed.kind).toBe("changed");
    clock.set("2026-11-23T15:00:00Z");
    for (const action of ["approve-enrollment", "approve-negotiations"] as const) {
      const moved = await changeApplicationStatus(database.db, {
        applicationId: id,
        action,
        actor,
        env: FIXTURE_ENV,
        now: clock.now(),
      });
      expect(moved.kind, action).toBe("changed");
    }
    for (const debtAccountId of [state.smallerId, state.largerId]) {
      const moved = await changeDebtStage(database.db, {
        debtAccountId,
        action: "start-negotiating",
        admin: actor,
        now: clock.now(),
      });
      expect(moved.kind).toBe("changed");
    }
    const [opened] = await database.db
      .select({ id: dedicatedAccounts.id })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.applicationId, id));
    state.accountId = opened?.id ?? "";

    // The smaller debt settles for $2,200.00 in two payments; the customer approves, the creditor confirms.
    clock.set("2026-12-01T16:00:00Z");
    const recordedA = await recordOffer(database.db, {
      debtAccountId: state.smallerId,
      admin: actor,
      offer: offer(
        220_000n,
        [
          ["2027-02-19", 110_000n],
          ["2027-04-19", 110_000n],
        ],
        "2026-12-10",
      ),
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    if (recordedA.kind !== "recorded") throw new Error(JSON.stringify(recordedA));
    state.offerA = recordedA.offerId;
    const owner = {
      owner: { id: customer.id, email: customer.email, role: "customer" as const },
      applicationId: id,
      accountId: state.accountId,
      debtIds: [state.smallerId, state.largerId],
    };
    await approveAs(database.db, state.offerA, owner, clock.now());
    await confirmAs(database.db, state.offerA, actor, clock.now());
    // Months pass: the deposits clear, then both payments, and the debt is paid off.
    clock.set("2027-04-20T16:00:00Z");
    await simulate();
    // An offer on the other debt waits for the customer's answer.
    const recordedB = await recordOffer(database.db, {
      debtAccountId: state.largerId,
      admin: actor,
      offer: offer(
        290_000n,
        [
          ["2027-07-19", 145_000n],
          ["2027-09-20", 145_000n],
        ],
        "2027-05-05",
      ),
      env: FIXTURE_ENV,
      now: clock.now(),
    });
    if (recordedB.kind !== "recorded") throw new Error(JSON.stringify(recordedB));
    state.offerB = recordedB.offerId;
    clock.set("2027-04-21T16:00:00Z");

    const pages = await customerPages();
    const admins = await adminPages();
    const account = pages.account as AccountView;
    const money = admins.money as AccountDetailView;
    expect(account).toBeDefined();
    expect(money?.program).not.toBeNull();
    const smallerName = SMALLER.creditor;

    // Each debt's status and the settled debt's figures, as each page prints them.
    const accountDebt = account.debts.find((debt) => debt.creditor === smallerName);
    const settled = account.settled.find((debt) => debt.creditor === smallerName);
    const waiting = account.approvals.find((approval) => approval.offerId === state.offerB);
    const detailsItems =
      pages.accountDetails.debtAccounts.find((debt) => debt.creditor === smallerName)?.items ?? [];
    const detailsStatus = detailsItems.find((item) => item.label === "Program status")?.value ?? "";
    const moneyStatus = money.program?.debts.find((debt) => debt.creditor === smallerName)?.status ?? "";
    const moneyStage = money.debts.find((debt) => debt.creditor === smallerName)?.stageLabel ?? "";
    const paidOffMail = await mailTo("debt-paid-off");
    const offerMail = await mailTo("offer-needs-approval");
    const cardAction = pages.overview.program?.nextAction?.text ?? "";
    const ledger = (kind: string) =>
      money.entries
        .filter((entry) => entry.kind === kind)
        .reduce((sum, entry) => sum + -centsOf(entry.amount.replace(/[$,+]/g, "")), 0n);

    const sources: Source[] = [
      { name: "dashboard summary", figures: fromSummary(pages.summary) },
      { name: "My Applications list", figures: { totalDebt: pages.listDebt } },
      {
        name: "My Applications overview",
        figures: { saved: pages.overview.potentialSavings, endMonth: pages.overview.projectedCompletion },
      },
      {
        name: "program card",
        figures: {
          ...fromCard(pages.overview),
          offerDeadline: match(cardAction, /needs your answer by (.+)$/, "the card's next action")[1],
        },
      },
      {
        name: "My Program account",
        figures: {
          endMonth: match(account.endMonth, /^(\w+ \d{4}) \(estimate\)$/, "the account's end month")[1],
          feesPaid: account.feesPaid,
          paidOffStatus: statusWord(accountDebt?.stage ?? ""),
          paidOffSettlement: settled?.settledFor,
          offerDeadline: waiting?.expires,
        },
      },
      { name: "My Program account (its record)", figures: fromRecord(account.figures) },
      { name: "My Program plan", figures: fromPlan(pages.plan as PlanView, false) },
      {
        name: "Account Details",
        figures: {
          totalDebt: pages.accountDetails.debt,
          paidOffStatus: statusWord(detailsStatus),
          paidOffSettlement: match(detailsStatus, new RegExp(`settled for (${MONEY})`), "Account Details")[1],
        },
      },
      { name: "admin plan panel", figures: fromPlan(admins.plan as PlanView, false) },
      {
        name: "admin money page",
        figures: {
          ...fromRecord(money.program?.figures as ProgramFigures),
          paidOffStatus: statusWord(moneyStatus),
          feesPaid: formatCents(ledger("Fee")),
        },
      },
      { name: "admin money page (stage)", figures: { paidOffStatus: moneyStage } },
      {
        name: "paid-off e-mail",
        figures: {
          paidOffSettlement: match(
            paidOffMail,
            new RegExp(`has cleared: (${MONEY}) in all`),
            "paid-off mail",
          )[1],
        },
      },
      {
        name: "offer e-mail",
        figures: { offerDeadline: match(offerMail, /decline it until (.+?)\.\n/, "the offer e-mail")[1] },
      },
    ];
    expect(disagreements(sources)).toEqual([]);
    // What they agree on is what happened: the smaller debt Paid Off for $2,200.00, its fee paid,
    // one of two resolved, the end months away, never Outstanding for a debt the program paid off.
    expect(sources.find((s) => s.name === "My Program account")?.figures).toMatchObject({
      paidOffStatus: "Paid Off",
      paidOffSettlement: "$2,200.00",
      feesPaid: "$668.85",
    });
    expect(account.figures.progress).toBe("1 of 2 debts resolved");
    expect(JSON.stringify(pages.accountDetails)).not.toContain("Outstanding");
    expect(coverage(sources)).toMatchObject({
      endMonth: 8,
      totalDebt: 8,
      saved: 7,
      feesPaid: 4,
      paidOffStatus: 4,
      paidOffSettlement: 3,
      offerDeadline: 3,
    });

    // The agreement is the record of the plan as offered: made again, it states moment A's figures.
    expect(await agreementFigures()).toEqual(state.offered);
  });

  it("C. graduated: the completion e-mail, My Program's and the card's summaries, the summary and the admins agree", async () => {
    const id = state.applicationId;
    const owner = {
      owner: { id: customer.id, email: customer.email, role: "customer" as const },
      applicationId: id,
      accountId: state.accountId,
      debtIds: [state.smallerId, state.largerId],
    };
    await approveAs(database.db, state.offerB, owner, clock.now());
    await confirmAs(database.db, state.offerB, actor, clock.now());
    // The last payment pays the last debt off: the program graduates by itself (decision 60).
    clock.set("2027-09-21T16:00:00Z");
    await simulate();
    const [row] = await database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.isComplete).toBe(true);

    const pages = await customerPages();
    const admins = await adminPages();
    const account = pages.account as AccountView;
    const card = pages.overview.program;
    if (!card?.graduation) throw new Error("the program card has no graduation summary");
    const mail = await mailTo("program-completed");
    const money = admins.money as AccountDetailView;
    expect(account.graduation).not.toBeNull();

    const sources: Source[] = [
      {
        name: "dashboard summary",
        figures: {
          totalDebt: pages.summary.totalDebt,
          saved: pages.summary.potentialSavings,
          endMonth: pages.summary.projectedCompletion,
        },
      },
      { name: "My Applications list", figures: { totalDebt: pages.listDebt } },
      {
        name: "My Program account",
        figures: {
          ...fromGraduation((account.graduation as GraduationView).totals),
          endMonth: match(account.endMonth, /^Completed in (\w+ \d{4})$/, "the account's end")[1],
          feesPaid: account.feesPaid,
          refund: account.refund?.amount,
        },
      },
      { name: "My Program account (its record)", figures: fromRecord(account.figures) },
      {
        name: "program card",
        figures: {
          ...fromGraduation(card.graduation.totals),
          ...fromRecord(card.figures),
        },
      },
      {
        name: "completion e-mail",
        figures: {
          ...fromGraduation(emailDetails(mail)),
          refund: match(
            mail,
            new RegExp(`dedicated account, (${MONEY}), is refunded`),
            "the completion e-mail",
          )[1],
        },
      },
      { name: "admin money page", figures: fromRecord(money.program?.figures as ProgramFigures) },
    ];
    expect(disagreements(sources)).toEqual([]);
    expect(sources.find((s) => s.name === "completion e-mail")?.figures).toMatchObject({
      totalDebt: "$11,295.58",
      settlements: "$5,100.00",
    });
    expect(coverage(sources)).toMatchObject({ totalDebt: 7, saved: 6, feesPaid: 5, length: 5, refund: 3 });
    // Nothing is left to settle, and no page says a settlement is "not covered": the first
    // settlement is the month its offer was approved (December 2026 on this test's clock).
    expect(account.figures.firstSettlement).toBe("December 2026");
    expect(pages.plan?.firstSettlementMonth).toBe("December 2026");
    // Account Details after graduation: the form made from the larger debt reads Paid Off.
    const card2 = pages.accountDetails.accountDetails;
    if (card2) expect(card2.paidBadge).toBe("Paid Off");
    expect(JSON.stringify(pages.accountDetails)).not.toContain("Outstanding");
  });

  it("would fail if one page stated the old estimate (40% of the debt typed, 36 months after submission)", async () => {
    const [row] = await database.db
      .select({ debtAmount: applications.debtAmount, createdAt: applications.createdAt })
      .from(applications)
      .where(eq(applications.id, state.applicationId));
    if (!row) throw new Error("no application");
    const pages = await customerPages();
    const oldOverview: Source = {
      name: "My Applications overview, as before issue 43",
      figures: {
        saved: formatWholeDollars(estimateSavings(centsOf(row.debtAmount)).savingsCents),
        endMonth: formatDate(projectedCompletion(row.createdAt), "America/Phoenix"),
      },
    };
    const found = disagreements([
      { name: "dashboard summary", figures: { saved: pages.summary.potentialSavings } },
      {
        name: "My Program account (its record)",
        figures: fromRecord((pages.account as AccountView).figures),
      },
      oldOverview,
    ]);
    expect(found).toEqual([
      expect.stringMatching(/^saved: .*My Applications overview, as before issue 43/),
      expect.stringMatching(/^endMonth: .*My Applications overview, as before issue 43/),
    ]);
  });
});
