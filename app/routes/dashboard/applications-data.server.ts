import type { RouterContextProvider } from "react-router";
import { accountDetailsCard } from "#app/domain/account-details-form/card.ts";
import { declineExplanation } from "#app/domain/application/decline-form.ts";
import {
  debtAccountItems,
  financialInformation,
  personalInformation,
} from "#app/domain/application/details.ts";
import { applicationNumber, applicationStateLabel } from "#app/domain/application/labels.ts";
import { readApplicationChoice } from "#app/domain/dashboard/location.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { applicationOverview } from "#app/domain/dashboard/overview.ts";
import { programCards, programCardView } from "#app/domain/dashboard/program-card.ts";
import type {
  ApplicationChoiceData,
  ApplicationListItemView,
  ApplicationView,
  Selection,
} from "#app/domain/dashboard/views.ts";
import type { ApplicationStatus, StageStatus } from "#app/domain/enums.ts";
import { formatCents, formatDate, formatWholeDollars } from "#app/domain/format.ts";
import { centsOf } from "#app/domain/money.ts";
import { debtOutcomeText } from "#app/domain/projection/debt-status.ts";
import { programFigures } from "#app/domain/projection/figures.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import {
  type CustomerApplication,
  findApplicationForCustomer,
  findApplicationsPageForCustomer,
} from "#app/server/models/application/customer-reads.server.ts";
import type { ProgramRead } from "#app/server/models/projection/program-projection.server.ts";
import {
  APPLICATION_ROWS,
  DEBT_ACCOUNT_ROWS,
  DETAILS_FORM_ROWS,
  PROGRAM_ROWS,
} from "#app/server/stored-pages/customer-rows.server.ts";
import type { PageRows } from "#app/server/stored-pages/page-rows.server.ts";
import { customerPrograms } from "./customer-programs.server.ts";
import { attempt } from "./room.server.ts";

// My Applications and Account Details: a page of the user's applications and the one chosen in
// it (the newest when the address names none), read for the signed-in user only and shaped for
// display here, so the browser receives formatted text (money, dates, masked SSN), never a row.

/**
 * The rows these rooms are made of: the applications, their debt accounts and details forms, and
 * their programs' rows (the list, the overview and Account Details read the one projection).
 */
export const APPLICATION_CHOICE_ROWS: readonly PageRows[] = [
  APPLICATION_ROWS,
  DEBT_ACCOUNT_ROWS,
  DETAILS_FORM_ROWS,
  ...PROGRAM_ROWS,
];

/** One application of the list; its day in the customer's `timeZone` (issue 21). */
function listItemView(
  app: {
    id: string;
    status: ApplicationStatus;
    enrollmentStatus: StageStatus;
    isComplete: boolean;
    debtAmount: string;
    createdAt: Date;
  },
  timeZone: string,
  program: ProgramRead | undefined,
): ApplicationListItemView {
  return {
    id: app.id,
    number: applicationNumber(app.id),
    status: app.status,
    statusLabel: applicationStateLabel(app),
    // Once a plan exists, the debt is the program's (the balances it enrolls, cents kept: issue 43).
    debt: formatCents(program ? program.projection.totals.enrolledCents : centsOf(app.debtAmount)),
    submitted: formatDate(app.createdAt, timeZone),
  };
}

function applicationView(
  app: CustomerApplication,
  timeZone: string,
  program: ProgramRead | undefined,
): ApplicationView {
  const projection = program?.projection;
  const ended = projection?.ending && program?.facts.account?.closedAt;
  const overview = applicationOverview({
    ...app,
    programEnded: projection?.ending && ended ? { kind: projection.ending, at: ended } : null,
  });
  const debtOf = new Map((projection?.debts ?? []).map((debt) => [debt.id, debt]));
  const status = (id: string | null | undefined) => {
    const debt = id ? debtOf.get(id) : undefined;
    return debt ? debtOutcomeText(debt, timeZone) : null;
  };
  const formDebt = app.accountDetailsForm?.debtAccountId
    ? debtOf.get(app.accountDetailsForm.debtAccountId)
    : undefined;
  const figures = projection ? programFigures(projection) : null;
  return {
    ...listItemView(app, timeZone, program),
    cancellable: overview.cancellable,
    // A program's own figures (issue 43); before a plan, the estimate in whole dollars (issue 21);
    // none for what will not be enrolled.
    potentialSavings: !overview.estimated
      ? null
      : figures
        ? figures.saved
        : formatWholeDollars(overview.savingsCents),
    projectedCompletion: !overview.estimated
      ? null
      : figures
        ? figures.endMonth
        : formatDate(overview.projectedCompletion, timeZone),
    decline: declineExplanation(app),
    timeline: overview.timeline.map((step) => ({
      ...step,
      date: step.date ? formatDate(step.date, timeZone) : null,
    })),
    personal: personalInformation(app),
    financial: financialInformation(app),
    debtAccounts: app.debtAccounts.map((account) => ({
      id: account.id,
      creditor: account.originalCreditor,
      items: debtAccountItems(account, status(account.id)),
    })),
    accountDetails: app.accountDetailsForm
      ? accountDetailsCard(
          app.accountDetailsForm,
          timeZone,
          formDebt
            ? { text: debtOutcomeText(formDebt, timeZone), paidOff: formDebt.status === "paid_off" }
            : null,
        )
      : null,
    programDebts: (projection?.debts ?? []).map((debt) => ({
      id: debt.id,
      creditor: debt.creditor,
      status: debtOutcomeText(debt, timeZone),
      lastReported: formatCents(debt.listedBalanceCents),
    })),
    program: program ? programCardView(program, timeZone) : null,
  };
}

async function readSelection(
  context: Readonly<RouterContextProvider>,
  user: Pick<SessionUser, "id" | "timeZone">,
  applicationId: string | null,
  programs: Promise<Map<string, ProgramRead>>,
): Promise<Selection> {
  if (!applicationId) return { kind: "none" };
  const { db, cipher } = getServices(context);
  const read = await attempt("application", M.failedLoadApplicationDetails, () =>
    findApplicationForCustomer(db, cipher, { userId: user.id, applicationId }),
  );
  if (!read.ok) return { kind: "failed", message: read.message };
  if (!read.value) return { kind: "not-found" };
  const program = (await programs).get(read.value.id);
  return { kind: "found", application: applicationView(read.value, user.timeZone, program) };
}

export async function loadApplicationChoice(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  /** My Applications leads with a card per program (issue 43); Account Details shows none. */
  { withProgramCards = false }: { withProgramCards?: boolean } = {},
): Promise<ApplicationChoiceData> {
  const { db } = getServices(context);
  const choice = readApplicationChoice(new URL(request.url).searchParams);
  // The customer's programs, each through the one projection (issue 43), read once for the list
  // and the application chosen.
  const programs = customerPrograms(context, user.id).then(
    (reads) => new Map(reads.map((read) => [read.facts.application.id, read])),
  );
  // Awaited by the list and the selection, each of which says what failed; none is left unheard.
  programs.catch(() => undefined);
  // An application named in the address is read alongside the list.
  const named = choice.applicationId ? readSelection(context, user, choice.applicationId, programs) : null;
  const applications = await attempt("applications", M.failedLoadApplications, async () => {
    const found = await findApplicationsPageForCustomer(db, user.id, choice.page);
    const byId = await programs;
    return {
      ...found,
      items: found.items.map((item) => listItemView(item, user.timeZone, byId.get(item.id))),
    };
  });
  // The newest application is selected when the URL names none (spec): the first of the page
  // shown, which on the first page is the newest of all.
  const applicationId =
    choice.applicationId ?? (applications.ok ? (applications.value.items[0]?.id ?? null) : null);
  const page = applications.ok ? applications.value.page : choice.page;
  const selection = await (named ?? readSelection(context, user, applicationId, programs));
  // A failed read has failed the list already (said there, and the page not stored): no card then.
  const cards = withProgramCards
    ? await programs.then((byId) => programCards([...byId.values()], user.timeZone)).catch(() => [])
    : [];
  return {
    signedOut: false,
    choice: { ...choice, applicationId, page },
    applications,
    selection,
    programs: cards,
  };
}
