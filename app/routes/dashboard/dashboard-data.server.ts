import type { RouterContextProvider } from "react-router";
import { accountDetailsCard } from "#app/domain/dashboard/account-details.ts";
import {
  debtAccountItems,
  financialInformation,
  personalInformation,
  STATUS_LABELS,
} from "#app/domain/dashboard/application-details.ts";
import { readDashboardLocation } from "#app/domain/dashboard/location.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { applicationNumber, applicationOverview } from "#app/domain/dashboard/overview.ts";
import type {
  ApplicationListItemView,
  ApplicationView,
  DashboardData,
  Loaded,
  Selection,
} from "#app/domain/dashboard/views.ts";
import type { ApplicationStatus } from "#app/domain/enums.ts";
import { formatCents, formatDate } from "#app/domain/format.ts";
import { centsOf } from "#app/domain/money.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  type CustomerApplication,
  findApplicationForUser,
  findApplicationsPageForUser,
  findFinancialSummary,
} from "#app/server/models/customer-applications.server.ts";
import { findProfile } from "#app/server/models/customer-profile.server.ts";

// What /dashboard shows, read for the signed-in user only and shaped for display here, so
// the browser receives formatted text (money, dates, masked SSN) and never a raw row.
// Each panel is read on its own: one that fails says so, and the others still show.

async function attempt<T>(panel: string, message: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    logFailure("dashboard read failed", error, { panel });
    return { ok: false, message };
  }
}

function listItemView(app: {
  id: string;
  status: ApplicationStatus;
  debtAmount: string;
  createdAt: Date;
}): ApplicationListItemView {
  return {
    id: app.id,
    number: applicationNumber(app.id),
    status: app.status,
    statusLabel: STATUS_LABELS[app.status],
    debt: formatCents(centsOf(app.debtAmount)),
    submitted: formatDate(app.createdAt),
  };
}

function applicationView(app: CustomerApplication): ApplicationView {
  const overview = applicationOverview(app);
  return {
    ...listItemView(app),
    cancellable: overview.cancellable,
    potentialSavings: formatCents(overview.savingsCents),
    projectedCompletion: formatDate(overview.projectedCompletion),
    timeline: overview.timeline.map((step) => ({
      ...step,
      date: step.date ? formatDate(step.date) : null,
    })),
    personal: personalInformation(app),
    financial: financialInformation(app),
    debtAccounts: app.debtAccounts.map((account) => ({
      id: account.id,
      creditor: account.originalCreditor,
      items: debtAccountItems(account),
    })),
    accountDetails: app.accountDetailsForm ? accountDetailsCard(app.accountDetailsForm) : null,
  };
}

async function readSelection(
  context: Readonly<RouterContextProvider>,
  userId: string,
  applicationId: string | null,
): Promise<Selection> {
  if (!applicationId) return { kind: "none" };
  const { db, cipher } = getServices(context);
  const read = await attempt("application", M.failedLoadApplicationDetails, () =>
    findApplicationForUser(db, cipher, { userId, applicationId }),
  );
  if (!read.ok) return { kind: "failed", message: read.message };
  return read.value ? { kind: "found", application: applicationView(read.value) } : { kind: "not-found" };
}

export async function loadDashboard(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
): Promise<DashboardData> {
  const { db, cipher } = getServices(context);
  const location = readDashboardLocation(new URL(request.url).searchParams);
  // An application named in the address is read alongside the rest.
  const named = location.applicationId ? readSelection(context, user.id, location.applicationId) : null;
  const [summary, applications, profile] = await Promise.all([
    attempt("summary", M.failedLoadSummary, async () => {
      const totals = await findFinancialSummary(db, user.id);
      return {
        applicationCount: totals.applicationCount,
        totalDebt: formatCents(totals.debtCents),
        potentialSavings: formatCents(totals.savingsCents),
        netResult: formatCents(totals.netCents),
        projectedCompletion: totals.projectedCompletion ? formatDate(totals.projectedCompletion) : null,
      };
    }),
    attempt("applications", M.failedLoadApplications, async () => {
      const found = await findApplicationsPageForUser(db, user.id, location.page);
      return { ...found, items: found.items.map(listItemView) };
    }),
    attempt("profile", M.failedLoadProfile, async () => {
      const found = await findProfile(db, cipher, user.id);
      if (!found) throw new Error("no users row for the session's user");
      return found;
    }),
  ]);
  // The newest application is selected when the URL names none (spec): the first of the page
  // shown, which on the first page is the newest of all.
  const applicationId =
    location.applicationId ?? (applications.ok ? (applications.value.items[0]?.id ?? null) : null);
  const page = applications.ok ? applications.value.page : location.page;
  const selection = await (named ?? readSelection(context, user.id, applicationId));
  return {
    signedOut: false,
    user: {
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      emailVerified: user.emailVerified,
    },
    location: { ...location, applicationId, page },
    summary,
    applications,
    selection,
    profile,
  };
}

/** Whether every panel loaded and the application asked for was found: such a page may be stored. */
export function everythingLoaded(dashboard: DashboardData): boolean {
  const { summary, applications, profile, selection } = dashboard;
  return (
    summary.ok && applications.ok && profile.ok && (selection.kind === "none" || selection.kind === "found")
  );
}
