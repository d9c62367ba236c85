import { DASHBOARD_MESSAGES as M } from "./messages.ts";
import type { DashboardData } from "./views.ts";

/**
 * What the dashboard could not load, in the spec's words (section 8, "Customer toasts"):
 * each shown as a toast as well as in its panel. 'Application not found' is one of them.
 */
export function loadFailures(data: DashboardData): string[] {
  const failures: string[] = [];
  for (const panel of [data.summary, data.applications, data.profile]) {
    if (!panel.ok) failures.push(panel.message);
  }
  if (data.selection.kind === "failed") failures.push(data.selection.message);
  if (data.selection.kind === "not-found") failures.push(M.applicationNotFound);
  return failures;
}
