import type { SiteConfig } from "#app/config/site.ts";
import { authorizationParagraphs } from "#app/content/debit-authorization.ts";
import { applicationNumber } from "#app/domain/application/labels.ts";
import { planAuthorizationTerms } from "#app/domain/bank-account/authorization-terms.ts";
import { draftAccountView } from "#app/domain/bank-account/draft-account-view.ts";
import type { Loaded } from "#app/domain/dashboard/views.ts";
import { planView } from "#app/domain/enrollment/plan-view.ts";
import { PROGRAM_MESSAGES, type ProgramRoomData } from "#app/domain/enrollment/program-view.ts";
import { accountView } from "#app/domain/ledger/account-view.ts";
import type { TaxRate } from "#app/domain/negotiation/kinds.ts";
import { formatDateTimeIn } from "#app/domain/time-zone.ts";
import type { Db } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { findDraftAccounts } from "#app/server/models/bank-account/draft-account-reads.server.ts";
import type { ProgramRead } from "#app/server/models/projection/program-projection.server.ts";
import { PROGRAM_ROWS } from "#app/server/stored-pages/customer-rows.server.ts";
import type { PageRows } from "#app/server/stored-pages/page-rows.server.ts";
import { attempt } from "./room.server.ts";

// My Program's data (/dashboard/program; issues 22, 23, 24 and 43): the customer's programs, each
// through the one projection (models/projection/): the dedicated account with its figures, each
// debt's stage, the offers waiting for an answer and the settlements' forgiven debt at the tax
// rate the customer picked; and each approved application's plan, whether it waits for their
// signature. The plan and the account read the same projection, so they state the same figures.

/**
 * The rows My Program is made of besides the frame's (issue 43): everything a program's one
 * projection reads (its plan, debts, account, schedule, ledger, refund, negotiations, offers and
 * payments). Its application rows are the frame's.
 */
export const PROGRAM_ROOM_ROWS: readonly PageRows[] = PROGRAM_ROWS;

export function loadProgramRoom(
  db: Db,
  read: Promise<ProgramRead[]>,
  user: SessionUser,
  taxRate: TaxRate,
  site: SiteConfig,
): Promise<Loaded<ProgramRoomData>> {
  return attempt("program", PROGRAM_MESSAGES.failedLoad, async () => {
    const programs = await read;
    const approved = programs.filter((program) => program.facts.application.status === "approved");
    const draftAccounts = await findDraftAccounts(
      db,
      approved.map((program) => program.facts.application.id),
    );
    return {
      taxRate,
      accounts: programs
        .filter((program) => program.facts.account !== null)
        .sort(
          (a, b) => (a.facts.account?.openedAt.getTime() ?? 0) - (b.facts.account?.openedAt.getTime() ?? 0),
        )
        .map((program) => accountView(program, user.timeZone, taxRate)),
      plans: approved.map(({ facts, projection }) => ({
        applicationId: facts.application.id,
        number: `#${applicationNumber(facts.application.id)}`,
        plan: planView(projection, facts.plan.revision),
        signedAt: facts.plan.signedAt ? formatDateTimeIn(facts.plan.signedAt, user.timeZone) : null,
        fullName: `${facts.application.firstName} ${facts.application.lastName}`,
        awaitingSignature: facts.plan.signedAt === null && facts.application.enrollmentStatus === "pending",
        ended: projection.phase === "graduated" || projection.phase === "left",
        draftAccount: draftAccountView({
          facts: draftAccounts.get(facts.application.id) ?? null,
          state: {
            applicationStatus: facts.application.status,
            enrollmentStatus: facts.application.enrollmentStatus,
            signed: facts.plan.signedAt !== null,
            dedicatedAccount: facts.account?.status ?? null,
          },
          preview: (account) => authorizationParagraphs(site, account, planAuthorizationTerms(facts.plan)),
          timeZone: user.timeZone,
          companyDay: facts.companyDay,
        }),
      })),
    };
  });
}
