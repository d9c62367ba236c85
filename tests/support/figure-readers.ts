import { expect } from "vitest";
import type { SummaryView } from "#app/domain/dashboard/views.ts";
import type { PlanView } from "#app/domain/enrollment/plan-view.ts";
import type { ProgramFigures } from "#app/domain/projection/figures.ts";
import { GRADUATION_LABELS } from "#app/domain/projection/graduation-view.ts";

// Reading a program's figures from what each page, PDF and e-mail prints, and comparing them
// (tests/integration/program-figures-agree.test.ts: issue 43's one truth for every figure).

export type FigureName =
  | "endMonth"
  | "length"
  | "totalDebt"
  | "settlements"
  | "fees"
  | "feesPaid"
  | "saved"
  | "savedPercent"
  | "forgiven"
  | "net"
  | "monthlyDeposit"
  | "firstDeposit"
  | "lastDeposit"
  | "depositCount"
  | "firstSettlement"
  | "progress"
  | "refund"
  | "paidOffStatus"
  | "paidOffSettlement"
  | "offerDeadline";

export type Figures = Partial<Record<FigureName, string | null | undefined>>;

export interface Source {
  name: string;
  figures: Figures;
}

/** Each figure stated with more than one value, with who said what; empty when they all agree. */
export function disagreements(sources: readonly Source[]): string[] {
  const byFigure = new Map<FigureName, Map<string, string[]>>();
  for (const { name, figures } of sources) {
    for (const [figure, value] of Object.entries(figures) as [FigureName, string | null | undefined][]) {
      if (value === undefined) continue;
      const said = byFigure.get(figure) ?? new Map<string, string[]>();
      said.set(String(value), [...(said.get(String(value)) ?? []), name]);
      byFigure.set(figure, said);
    }
  }
  return [...byFigure.entries()]
    .filter(([, said]) => said.size > 1)
    .map(
      ([figure, said]) =>
        `${figure}: ${[...said.entries()].map(([value, who]) => `${JSON.stringify(value)} (${who.join(", ")})`).join(" vs ")}`,
    );
}

/** How many sources state each figure (so a figure read from one place only is visible). */
export function coverage(sources: readonly Source[]): Partial<Record<FigureName, number>> {
  const counts: Partial<Record<FigureName, number>> = {};
  for (const { figures } of sources) {
    for (const [figure, value] of Object.entries(figures) as [FigureName, unknown][]) {
      if (value !== undefined) counts[figure] = (counts[figure] ?? 0) + 1;
    }
  }
  return counts;
}

// ---- Reading what each page prints ---------------------------------------------------------

export const MONEY = String.raw`\$[\d,]+\.\d{2}`;

export function match(text: string, pattern: RegExp, what: string): RegExpExecArray {
  const found = pattern.exec(text);
  if (!found) throw new Error(`${what}: ${pattern} not found in ${JSON.stringify(text.slice(0, 4000))}`);
  return found;
}

/** "Paid Off since Apr 20, 2027: settled for $2,200.00" → "Paid Off". */
export const statusWord = (text: string) => text.replace(/ since .*$/, "").replace(/:.*$/, "");

/** The shared record a page carries (what its components print from it). */
export function fromRecord(figures: ProgramFigures): Figures {
  return {
    endMonth: figures.endMonth,
    length: figures.lengthMonths === null ? null : String(figures.lengthMonths),
    totalDebt: figures.totalDebt,
    settlements: figures.settlements,
    fees: figures.fees,
    feesPaid: figures.feesPaid,
    saved: figures.saved,
    savedPercent: figures.savedPercent,
    forgiven: figures.forgiven,
    net: figures.net,
    monthlyDeposit: figures.monthlyDeposit,
    firstDeposit: figures.firstDeposit,
    lastDeposit: figures.lastDeposit,
    firstSettlement: figures.firstSettlement,
    progress: figures.progress,
  };
}

/** A plan as My Program's plan section and the admins' panel print it. */
export function fromPlan(plan: PlanView, planned: boolean): Figures {
  return {
    endMonth: plan.endMonth,
    length: String(plan.termMonths),
    totalDebt: plan.totals.balance,
    settlements: plan.totals.settlement,
    fees: plan.totals.fee,
    net: plan.totals.needed,
    saved: plan.saved,
    savedPercent: plan.savedPercent,
    monthlyDeposit: plan.monthlyDeposit,
    firstDeposit: plan.firstDepositDate,
    lastDeposit: plan.lastDepositDate,
    firstSettlement: plan.firstSettlementMonth,
    // Once enrolled, the plan counts the deposits still to come.
    ...(planned ? { depositCount: String(plan.depositCount) } : {}),
  };
}

/** The frame's financial summary, once every application counted has a plan. */
export function fromSummary(summary: SummaryView): Figures {
  expect(summary.basis).toBe("program");
  return {
    totalDebt: summary.totalDebt,
    saved: summary.potentialSavings,
    net: summary.netResult,
    endMonth: summary.projectedCompletion,
  };
}

/** The agreement's PDF: its plan's sentences and the disclosures' length paragraph. */
export function fromAgreement(text: string): Figures {
  const flat = text.replace(/\s+/g, " ");
  const terms = match(
    flat,
    new RegExp(
      `Length: (\\d+) months\\. Monthly deposit: (${MONEY}), the first on (\\w{3} \\d{1,2}, \\d{4}), the last on (\\w{3} \\d{1,2}, \\d{4}) \\((\\d+) deposits`,
    ),
    "the agreement's terms",
  );
  const totals = match(
    flat,
    new RegExp(
      `Enrolled debt: (${MONEY})\\. Expected settlements: (${MONEY})\\. Expected fees: (${MONEY})\\. Expected savings after fees: (${MONEY}) \\(([\\d.]+%)\\)\\.`,
    ),
    "the agreement's totals",
  );
  const months = match(
    flat,
    /Expected first settlement: (\w+ \d{4})\. Expected end of the program: (\w+ \d{4})\./,
    "the agreement's months",
  );
  const disclosed = match(
    flat,
    new RegExp(
      `Your plan runs for (\\d+) months: (\\d+) monthly deposits of (${MONEY}), the first on (\\w{3} \\d{1,2}, \\d{4}) and the last on (\\w{3} \\d{1,2}, \\d{4})\\.`,
    ),
    "the disclosures' length",
  );
  // The terms and the disclosures in the same document must agree as well.
  expect(disclosed.slice(1)).toEqual([terms[1], terms[5], terms[2], terms[3], terms[4]]);
  return {
    length: terms[1],
    monthlyDeposit: terms[2],
    firstDeposit: terms[3],
    lastDeposit: terms[4],
    depositCount: terms[5],
    totalDebt: totals[1],
    settlements: totals[2],
    fees: totals[3],
    saved: totals[4],
    savedPercent: totals[5],
    firstSettlement: months[1],
    endMonth: months[2],
  };
}

/** A graduation summary's labeled totals (the portal's and the e-mail's "Label: value" lines). */
export function fromGraduation(totals: readonly { label: string; value: string }[]): Figures {
  const of = (label: string) => {
    const found = totals.find((total) => total.label === label);
    if (!found) throw new Error(`no "${label}" in the graduation summary`);
    return found.value;
  };
  return {
    totalDebt: match(of(GRADUATION_LABELS.debts), new RegExp(`\\((${MONEY})\\)`), "debts enrolled")[1],
    settlements: of(GRADUATION_LABELS.settled),
    saved: of(GRADUATION_LABELS.saved),
    feesPaid: of(GRADUATION_LABELS.fees),
    forgiven: of(GRADUATION_LABELS.forgiven),
    length: of(GRADUATION_LABELS.months),
    refund: of(GRADUATION_LABELS.refund),
  };
}

/** "Label: value" lines of an e-mail's text, as the graduation summary's totals. */
export function emailDetails(text: string): { label: string; value: string }[] {
  return Object.values(GRADUATION_LABELS).flatMap((label) => {
    const line = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: (.+)$`, "m").exec(text);
    return line?.[1] ? [{ label, value: line[1] }] : [];
  });
}
