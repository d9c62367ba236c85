import { LIVE_EVENTS_URL } from "#app/components/live/live-connection.ts";
import { type LiveRevalidation, useLiveRevalidation } from "#app/components/live/use-live-revalidation.ts";

export type LiveApplications = LiveRevalidation;

/**
 * Keeps the Applications Management page current: follows the admins' live stream and, on
 * each change to applications (another admin, a customer's cancel, a new submission),
 * reads the page's loaders again (use-live-revalidation.ts). The stream's first opening says
 * when the page was read (`since`, its loader's stamp), so the page reads itself again as it
 * opens only if it may have missed a change (admin-stream.server.ts), not every time.
 */
export function useLiveApplications(since: number): LiveApplications {
  return useLiveRevalidation(LIVE_EVENTS_URL, "applications", true, `${LIVE_EVENTS_URL}?since=${since}`);
}
