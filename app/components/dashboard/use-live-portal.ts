import { useLiveRevalidation } from "#app/components/live/use-live-revalidation.ts";

/** The customer's own live stream (routes/dashboard/events.ts). */
export const PORTAL_EVENTS_URL = "/dashboard/events";

/**
 * Keeps the customer's open room current (issue 25): on each change to their own records (a
 * message, a stage, an offer, a deposit, a refund) the room's and the frame's data are read again
 * (use-live-revalidation.ts). Off while the person is not signed in.
 */
export function useLivePortal(enabled: boolean): void {
  useLiveRevalidation(PORTAL_EVENTS_URL, "changed", enabled);
}
