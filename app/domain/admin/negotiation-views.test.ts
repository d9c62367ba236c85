import { describe, expect, it } from "vitest";
import { parseSubmission } from "../forms.ts";
import { OFFER_DECISION_MESSAGES } from "../negotiation/offer-decisions.ts";
import { STAGE_MESSAGES } from "../negotiation/stages.ts";
import {
  isStageButtonAction,
  letterProblemMessage,
  negotiationHref,
  readVersion,
  removeDebtForm,
} from "./negotiation.ts";
import { type NegotiationOfferSource, type NegotiationSource, negotiationView } from "./negotiation-views.ts";

// One debt's negotiation page for the admins (issue 24): what the transition tables offer in each
// stage, why nothing is offered, an offer's figures and the steps left to it, and the small rules
// of the page's forms.

const DEBT = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";

const offer = (over: Partial<NegotiationOfferSource> = {}): NegotiationOfferSource => ({
  id: "bbbbbbbb-cccc-4ddd-8eee-ffffffffffff",
  status: "awaiting_approval",
  enrolledBalanceCents: 100_025n,
  amountCents: 45_000n,
  feeCents: 13_756n,
  expiresOn: "2026-12-05",
  expired: false,
  creditorReference: "ACME-123",
  notes: null,
  recordedAt: new Date("2026-11-20T15:00:00Z"),
  decidedAt: null,
  declineReason: null,
  confirmedAt: null,
  confirmationDocumentId: null,
  version: "1",
  payments: [{ seq: 1, dueOn: "2027-01-10", amountCents: 45_000n, status: "planned" }],
  ...over,
});

function source(over: Partial<NegotiationSource> & { stage?: NegotiationSource["debt"]["stage"] } = {}) {
  const { stage = "negotiating", ...rest } = over;
  const base: NegotiationSource = {
    debt: {
      debtAccountId: DEBT,
      creditor: "Creditor 1",
      enrolledBalanceCents: 100_025n,
      stage,
      stageReachedAt: new Date("2026-11-20T15:00:00Z"),
      removedReason: null,
      version: "4",
    },
    customer: {
      applicationId: "11111111-2222-4333-8444-5555abcdef01",
      firstName: "Ada",
      lastName: "Lovelace",
    },
    account: { id: "cccccccc-dddd-4eee-8fff-000000000000", status: "open", balanceCents: 50_000n },
    negotiationsApproved: true,
    offers: [],
  };
  return { ...base, ...rest };
}

const view = (over: Parameters<typeof source>[0] = {}) =>
  negotiationView(source(over), { today: "2026-11-20", timeZone: "America/New_York" });

describe("the negotiation page's view", () => {
  it("offers what the transition table allows in each stage", () => {
    expect(view()).toMatchObject({
      stageActions: [{ action: "start-saving", label: "Move to Saving" }],
      canRemove: true,
      offerDays: { today: "2026-11-20", latest: "2027-11-21" },
      notice: null,
      offerNotice: null,
      customer: "Ada Lovelace",
      number: "#abcdef01",
      balance: "$500.00",
      accountHref: "/admin/money/cccccccc-dddd-4eee-8fff-000000000000",
    });
    const enrolled = view({ stage: "enrolled" });
    expect(enrolled.stageActions.map((change) => change.action)).toEqual([
      "start-saving",
      "start-negotiating",
    ]);
    expect([enrolled.offerDays, enrolled.offerNotice]).toEqual([null, STAGE_MESSAGES.offerNotNegotiating]);
    const settled = view({ stage: "settled" });
    expect([settled.stageActions, settled.canRemove, settled.offerDays, settled.offerNotice]).toEqual([
      [],
      false,
      null,
      null,
    ]);
  });

  it("says why nothing moves: negotiations not approved, or the customer left", () => {
    const waiting = view({ stage: "saving", negotiationsApproved: false });
    expect(waiting.stageActions).toEqual([]);
    expect(waiting.notice).toBe(STAGE_MESSAGES.negotiationsFirst);
    const left = view({ account: { id: "x", status: "closed", balanceCents: 0n } });
    expect([left.notice, left.stageActions, left.canRemove, left.offerDays]).toEqual([
      STAGE_MESSAGES.closed,
      [],
      false,
      null,
    ]);
  });

  it("shows an offer's figures and the steps left to it", () => {
    const [waiting] = view({ stage: "approval_needed", offers: [offer()] }).offers;
    expect(waiting).toMatchObject({
      statusLabel: "Awaiting approval",
      // After the fee (issue 43): $550.25 forgiven less the $137.56 fee.
      saved: "$412.69",
      savedPercent: "41.3%",
      fee: "$137.56",
      expires: "Dec 5, 2026",
      recorded: "Nov 20, 2026",
      canWithdraw: true,
      canConfirm: false,
      payments: [{ seq: 1, date: "Jan 10, 2027", amount: "$450.00", statusLabel: "Planned" }],
    });
    const [late] = view({ offers: [offer({ expired: true })] }).offers;
    expect(late?.statusLabel).toBe("Awaiting approval: past its last day");
    const approved = offer({ status: "approved", decidedAt: new Date("2026-11-21T15:00:00Z") });
    expect(view({ stage: "settled", offers: [approved] }).offers[0]).toMatchObject({
      canWithdraw: true,
      canConfirm: true,
      decided: "Nov 21, 2026",
    });
    const paying = offer({
      status: "approved",
      confirmedAt: new Date("2026-11-22T15:00:00Z"),
      confirmationDocumentId: "dddddddd-eeee-4fff-8000-111111111111",
      payments: [{ seq: 1, dueOn: "2027-01-10", amountCents: 45_000n, status: "cleared" }],
    });
    expect(view({ stage: "settled", offers: [paying] }).offers[0]).toMatchObject({
      canWithdraw: false,
      canConfirm: false,
      letterHref: "/admin/documents/dddddddd-eeee-4fff-8000-111111111111",
      payments: [{ statusLabel: "Paid" }],
    });
  });
});

describe("the negotiation page's forms", () => {
  it("reads the version, the stage buttons and the removal's reason", () => {
    expect([readVersion("12"), readVersion(""), readVersion("1e3"), readVersion(null)]).toEqual([
      "12",
      null,
      null,
      null,
    ]);
    expect([isStageButtonAction("start-saving"), isStageButtonAction("remove")]).toEqual([true, false]);
    expect(negotiationHref(DEBT)).toBe(`/admin/negotiations/${DEBT}`);
    const removal = (reason: string) => parseSubmission(removeDebtForm, { reason });
    expect(removal(" ")).toMatchObject({ ok: false, fieldErrors: { reason: STAGE_MESSAGES.reasonRequired } });
    expect(removal("x".repeat(501))).toMatchObject({ fieldErrors: { reason: STAGE_MESSAGES.reasonTooLong } });
    expect(removal("Paid\ndirectly")).toMatchObject({ ok: true, data: { reason: "Paid\ndirectly" } });
    expect(letterProblemMessage("noFile")).toBe(OFFER_DECISION_MESSAGES.letterRequired);
    expect(letterProblemMessage("tooLarge")).toBe(
      "This file is larger than 10 MB. Please choose a smaller file.",
    );
  });
});
