// What Applications Management shows (spec section 2, "Applications Management"): text ready
// to show, built on the server from the rows (app/routes/admin/applications-data.server.ts),
// and the actions the life cycle allows now.

import {
  type AccountDetailsCard,
  type AccountDetailsSource,
  accountDetailsCard,
} from "../account-details-form/card.ts";
import { DECLINE_REASON_LABELS, type DeclineReason } from "../application/decline-reasons.ts";
import {
  type ApplicationDetailsSource,
  financialInformation,
  personalInformation,
} from "../application/details.ts";
import { applicationNumber, applicationStateLabel } from "../application/labels.ts";
import {
  ACTION_LABELS,
  allowedActions,
  COMPLETE_PERCENTAGE,
  type LifecycleAction,
  type LifecycleState,
} from "../application/lifecycle.ts";
import type { DetailItem } from "../display.ts";
import type { AdminPlanView } from "../enrollment/admin-plan-view.ts";
import type { ApplicationStatus, StageStatus } from "../enums.ts";
import { formatDate, formatPhone } from "../format.ts";
import type { FormReply } from "../forms.ts";
import type { ApplicationsQuery } from "./applications-query.ts";
import { customerHref } from "./customer-links.ts";
import type { AdminDebtAccountView } from "./debt-accounts.ts";

export const APPLICATIONS_MESSAGES = {
  title: "Applications Management",
  searchPlaceholder: "Search by name or email",
  empty: "No applications found matching your criteria",
  loading: "Loading applications...",
  failedLoad: "Failed to load applications",
} as const;

export const STAGE_LABELS: Record<StageStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  declined: "Declined",
};

export interface StageView {
  name: "Enrollment" | "Negotiations";
  status: StageStatus;
  label: string;
}

export interface ActionView {
  action: LifecycleAction;
  label: string;
}

export interface AdminApplicationRowView {
  id: string;
  /** The last 8 characters of the id. */
  number: string;
  /** The version actions are taken on (updated_at exactly, as text). */
  version: string;
  name: string;
  /** The customer's page (issue 45), or null when the login was deleted. */
  customerHref: string | null;
  email: string;
  phone: string;
  submitted: string;
  status: ApplicationStatus;
  statusLabel: string;
  /** Enrollment once approved, negotiations once enrolled (spec section 4). */
  stages: StageView[];
  completionPercentage: number;
  actions: ActionView[];
}

export interface AdminApplicationRowSource extends LifecycleState {
  id: string;
  userId: string | null;
  version: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: Date;
}

export function stagesOf(state: LifecycleState): StageView[] {
  if (state.status !== "approved") return [];
  const stages: StageView[] = [
    { name: "Enrollment", status: state.enrollmentStatus, label: STAGE_LABELS[state.enrollmentStatus] },
  ];
  if (state.enrollmentStatus === "approved") {
    stages.push({
      name: "Negotiations",
      status: state.negotiationsStatus,
      label: STAGE_LABELS[state.negotiationsStatus],
    });
  }
  return stages;
}

/** One row; its date in the admin's `timeZone`. */
export function applicationRowView(
  row: AdminApplicationRowSource,
  timeZone: string,
): AdminApplicationRowView {
  return {
    id: row.id,
    number: applicationNumber(row.id),
    version: row.version,
    name: `${row.firstName} ${row.lastName}`,
    customerHref: row.userId ? customerHref(row.userId) : null,
    email: row.email,
    phone: formatPhone(row.phone),
    submitted: formatDate(row.createdAt, timeZone),
    status: row.status,
    statusLabel: applicationStateLabel({
      ...row,
      isComplete: row.completionPercentage >= COMPLETE_PERCENTAGE,
    }),
    stages: stagesOf(row),
    completionPercentage: row.completionPercentage,
    actions: allowedActions(row, "admin").map((action) => ({ action, label: ACTION_LABELS[action] })),
  };
}

export interface AdminApplicationDetailsSource extends ApplicationDetailsSource, LifecycleState {
  isComplete: boolean;
  createdAt: Date;
  updatedAt: Date;
  enrollmentApprovedAt: Date | null;
  negotiationsApprovedAt: Date | null;
  completedAt: Date | null;
  accountDetailsForm: AccountDetailsSource | null;
  /** Why it was declined (issue 21); null before reasons were asked, or not declined. */
  declineReason: DeclineReason | null;
  declineNote: string | null;
}

export interface AdminApplicationDetailsView {
  personal: DetailItem[];
  financial: DetailItem[];
  timeline: DetailItem[];
  /** Why it was declined and the note the customer was sent (issue 21); empty otherwise. */
  decline: DetailItem[];
  /** Only once the application is complete or at 100% (spec section 2). */
  accountDetailsForm: AccountDetailsCard | null;
}

const NOT_YET = "Not yet";

function stageDate(status: StageStatus, at: Date | null, timeZone: string): string {
  if (status === "pending" || !at) return STAGE_LABELS[status];
  return `${STAGE_LABELS[status]} on ${formatDate(at, timeZone)}`;
}

/** The Application Timeline of the expanded row (spec section 2), its days in the admin's `timeZone`. */
export function adminTimeline(app: AdminApplicationDetailsSource, timeZone: string): DetailItem[] {
  // A customer who left after enrollment keeps the stages they reached (issue 43).
  const reached =
    app.status === "approved" || (app.status === "cancelled" && app.enrollmentStatus === "approved");
  const enrollment = reached ? stageDate(app.enrollmentStatus, app.enrollmentApprovedAt, timeZone) : NOT_YET;
  const negotiations =
    reached && app.enrollmentStatus === "approved"
      ? stageDate(app.negotiationsStatus, app.negotiationsApprovedAt, timeZone)
      : NOT_YET;
  return [
    { label: "Submitted", value: formatDate(app.createdAt, timeZone) },
    { label: "Last Updated", value: formatDate(app.updatedAt, timeZone) },
    { label: "Current Status", value: applicationStateLabel(app) },
    { label: "Progress", value: `${app.completionPercentage}%` },
    { label: "Enrollment", value: enrollment },
    { label: "Negotiations", value: negotiations },
    { label: "Completed", value: app.completedAt ? formatDate(app.completedAt, timeZone) : NOT_YET },
  ];
}

export function applicationDetailsView(
  app: AdminApplicationDetailsSource,
  timeZone: string,
): AdminApplicationDetailsView {
  const finished = app.isComplete || app.completionPercentage >= COMPLETE_PERCENTAGE;
  return {
    personal: personalInformation(app),
    financial: financialInformation(app),
    decline: app.declineReason
      ? [
          { label: "Reason", value: DECLINE_REASON_LABELS[app.declineReason] },
          { label: "Note to the Applicant", value: app.declineNote ?? "None" },
        ]
      : [],
    timeline: adminTimeline(app, timeZone),
    accountDetailsForm:
      finished && app.accountDetailsForm ? accountDetailsCard(app.accountDetailsForm, timeZone) : null,
  };
}

/** The expanded row: the one application whose details the address asks for (`?open=<id>`). */
export interface ExpandedApplication {
  id: string;
  details: AdminApplicationDetailsView;
  debtAccounts: AdminDebtAccountView[];
  /** While pending or approved and not complete (decisions.md "read-only mode"). */
  debtAccountsEditable: boolean;
  /** Why they are read-only, when they are. */
  readOnlyReason: string | undefined;
  /** The enrollment plan (issue 22), once the application is approved with debts to enroll. */
  plan: AdminPlanView | null;
}

/** The open row's details, or the spec's message when they could not be read. */
export type ExpandedRow = ExpandedApplication | { failed: string } | null;

export type ApplicationsPageData =
  | {
      ok: true;
      query: ApplicationsQuery;
      rows: AdminApplicationRowView[];
      total: number;
      /** The search's count stopped at `total`: there are more. */
      more: boolean;
      pageCount: number;
      /** The id in `?open=`, when it names an application on this page. */
      openId: string | null;
      expanded: ExpandedRow;
    }
  | { ok: false; query: ApplicationsQuery; message: string };

/** The answer to an action on one application: the toast, and why it was refused. */
export type ApplicationsActionData = FormReply & { intent: string; message: string; applicationId: string };
