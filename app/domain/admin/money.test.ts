import { describe, expect, it } from "vitest";
import { parseSubmission } from "../forms.ts";
import {
  ADJUSTMENT_MESSAGES as A,
  accountsPageCount,
  adjustmentForm,
  isMoneyId,
  moneyHref,
  RECEIVED_MESSAGES,
  RETRY_MESSAGES,
  RETURN_MESSAGES,
  readMoneyPage,
  receivedForm,
  retryForm,
  returnForm,
} from "./money.ts";
import {
  accountDetailView,
  accountView,
  entryView,
  type RefundDueSource,
  refundDueViews,
  refundStep,
  returnedDepositView,
  signedCents,
} from "./money-views.ts";
import { negotiationHref } from "./negotiation.ts";

const APPLICATION = "11111111-2222-4333-8444-5555abcdef01";
const ACCOUNT = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
const customer = { applicationId: APPLICATION, firstName: "Ada", lastName: "Lovelace" };

function refund(id: string, dueOn: string, state: RefundDueSource["state"] = "requested"): RefundDueSource {
  return { ...customer, id, accountId: ACCOUNT, amountCents: 12_345n, dueOn, state };
}

describe("the refunds due", () => {
  it("lists overdue refunds first, marked, then the others by due day; completed ones not at all", () => {
    const views = refundDueViews(
      [
        refund("r-later", "2027-02-10"),
        refund("r-today", "2027-02-01", "sent"),
        refund("r-late-2", "2027-01-29"),
        refund("r-done", "2027-01-01", "completed"),
        refund("r-late-1", "2027-01-20", "sent"),
      ],
      "2027-02-01",
    );
    expect(views.map((view) => [view.id, view.overdue])).toEqual([
      ["r-late-1", true],
      ["r-late-2", true],
      ["r-today", false],
      ["r-later", false],
    ]);
    expect(views[0]).toMatchObject({
      customer: "Ada Lovelace",
      number: "#abcdef01",
      amount: "$123.45",
      dueOn: "Jan 20, 2027",
      stateLabel: "Sent",
      step: { action: "mark-completed", label: "Mark as completed" },
      accountHref: `/admin/money/${ACCOUNT}`,
    });
  });

  it("offers the one step each state allows", () => {
    expect(refundStep("requested")).toEqual({ action: "mark-sent", label: "Mark as sent" });
    expect(refundStep("sent")).toEqual({ action: "mark-completed", label: "Mark as completed" });
    expect(refundStep("completed")).toBeNull();
  });
});

describe("the money pages' rows", () => {
  it("shows a returned deposit's reason in words", () => {
    const view = returnedDepositView({
      ...customer,
      id: "d",
      accountId: ACCOUNT,
      dueOn: "2027-01-15",
      amountCents: 25_000n,
      returnReason: "insufficient_funds",
    });
    expect(view).toMatchObject({ dueOn: "Jan 15, 2027", amount: "$250.00", reason: "Insufficient funds" });
  });

  it("shows an account's status, balance and opening day in the reader's zone", () => {
    const view = accountView(
      {
        ...customer,
        id: ACCOUNT,
        status: "closed",
        balanceCents: 0n,
        openedAt: new Date("2027-01-01T03:00:00Z"),
      },
      "America/Los_Angeles",
    );
    expect(view).toMatchObject({
      open: false,
      statusLabel: "Closed",
      balance: "$0.00",
      opened: "Dec 31, 2026",
    });
  });

  it("signs amounts, keeps at most 100 entries and summarizes the schedule", () => {
    expect(signedCents(2_500n)).toBe("+$25.00");
    expect(signedCents(-2_500n)).toBe("-$25.00");
    const entries = Array.from({ length: 101 }, (_, index) => ({
      id: BigInt(101 - index),
      kind: "deposit" as const,
      amountCents: 100n,
      balanceAfterCents: BigInt(101 - index) * 100n,
      effectiveOn: "2027-01-15",
      reason: null,
      debtAccountId: null,
      creditor: null,
    }));
    const view = accountDetailView(
      {
        account: { ...customer, id: ACCOUNT, status: "open", balanceCents: 10_100n, openedAt: new Date() },
        entries,
        nextDeposit: { dueOn: "2027-02-15", amountCents: 25_000n },
        depositCounts: { cleared: 2, scheduled: 10 },
        clearedDeposits: [{ id: "d1", dueOn: "2027-01-15", amountCents: 25_000n }],
        settlement: { debts: [], storedOrder: null },
      },
      "UTC",
    );
    expect(view.entries).toHaveLength(100);
    expect(view.moreEntries).toBe(true);
    expect(view.entries[0]).toMatchObject({
      id: "101",
      kind: "Deposit",
      amount: "+$1.00",
      balanceAfter: "$101.00",
    });
    expect(view.nextDeposit).toBe("$250.00 on Feb 15, 2027");
    expect(view.depositCounts).toContainEqual({ label: "Returned", count: 0 });
    expect(view.depositCounts).toContainEqual({ label: "Scheduled", count: 10 });
    expect(view.clearedDeposits).toEqual([{ value: "d1", label: "Jan 15, 2027: $250.00 (d1)" }]);
    expect(view.entries[0]?.debt).toBeNull();
  });

  it("names the creditor of a fee's or a payment's debt, linked to its negotiation (issue 45)", () => {
    const debt = "5b0e1c2a-1111-4222-8333-444455556666";
    const line = entryView({
      id: 7n,
      kind: "fee",
      amountCents: -30_000n,
      balanceAfterCents: 10_000n,
      effectiveOn: "2027-03-10",
      reason: null,
      debtAccountId: debt,
      creditor: "Alpha Bank",
    });
    expect(line).toMatchObject({ kind: "Fee", amount: "-$300.00" });
    expect(line.debt).toEqual({ creditor: "Alpha Bank", href: negotiationHref(debt) });
  });
});

describe("the adjustment form", () => {
  const parse = (amount: string, reason = "Bank fee refunded") =>
    parseSubmission(adjustmentForm, { amount, reason });

  it("reads dollars as signed whole cents", () => {
    for (const [typed, cents] of [
      ["25", 2_500n],
      ["25.5", 2_550n],
      ["-25.00", -2_500n],
      ["$1,000.00", 100_000n],
      ["100000.00", 10_000_000n],
      ["-100000", -10_000_000n],
    ] as const) {
      const parsed = parse(typed);
      expect(parsed.ok && parsed.data.amount, typed).toBe(cents);
    }
  });

  it("refuses an empty, malformed, zero or too large amount next to the field", () => {
    for (const [typed, message] of [
      ["", A.amountRequired],
      ["abc", A.amountInvalid],
      ["1.234", A.amountInvalid],
      ["1e3", A.amountInvalid],
      ["0.00", A.amountZero],
      ["-0", A.amountZero],
      ["100000.01", A.amountTooLarge],
      ["-100000.01", A.amountTooLarge],
    ] as const) {
      const parsed = parse(typed);
      expect(parsed.ok, typed).toBe(false);
      if (!parsed.ok) expect(parsed.fieldErrors.amount, typed).toBe(message);
    }
  });

  it("requires a reason of at most 500 characters", () => {
    const blank = parse("5", "   ");
    expect(!blank.ok && blank.fieldErrors.reason).toBe(A.reasonRequired);
    const long = parse("5", "x".repeat(501));
    expect(!long.ok && long.fieldErrors.reason).toBe(A.reasonTooLong);
    const trimmed = parse("5", "  Goodwill  ");
    expect(trimmed.ok && trimmed.data.reason).toBe("Goodwill");
  });
});

describe("the returned deposit form", () => {
  it("needs a deposit id and a code from the ACH list, or Other with a typed code", () => {
    const parsed = parseSubmission(returnForm, { depositId: "nope", code: "lost" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.fieldErrors).toEqual({
        depositId: RETURN_MESSAGES.depositRequired,
        code: RETURN_MESSAGES.codeRequired,
      });
    }
    const good = parseSubmission(returnForm, { depositId: ACCOUNT, code: "R02" });
    expect(good.ok && good.data).toEqual({ depositId: ACCOUNT, code: "R02" });
    const other = parseSubmission(returnForm, { depositId: ACCOUNT, code: "other", otherCode: " r09 " });
    expect(other.ok && other.data).toEqual({ depositId: ACCOUNT, code: "R09" });
    for (const typed of ["", "R00", "X01", "R1", "R100"]) {
      const bad = parseSubmission(returnForm, { depositId: ACCOUNT, code: "other", otherCode: typed });
      expect(!bad.ok && bad.fieldErrors, typed).toEqual({ otherCode: RETURN_MESSAGES.otherCodeRequired });
    }
  });
});

describe("the received and retry forms", () => {
  it("take an optional processor reference of safe characters, and a retry's day", () => {
    expect(parseSubmission(receivedForm, { depositId: ACCOUNT, reference: "" })).toMatchObject({
      ok: true,
      data: { depositId: ACCOUNT },
    });
    expect(parseSubmission(receivedForm, { depositId: ACCOUNT, reference: "tr_9:x" })).toMatchObject({
      ok: true,
      data: { reference: "tr_9:x" },
    });
    const bad = parseSubmission(receivedForm, { depositId: ACCOUNT, reference: "a b" });
    expect(!bad.ok && bad.fieldErrors).toEqual({ reference: RECEIVED_MESSAGES.referenceInvalid });
    const noDay = parseSubmission(retryForm, { depositId: ACCOUNT, retryOn: "" });
    expect(!noDay.ok && noDay.fieldErrors).toEqual({ retryOn: RETRY_MESSAGES.dayRequired });
  });
});

describe("the money pages' addresses", () => {
  it("reads the page, falling back to the first", () => {
    expect(readMoneyPage(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-1", "page=2.5", "page=x"]) {
      expect(readMoneyPage(new URLSearchParams(bad)), bad).toBe(1);
    }
    expect(moneyHref(1)).toBe("/admin/money");
    expect(moneyHref(4)).toBe("/admin/money?page=4");
    expect(accountsPageCount(0)).toBe(1);
    expect(accountsPageCount(100_000)).toBe(2_000);
    expect(accountsPageCount(100_001)).toBe(2_001);
  });

  it("knows an id from a malformed one", () => {
    expect(isMoneyId(ACCOUNT)).toBe(true);
    expect(isMoneyId(ACCOUNT.toUpperCase())).toBe(true);
    expect(isMoneyId("not-an-id")).toBe(false);
    expect(isMoneyId(`${ACCOUNT}x`)).toBe(false);
  });
});
