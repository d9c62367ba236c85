import type { RouterContextProvider } from "react-router";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { DashboardFrameData, SummaryView } from "#app/domain/dashboard/views.ts";
import { formatCents, formatDate, formatWholeDollars } from "#app/domain/format.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { findFinancialSummaryForCustomer } from "#app/server/models/application/customer-reads.server.ts";
import { customerUnread } from "#app/server/models/message/conversations.server.ts";
import {
  ADMIN_GRANT_ROW,
  APPLICATION_ROWS,
  CONVERSATION_ROW,
  USER_ROW,
} from "#app/server/stored-pages/customer-rows.server.ts";
import type { PageRows } from "#app/server/stored-pages/page-rows.server.ts";
import { attempt } from "./room.server.ts";

// The frame around every room of /dashboard: who is signed in (the welcome line and the
// confirmation notice) and the financial summary over their applications.

/**
 * The rows the frame is made of (the session's users row and admin grant, the summed applications,
 * the conversation whose unread count the Messages link shows).
 */
export const FRAME_ROWS: readonly PageRows[] = [
  USER_ROW,
  ADMIN_GRANT_ROW,
  APPLICATION_ROWS,
  CONVERSATION_ROW,
];

async function readSummary(
  context: Readonly<RouterContextProvider>,
  user: Pick<SessionUser, "id" | "timeZone">,
): Promise<SummaryView> {
  const totals = await findFinancialSummaryForCustomer(getServices(context).db, user.id);
  return {
    applicationCount: totals.applicationCount,
    totalDebt: formatCents(totals.debtCents),
    // Estimates, in whole dollars (issue 21); the debt is the customer's own amount, to the cent.
    potentialSavings: formatWholeDollars(totals.savingsCents),
    netResult: formatWholeDollars(totals.netCents),
    projectedCompletion: totals.projectedCompletion
      ? formatDate(totals.projectedCompletion, user.timeZone)
      : null,
  };
}

export async function loadDashboardFrame(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
): Promise<DashboardFrameData> {
  return {
    signedOut: false,
    user: {
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      emailVerified: user.emailVerified,
    },
    summary: await attempt("summary", M.failedLoadSummary, () => readSummary(context, user)),
    // A count that cannot be read is not shown (the Messages room says what went wrong).
    unreadMessages: await customerUnread(getServices(context).db, user.id).catch(() => 0),
  };
}
