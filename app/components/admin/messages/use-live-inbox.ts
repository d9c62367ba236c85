import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { inBackground } from "#app/components/session/background-requests.ts";
import {
  connectLive,
  createRefreshScheduler,
  type LiveStatus,
  type RefreshScheduler,
} from "../live-connection.ts";

export const INBOX_EVENTS_URL = "/admin/messages/events";

export interface LiveInbox {
  status: LiveStatus;
  /** How many refreshes brought changes made elsewhere: InboxLiveStatus announces each. */
  updates: number;
}

/**
 * Keeps the Messages inbox and an open conversation current (issue 25): follows the inbox's live
 * stream and, on each change to conversations (a customer's message, another admin's answer,
 * assignment or Done), reads the page's loaders again. The URL, the scroll, the focus and what the
 * admin is typing stay as they are; refreshes never overlap a navigation, a revalidation or a
 * fetcher (live-connection.ts), as on Applications Management.
 */
export function useLiveInbox(): LiveInbox {
  const [status, setStatus] = useState<LiveStatus>("off");
  const [updates, setUpdates] = useState(0);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== "idle" ||
    revalidator.state !== "idle" ||
    fetchers.some((fetcher) => fetcher.state !== "idle");

  // Read by the scheduler when it runs, so it always sees this render's values.
  const latest = useRef({ busy, revalidate: revalidator.revalidate });
  latest.current = { busy, revalidate: revalidator.revalidate };
  const scheduler = useRef<RefreshScheduler | null>(null);

  useEffect(() => {
    const refresh = createRefreshScheduler({
      // The page's own doing, not the admin's: it does not keep the session alive (decision 0021).
      revalidate: () => inBackground(latest.current.revalidate),
      isBusy: () => latest.current.busy,
      onUpdated: () => setUpdates((count) => count + 1),
    });
    scheduler.current = refresh;
    const close = connectLive({
      url: INBOX_EVENTS_URL,
      event: "inbox",
      onStatus: setStatus,
      onChange: (missed) => refresh.request(!missed),
    });
    return () => {
      scheduler.current = null;
      close();
    };
  }, []);

  useEffect(() => {
    if (!busy) scheduler.current?.poke();
  }, [busy]);

  return { status, updates };
}
