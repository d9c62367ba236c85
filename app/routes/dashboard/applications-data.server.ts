import type { RouterContextProvider } from "react-router";
import { accountDetailsCard } from "#app/domain/account-details-form/card.ts";
import { declineExplanation } from "#app/domain/application/decline-form.ts";
import {
  debtAccountItems,
  financialInformation,
  personalInformation,
} from "#app/domain/application/details.ts";
import { applicationNumber, STATUS_LABELS } from "#app/domain/application/labels.ts";
import { readApplicationChoice } from "#app/domain/dashboard/location.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { applicationOverview } from "#app/domain/dashboard/overview.ts";
import type {
  ApplicationChoiceData,
  ApplicationListItemView,
  ApplicationView,
  Selection,
} from "#app/domain/dashboard/views.ts";
import type { ApplicationStatus } from "#app/domain/enums.ts";
import { formatCents, formatDate, formatWholeDollars } from "#app/domain/format.ts";
import { centsOf } from "#app/domain/money.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import {
  type CustomerApplication,
  findApplicationForCustomer,
  findApplicationsPageForCustomer,
} from "#app/server/models/application/customer-reads.server.ts";
import {
  APPLICATION_ROWS,
  DEBT_ACCOUNT_ROWS,
  DETAILS_FORM_ROWS,
  PLAN_ROWS,
} from "#app/server/stored-pages/customer-rows.server.ts";
import type { PageRows } from "#app/server/stored-pages/page-rows.server.ts";
import { attempt } from "./room.server.ts";

// My Applications and Account Details: a page of the user's applications and the one chosen in
// it (the newest when the address names none), read for the signed-in user only and shaped for
// display here, so the browser receives formatted text (money, dates, masked SSN), never a row.

/** The rows these rooms are made of: the applications, their debt accounts and details forms. */
export const APPLICATION_CHOICE_ROWS: readonly PageRows[] = [
  APPLICATION_ROWS,
  DEBT_ACCOUNT_ROWS,
  DETAILS_FORM_ROWS,
  PLAN_ROWS,
];

/** One application of the list; its day in the customer's `timeZone` (issue 21). */
function listItemView(
  app: {
    id: string;
    status: ApplicationStatus;
    debtAmount: string;
    createdAt: Date;
  },
  timeZone: string,
): ApplicationListItemView {
  return {
    id: app.id,
    number: applicationNumber(app.id),
    status: app.status,
    statusLabel: STATUS_LABELS[app.status],
    debt: formatCents(centsOf(app.debtAmount)),
    submitted: formatDate(app.createdAt, timeZone),
  };
}

function applicationView(app: CustomerApplication, timeZone: string): ApplicationView {
  const overview = applicationOverview(app);
  return {
    ...listItemView(app, timeZone),
    cancellable: overview.cancellable,
    // No estimate for what will not be enrolled; estimates in whole dollars (issue 21).
    potentialSavings: overview.estimated ? formatWholeDollars(overview.savingsCents) : null,
    projectedCompletion: overview.estimated ? formatDate(overview.projectedCompletion, timeZone) : null,
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
      items: debtAccountItems(account),
    })),
    accountDetails: app.accountDetailsForm ? accountDetailsCard(app.accountDetailsForm, timeZone) : null,
  };
}

async function readSelection(
  context: Readonly<RouterContextProvider>,
  user: Pick<SessionUser, "id" | "timeZone">,
  applicationId: string | null,
): Promise<Selection> {
  if (!applicationId) return { kind: "none" };
  const { db, cipher } = getServices(context);
  const read = await attempt("application", M.failedLoadApplicationDetails, () =>
    findApplicationForCustomer(db, cipher, { userId: user.id, applicationId }),
  );
  if (!read.ok) return { kind: "failed", message: read.message };
  return read.value
    ? { kind: "found", application: applicationView(read.value, user.timeZone) }
    : { kind: "not-found" };
}

export async function loadApplicationChoice(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
): Promise<ApplicationChoiceData> {
  const { db } = getServices(context);
  const choice = readApplicationChoice(new URL(request.url).searchParams);
  // An application named in the address is read alongside the list.
  const named = choice.applicationId ? readSelection(context, user, choice.applicationId) : null;
  const applications = await attempt("applications", M.failedLoadApplications, async () => {
    const found = await findApplicationsPageForCustomer(db, user.id, choice.page);
    return { ...found, items: found.items.map((item) => listItemView(item, user.timeZone)) };
  });
  // The newest application is selected when the URL names none (spec): the first of the page
  // shown, which on the first page is the newest of all.
  const applicationId =
    choice.applicationId ?? (applications.ok ? (applications.value.items[0]?.id ?? null) : null);
  const page = applications.ok ? applications.value.page : choice.page;
  const selection = await (named ?? readSelection(context, user, applicationId));
  return { signedOut: false, choice: { ...choice, applicationId, page }, applications, selection };
}
