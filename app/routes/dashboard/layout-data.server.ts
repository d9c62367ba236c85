import type { RouterContextProvider } from "react-router";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { DashboardFrameData, SummaryView } from "#app/domain/dashboard/views.ts";
import { summaryView } from "#app/domain/projection/summary.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { findFinancialSummaryForCustomer } from "#app/server/models/application/customer-reads.server.ts";
import { customerUnread } from "#app/server/models/message/conversations.server.ts";
import {
  ADMIN_GRANT_ROW,
  APPLICATION_ROWS,
  CONVERSATION_ROW,
  PROGRAM_ROWS,
  USER_ROW,
} from "#app/server/stored-pages/customer-rows.server.ts";
import type { PageRows } from "#app/server/stored-pages/page-rows.server.ts";
import { customerPrograms } from "./customer-programs.server.ts";
import { attempt } from "./room.server.ts";

// The frame around every room of /dashboard: who is signed in (the welcome line and the
// confirmation notice) and the financial summary over their applications.

/**
 * The rows the frame is made of (the session's users row and admin grant, the summed applications
 * and their programs' rows, the conversation whose unread count the Messages link shows).
 */
export const FRAME_ROWS: readonly PageRows[] = [
  USER_ROW,
  ADMIN_GRANT_ROW,
  APPLICATION_ROWS,
  CONVERSATION_ROW,
  ...PROGRAM_ROWS,
];

/**
 * The summary over the applications not declined or cancelled: the estimate for those without a
 * plan, each program's own projection for those with one (issue 43).
 */
async function readSummary(
  context: Readonly<RouterContextProvider>,
  user: Pick<SessionUser, "id" | "timeZone">,
): Promise<SummaryView> {
  const { db } = getServices(context);
  const [estimate, programs] = await Promise.all([
    findFinancialSummaryForCustomer(db, user.id, { withoutPlan: true }),
    customerPrograms(context, user.id),
  ]);
  return summaryView(
    estimate,
    programs.map(({ facts, projection }) => ({ status: facts.application.status, projection })),
    user.timeZone,
  );
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
