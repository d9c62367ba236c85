import { type LiveRevalidation, useLiveRevalidation } from "#app/components/live/use-live-revalidation.ts";

export const INBOX_EVENTS_URL = "/admin/messages/events";

export type LiveInbox = LiveRevalidation;

/**
 * Keeps the Messages inbox and an open conversation current (issue 25): on each change to
 * conversations (a customer's message, another admin's answer, assignment or Done), the page's
 * loaders are read again (use-live-revalidation.ts), as on Applications Management.
 */
export function useLiveInbox(): LiveInbox {
  return useLiveRevalidation(INBOX_EVENTS_URL, "inbox");
}
