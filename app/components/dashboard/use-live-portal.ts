import { createContext, useContext } from "react";
import { type LiveRevalidation, useLiveRevalidation } from "#app/components/live/use-live-revalidation.ts";

/** The customer's own live stream (routes/dashboard/events.ts). */
export const PORTAL_EVENTS_URL = "/dashboard/events";

/**
 * Keeps the customer's open room current (issue 25): on each change to their own records (a
 * message, a stage, an offer, a deposit, a refund) the room's and the frame's data are read again
 * (use-live-revalidation.ts). Its first opening says when the frame's data was read (`since`, the
 * frame loader's stamp), so the page is read again as the stream opens only if it missed a change
 * (decision 56). Off while the person is not signed in.
 */
export function useLivePortal(enabled: boolean, since: number | undefined): LiveRevalidation {
  const firstUrl = since === undefined ? undefined : `${PORTAL_EVENTS_URL}?since=${since}`;
  return useLiveRevalidation(PORTAL_EVENTS_URL, "changed", enabled, firstUrl);
}

/** Whether the portal's stream is open (the frame provides it). */
export const PortalStreamContext = createContext(false);

/**
 * One read per change (issue 42): React Router reads the page again after every post, and the
 * change the post made also reaches the page by the stream, which reads it again. A form whose
 * change the stream reports (it writes rows whose triggers tell the customer's stream, migration
 * 0029: an application, a document, a message, a plan, an offer, an account; not Profile
 * Settings' rows) passes this as its `defaultShouldRevalidate`: while the stream is open
 * the page is not read after the post, and the stream's event is the one read, the answer shown
 * meanwhile. A refusal changes nothing and is not read either (a 409, a page out of date, still
 * is: the routes say so). While the stream is not open (reconnecting, or no JavaScript yet),
 * React Router's own read after the post; a reopened stream reads the page anyway.
 */
export function useReadByStream(): false | undefined {
  return useContext(PortalStreamContext) ? false : undefined;
}
