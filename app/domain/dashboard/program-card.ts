// What My Applications leads with for a customer with a program (issue 43): progress ("2 of 3
// debts resolved"), the next deposit, the next action with its deadline, and once complete the
// graduation summary; after leaving, the day they left. From the program's one projection.
import { applicationNumber } from "../application/labels.ts";
import { formatCents, formatDate } from "../format.ts";
import type { ProgramFacts } from "../projection/facts.ts";
import { type ProgramFigures, programFigures } from "../projection/figures.ts";
import { type GraduationView, graduationView } from "../projection/graduation-view.ts";
import { type NextAction, nextAction, nextActionText } from "../projection/next-action.ts";
import type { ProgramPhase, ProgramProjection } from "../projection/projection-shapes.ts";

export interface ProgramCardView {
  applicationId: string;
  /** "#1a2b3c4d". */
  number: string;
  phase: ProgramPhase;
  /** "2 of 3 debts resolved". */
  progress: string;
  /** "1 settled debt still being paid", said apart from the resolved ones; null when none is. */
  paying: string | null;
  /** "$412.00 on Jan 15, 2027"; null when no deposit is to come. */
  nextDeposit: string | null;
  nextAction: { kind: NextAction["kind"]; text: string; href: string } | null;
  figures: ProgramFigures;
  graduation: GraduationView | null;
  /** "Left the program on Jan 10, 2027". */
  ended: string | null;
}

export function programCardView(
  program: { facts: ProgramFacts; projection: ProgramProjection },
  readerZone: string,
): ProgramCardView {
  const { facts, projection } = program;
  const next = projection.deposits.next;
  const action = nextAction(facts, projection);
  const figures = programFigures(projection);
  return {
    applicationId: facts.application.id,
    number: `#${applicationNumber(facts.application.id)}`,
    phase: projection.phase,
    progress: figures.progress,
    paying: payingText(projection.progress.paying),
    nextDeposit:
      next && projection.phase !== "left" && projection.phase !== "graduated"
        ? `${formatCents(next.amountCents)} on ${formatDate(next.dueOn)}`
        : null,
    nextAction: action ? { kind: action.kind, ...nextActionText(action, readerZone) } : null,
    figures,
    graduation: projection.phase === "graduated" ? graduationView(facts, projection, readerZone) : null,
    ended:
      projection.phase === "left" && projection.endedOn
        ? `Left the program on ${formatDate(projection.endedOn)}`
        : null,
  };
}

function payingText(paying: number): string | null {
  if (paying === 0) return null;
  return `${paying} settled ${paying === 1 ? "debt" : "debts"} still being paid`;
}

const PHASE_ORDER: Record<ProgramPhase, number> = { enrolled: 0, graduated: 1, left: 2, planned: 3 };

/**
 * The cards My Applications leads with: every program enrollment opened (a plan still to sign is
 * said by its own callout), one in progress first, then the completed, then those left; newest
 * first within each (`programs` come oldest first).
 */
export function programCards(
  programs: readonly { facts: ProgramFacts; projection: ProgramProjection }[],
  readerZone: string,
): ProgramCardView[] {
  return [...programs]
    .reverse()
    .filter((program) => program.projection.phase !== "planned")
    .sort((a, b) => PHASE_ORDER[a.projection.phase] - PHASE_ORDER[b.projection.phase])
    .map((program) => programCardView(program, readerZone));
}
