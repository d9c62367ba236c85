// The ONE projection of a program (decisions.md, "The program's ending, and one truth"; issue 43):
// from the stored rows of an application with a plan (facts.ts), every figure of that program,
// in whole cents: each debt's status, expected settlement month, settlement and fee; the end
// month and the one length; the totals (debt enrolled, settlements, fees expected and paid, debt
// forgiven, savings after fees); the deposits; the balance month by month; the offers waiting and
// how each would move the other debts. Pages, e-mails and PDFs only format what it gives
// (figures.ts); nothing else computes a figure of a program.
//
// Before enrollment (no dedicated account) the plan is this same function with a balance of zero
// and the plan's deposits; after, the real balance, the deposits still scheduled and the promises
// of approved settlements. So a program where nothing has happened yet gives the plan's figures
// exactly (program-projection.test.ts holds it as a property). The rules it fixes once:
// - a debt is measured by its enrolled balance (debt_negotiations) after enrollment, the listed one
//   (debt_accounts.current_balance) before; the listed balance is shown only as that;
// - a debt the program does not settle (eligibility.ts) is listed, with its reason, and left out
//   of every total: no settlement, no fee, no month;
// - debts settle in the admin's order, else smallest balance first; "today" is the company's day;
// - promises are approved settlements' payments not yet made, and the fee while none is made;
//   an offer waiting for the customer is no promise (only its "with this offer" effects use it);
// - the end month is the later of the last expected settlement and the last promise; with nothing
//   left to settle or pay, the month the last debt was resolved; once closed, the month it closed;
// - the length is the months from the first deposit's month through the end month, both counted;
// - savings are always after fees.
import { nextBusinessDay } from "../business-days.ts";
import { addMonths, monthOf, monthsBetween } from "../calendar.ts";
import { debtEligibility } from "../debt-account/eligibility.ts";
import { depositSchedule, type PlanTerms } from "../enrollment/plan.ts";
import type { DepositKind, DepositStatus } from "../ledger/kinds.ts";
import { projectProgram } from "../ledger/projection.ts";
import { offerTerms } from "../negotiation/offer-figures.ts";
import { debtEconomics } from "../program.ts";
import { COMPANY_TIME_ZONE, calendarMonthIn, companyDayOf } from "../time-zone.ts";
import { balanceMonths, settlementOrder } from "./balance-months.ts";
import type { FactOffer, ProgramFacts } from "./facts.ts";
import {
  type DepositDay,
  type NotEnrolledReason,
  type OfferWaiting,
  OPEN_STAGES,
  type ProgramPhase,
  type ProgramProjection,
  type ProgramTotals,
  type ProjectedDebt,
} from "./projection-shapes.ts";

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);
const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

function phaseOf(facts: ProgramFacts): ProgramPhase {
  const account = facts.account;
  if (!account) return "planned";
  if (account.status === "open") return "enrolled";
  return account.closedReason === "graduated" ? "graduated" : "left";
}

/** An approved settlement's payments still to come, and its fee while nothing is paid. */
export function promisesOf(
  offer: Pick<FactOffer, "payments" | "feeCents">,
): { date: string; amountCents: bigint }[] {
  const due = offer.payments.filter(
    (payment) => payment.status === "planned" || payment.status === "scheduled",
  );
  const flows = due.map((payment) => ({ date: payment.dueOn, amountCents: payment.amountCents }));
  const anyPaid = offer.payments.some((payment) => payment.status === "cleared");
  const first = due[0];
  if (!anyPaid && first && offer.feeCents > 0n)
    flows.push({ date: first.dueOn, amountCents: offer.feeCents });
  return flows;
}

/** The deposit now: the last scheduled regular one's, else the last drawn one's, else the plan's. */
function currentDeposit(facts: ProgramFacts): bigint {
  const deposits = (facts.account?.deposits ?? []).filter((deposit) => deposit.kind === "regular");
  return (
    deposits.filter((deposit) => deposit.status === "scheduled").at(-1)?.amountCents ??
    deposits.filter((deposit) => deposit.status === "cleared" || deposit.status === "returned").at(-1)
      ?.amountCents ??
    facts.plan.monthlyDepositCents
  );
}

/**
 * The deposits the signed term still allows after the schedule's last day (and after today): the
 * draft day each month (the customer's, else the plan's first deposit's day), drawn on a business
 * day, at the deposit now. What the schedule may grow by (schedule-horizon.ts), and what an
 * offer's "with this offer" months count on.
 */
export function termDeposits(facts: ProgramFacts): DepositDay[] {
  return termDepositsAfter({
    terms: facts.plan,
    draftDay: facts.account?.draftDay ?? null,
    deposits: facts.account?.deposits ?? [],
    today: facts.companyDay,
    amountCents: currentDeposit(facts),
  });
}

/** A term deposit that used one of the debits the customer authorized: drawn, returned, or still to draw. */
const USES_THE_TERM: ReadonlySet<DepositStatus> = new Set(["scheduled", "cleared", "returned"]);

/**
 * The term counts deposits, not calendar months (issue 44): the term's regular deposits drawn or
 * returned, plus those still scheduled, plus these, make `terms.termMonths`. A skipped, cancelled
 * or trimmed month uses none, so it can be made up at the end; an extra deposit or a retry is not
 * one of the term's monthly debits. They follow the month of the schedule's last regular deposit
 * (a skipped one's included), one a month on the draft day (or the month's last day), each on a
 * business day, and after `today`.
 */
export function termDepositsAfter(input: {
  terms: PlanTerms;
  draftDay: number | null;
  deposits: readonly { dueOn: string; status: DepositStatus; kind: DepositKind }[];
  today: string;
  amountCents: bigint;
}): DepositDay[] {
  const regular = input.deposits.filter((deposit) => deposit.kind === "regular");
  let left = input.terms.termMonths - regular.filter((deposit) => USES_THE_TERM.has(deposit.status)).length;
  const lastDay =
    regular
      .filter((deposit) => deposit.status !== "cancelled")
      .map((deposit) => deposit.dueOn)
      .sort()
      .at(-1) ?? "";
  const day = input.draftDay ?? Number(input.terms.firstDepositDate.slice(8, 10));
  // One a month: the month after the last regular deposit's (or the plan's first month).
  const first = lastDay
    ? addMonths(`${lastDay.slice(0, 7)}-01`, 1)
    : `${input.terms.firstDepositDate.slice(0, 7)}-01`;
  const days: DepositDay[] = [];
  // One candidate a month; months at or before the last day or today are passed over (bounded:
  // a term is at most 48 months, and "today" at most some years after the last deposit).
  for (let month = 0; left > 0 && month < input.terms.termMonths + 1200; month += 1) {
    const dueOn = nextBusinessDay(addMonths(first, month, day));
    if (dueOn <= lastDay || dueOn <= input.today) continue;
    days.push({ dueOn, amountCents: input.amountCents });
    left -= 1;
  }
  return days;
}

/** Tenths of a percent of `of`, halves up (0 of nothing). */
export function perMille(part: bigint, of: bigint): bigint {
  return of > 0n ? (part * 1000n + of / 2n) / of : 0n;
}

interface Priced {
  id: string;
  balanceCents: bigint;
  neededCents: bigint;
}

/** When each debt to settle is covered, from these flows: the projection engine (ledger/projection.ts). */
function settleMonths(
  toSettle: readonly Priced[],
  flows: {
    balanceCents: bigint;
    deposits: readonly { date: string; amountCents: bigint }[];
    commitments: readonly { date: string; amountCents: bigint }[];
    order: readonly string[] | null;
    fromMonth?: string;
  },
): Map<string, string | null> {
  const ordered = settlementOrder(toSettle, flows.order);
  const result = projectProgram({
    balanceCents: flows.balanceCents,
    deposits: flows.deposits,
    commitments: flows.commitments,
    debts: ordered.map((debt) => ({ id: debt.id, neededCents: debt.neededCents })),
    ...(flows.fromMonth ? { fromMonth: flows.fromMonth } : {}),
  });
  return new Map(result.debts.map((debt) => [debt.id, debt.month]));
}

/** The end of what remains: the last settlement month (null when one is not covered) and the last promise. */
function endOf(months: readonly (string | null)[], promises: readonly { date: string }[]): string | null {
  if (months.includes(null)) return null;
  const lastPromise =
    promises
      .map((flow) => monthOf(flow.date))
      .sort()
      .at(-1) ?? null;
  return later(
    months
      .filter((month): month is string => month !== null)
      .sort()
      .at(-1) ?? null,
    lastPromise,
  );
}

export function projectProgramState(facts: ProgramFacts): ProgramProjection {
  const phase = phaseOf(facts);
  const account = facts.account;
  const open = phase === "enrolled";
  const thisMonth = monthOf(facts.companyDay);
  const planDeposits = depositSchedule(facts.plan).map((deposit) => ({
    dueOn: deposit.date,
    amountCents: deposit.amountCents,
  }));

  // ---- Each debt, as the program measures it --------------------------------------------------
  const approvedOffer = new Map<string, FactOffer>();
  for (const offer of account?.offers ?? []) {
    if (offer.status === "approved" && !approvedOffer.has(offer.debtAccountId))
      approvedOffer.set(offer.debtAccountId, offer);
  }
  const feeCharged = new Set(
    (account?.entries ?? []).filter((entry) => entry.kind === "fee").map((entry) => entry.offerId),
  );
  const debts: ProjectedDebt[] = facts.debts.map((debt) => {
    const eligibility = debtEligibility(debt);
    const base = {
      id: debt.id,
      creditor: debt.creditor,
      listedBalanceCents: debt.listedBalanceCents,
      removedReason: null,
      paidCents: 0n,
      forgivenCents: 0n,
      resolved: false,
      settlementOfferId: null,
      expectedMonth: null,
    };
    const notEnrolled = (reason: NotEnrolledReason): ProjectedDebt => ({
      ...base,
      status: "not_enrolled",
      statusSince: null,
      notEnrolled: reason,
      balanceCents: null,
      toSettle: false,
      settlement: null,
      fee: null,
      neededCents: null,
    });
    const expected = (balanceCents: bigint) => {
      const economics = debtEconomics(balanceCents);
      return {
        settlement: { cents: economics.settlementCents, agreed: false },
        fee: { cents: economics.feeCents, agreed: false, charged: false },
        neededCents: economics.totalCents,
      };
    };
    if (!account) {
      if (!eligibility.settles) return notEnrolled(eligibility.reason);
      if (debt.listedBalanceCents <= 0n) return notEnrolled("nothing_owed");
      return {
        ...base,
        status: "planned",
        statusSince: null,
        notEnrolled: null,
        balanceCents: debt.listedBalanceCents,
        toSettle: true,
        ...expected(debt.listedBalanceCents),
      };
    }
    const enrolled = debt.enrolled;
    if (!enrolled) {
      return notEnrolled(
        !eligibility.settles
          ? eligibility.reason
          : debt.listedBalanceCents <= 0n
            ? "nothing_owed"
            : "added_later",
      );
    }
    const offer = approvedOffer.get(debt.id);
    const toSettle = open && OPEN_STAGES.includes(enrolled.stage) && !offer;
    const common = {
      ...base,
      status: enrolled.stage,
      statusSince: enrolled.stageReachedAt,
      notEnrolled: null,
      removedReason: enrolled.removedReason,
      balanceCents: enrolled.balanceCents,
      resolved: enrolled.stage === "paid_off" || enrolled.stage === "removed",
      toSettle,
    };
    if (offer) {
      return {
        ...common,
        settlement: { cents: offer.amountCents, agreed: true },
        fee: { cents: offer.feeCents, agreed: true, charged: feeCharged.has(offer.id) },
        neededCents: null,
        paidCents: sum(offer.payments.filter((p) => p.status === "cleared").map((p) => p.amountCents)),
        forgivenCents:
          offer.enrolledBalanceCents > offer.amountCents
            ? offer.enrolledBalanceCents - offer.amountCents
            : 0n,
        settlementOfferId: offer.id,
      };
    }
    if (toSettle) return { ...common, ...expected(enrolled.balanceCents) };
    return { ...common, settlement: null, fee: null, neededCents: null };
  });

  // ---- When each debt still to settle is covered ----------------------------------------------
  const toSettle = debts
    .filter((debt) => debt.toSettle)
    .map((debt) => ({
      id: debt.id,
      balanceCents: debt.balanceCents ?? 0n,
      neededCents: debt.neededCents ?? 0n,
    }));
  const promises = open ? [...approvedOffer.values()].flatMap(promisesOf) : [];
  const scheduledRows = (account?.deposits ?? []).filter((deposit) => deposit.status === "scheduled");
  const upcoming: DepositDay[] = account
    ? open
      ? scheduledRows.map((deposit) => ({ dueOn: deposit.dueOn, amountCents: deposit.amountCents }))
      : []
    : planDeposits;
  const allDays = account ? account.deposits.map((deposit) => deposit.dueOn).sort() : [];
  const firstDepositOn = allDays[0] ?? planDeposits[0]?.dueOn ?? facts.plan.firstDepositDate;
  const flows = {
    balanceCents: open ? (account?.balanceCents ?? 0n) : 0n,
    deposits: upcoming.map((deposit) => ({ date: deposit.dueOn, amountCents: deposit.amountCents })),
    commitments: promises,
    order: account?.settlementOrder ?? null,
    // Nothing settles before this month, nor before the first deposit's.
    ...(account ? { fromMonth: later(thisMonth, monthOf(firstDepositOn)) as string } : {}),
  };
  const months = settleMonths(toSettle, flows);
  for (const debt of debts) if (debt.toSettle) debt.expectedMonth = months.get(debt.id) ?? null;
  const toSettleMonths = toSettle.map((debt) => months.get(debt.id) ?? null);
  const remaining = toSettle.length > 0 || promises.length > 0;
  const covered = !toSettleMonths.includes(null);

  // ---- The end month and the one length -------------------------------------------------------
  let endMonth: string | null;
  if (phase === "planned" || remaining) {
    endMonth = endOf(toSettleMonths, promises);
  } else if (account?.closedAt) {
    endMonth = calendarMonthIn(account.closedAt, COMPANY_TIME_ZONE);
  } else {
    // Open, with nothing left to settle or pay: the program ended with its last resolved debt.
    const resolvedMonths = debts
      .filter((debt) => debt.statusSince && debt.status !== "not_enrolled")
      .map((debt) => calendarMonthIn(debt.statusSince as Date, COMPANY_TIME_ZONE));
    endMonth = resolvedMonths.sort().at(-1) ?? thisMonth;
  }
  // The deposits of the plan run through its end month: the schedule follows the projection.
  const schedule = account
    ? upcoming
    : endMonth
      ? planDeposits.filter((d) => monthOf(d.dueOn) <= endMonth)
      : upcoming;

  const lengthMonths = endMonth ? Math.max(0, monthsBetween(firstDepositOn, `${endMonth}-01`) + 1) : null;
  const lastDepositOn = account
    ? (schedule.at(-1)?.dueOn ??
      account.deposits.filter((d) => d.status === "cleared" || d.status === "returned").at(-1)?.dueOn ??
      null)
    : (schedule.at(-1)?.dueOn ?? null);

  // ---- Totals --------------------------------------------------------------------------------
  const enrolledDebts = debts.filter((debt) => debt.balanceCents !== null);
  const inPlay = enrolledDebts.filter((debt) => debt.settlement !== null);
  const entries = account?.entries ?? [];
  const entrySum = (kind: string) =>
    sum(entries.filter((entry) => entry.kind === kind).map((e) => e.amountCents));
  const inPlayCents = sum(inPlay.map((debt) => debt.balanceCents ?? 0n));
  const settlementCents = sum(inPlay.map((debt) => debt.settlement?.cents ?? 0n));
  const feeCents = sum(inPlay.map((debt) => debt.fee?.cents ?? 0n));
  const savedCents = inPlayCents - settlementCents - feeCents;
  const totals: ProgramTotals = {
    enrolledCents: sum(enrolledDebts.map((debt) => debt.balanceCents ?? 0n)),
    inPlayCents,
    settlementCents,
    feeCents,
    neededCents: settlementCents + feeCents,
    savedCents,
    savedPerMille: perMille(savedCents, inPlayCents),
    feesPaidCents: -entrySum("fee"),
    forgivenCents: sum(debts.map((debt) => debt.forgivenCents)),
    paidToCreditorsCents: -entrySum("creditor_payment"),
    depositedCents: entrySum("deposit"),
    returnedCents: -entrySum("returned_deposit"),
    refundCents: -entrySum("refund"),
    adjustmentsCents: entrySum("adjustment"),
  };

  // ---- Deposits ------------------------------------------------------------------------------
  const cleared = (account?.deposits ?? []).filter((deposit) => deposit.status === "cleared");
  const returned = (account?.deposits ?? []).filter((deposit) => deposit.status === "returned");
  const nextDeposit = schedule.find((deposit) => deposit.dueOn >= facts.companyDay) ?? schedule[0] ?? null;
  const monthlyDepositCents =
    nextDeposit?.amountCents ?? account?.deposits.at(-1)?.amountCents ?? facts.plan.monthlyDepositCents;

  // ---- The balance month by month ------------------------------------------------------------
  const balance = account
    ? {
        nowCents: account.balanceCents,
        months: balanceMonths({
          thisMonth,
          openedMonth: calendarMonthIn(account.openedAt, COMPANY_TIME_ZONE),
          balanceCents: account.balanceCents,
          entries: account.entries,
          scheduled: flows.deposits,
          commitments: promises,
          settlements: debts
            .filter((debt) => debt.toSettle && debt.expectedMonth)
            .map((debt) => ({ month: debt.expectedMonth as string, neededCents: debt.neededCents ?? 0n })),
        }),
      }
    : { nowCents: 0n, months: [] };

  // ---- Offers waiting, and how each would move the other debts --------------------------------
  const extra = open
    ? termDeposits(facts).map((deposit) => ({ date: deposit.dueOn, amountCents: deposit.amountCents }))
    : [];
  const offersWaiting: OfferWaiting[] = open
    ? (account?.offers ?? [])
        .filter((offer) => offer.status === "awaiting_approval")
        .map((offer) => {
          const asPromised = promisesOf({
            feeCents: offer.feeCents,
            payments: offer.payments.map((payment) => ({ ...payment, status: "scheduled" as const })),
          });
          const others = toSettle.filter((debt) => debt.id !== offer.debtAccountId);
          // Approved, the schedule would grow within the signed term as the offer needs.
          const after = settleMonths(others, {
            ...flows,
            deposits: [...flows.deposits, ...extra],
            commitments: [...promises, ...asPromised],
          });
          const terms = offerTerms(offer.enrolledBalanceCents, offer.amountCents);
          return {
            offerId: offer.id,
            debtAccountId: offer.debtAccountId,
            version: offer.version,
            enrolledBalanceCents: offer.enrolledBalanceCents,
            amountCents: offer.amountCents,
            feeCents: offer.feeCents,
            expiresOn: offer.expiresOn,
            expired: offer.expiresOn < facts.companyDay,
            payments: offer.payments.map((payment) => ({
              dueOn: payment.dueOn,
              amountCents: payment.amountCents,
            })),
            savedCents: terms.savedCents,
            savedPerMille: terms.savedPerMille,
            effects: others.map((debt) => ({
              debtId: debt.id,
              before: months.get(debt.id) ?? null,
              after: after.get(debt.id) ?? null,
            })),
          };
        })
    : [];

  // The first settlement: the month a debt's offer was approved, once one was; until then the
  // earliest month a debt still to settle is expected to.
  const agreedMonths = [...approvedOffer.values()]
    .map((offer) => offer.decidedAt)
    .filter((at): at is Date => at !== null)
    .map((at) => calendarMonthIn(at, COMPANY_TIME_ZONE));
  const knownMonths = [
    ...agreedMonths,
    ...toSettleMonths.filter((month): month is string => month !== null),
  ].sort();
  return {
    phase,
    applicationId: facts.application.id,
    accountId: account?.id ?? null,
    termMonths: facts.plan.termMonths,
    monthlyDepositCents,
    firstDepositOn,
    schedule,
    lastDepositOn,
    remaining,
    covered,
    endMonth,
    lengthMonths,
    firstSettlementMonth: knownMonths[0] ?? null,
    debts,
    totals,
    progress: {
      resolved: debts.filter((debt) => debt.resolved).length,
      enrolled: enrolledDebts.length,
      paying: debts.filter((debt) => debt.status === "settled").length,
    },
    deposits: {
      next: open || !account ? nextDeposit : null,
      made: { count: cleared.length, cents: sum(cleared.map((deposit) => deposit.amountCents)) },
      missed: { count: returned.length, cents: sum(returned.map((deposit) => deposit.amountCents)) },
      returned: [...returned].reverse().map((deposit) => ({
        dueOn: deposit.dueOn,
        amountCents: deposit.amountCents,
        returnedOn: deposit.settledAt ? companyDayOf(deposit.settledAt) : null,
        reason: deposit.returnReason,
      })),
      remaining: schedule.length,
    },
    balance,
    promises,
    offersWaiting,
    ending: phase === "graduated" ? "graduated" : phase === "left" ? "left" : null,
    endedOn: account?.closedAt ? companyDayOf(account.closedAt) : null,
    refund: account?.refund
      ? {
          amountCents: account.refund.amountCents,
          dueOn: account.refund.dueOn,
          state: account.refund.state,
          requestedAt: account.refund.requestedAt,
          sentAt: account.refund.sentAt,
          completedAt: account.refund.completedAt,
        }
      : null,
  };
}
