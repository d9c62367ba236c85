import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { inBackground } from "#app/components/session/background-requests.ts";
import {
  connectLive,
  createRefreshScheduler,
  type LiveStatus,
  type RefreshScheduler,
} from "./live-connection.browser.js";

export interface LiveRevalidation {
  status: LiveStatus;
  /** How many refreshes brought changes made elsewhere: a live indicator announces each. */
  updates: number;
}

/**
 * Keeps an open page current from a live stream (Server-Sent Events): on each event named `event`
 * from `url`, the page's loaders are read again. The URL, the scroll, the focus and what the
 * person is typing stay as they are; a refresh never overlaps a navigation, a revalidation or a
 * form being sent: one follows it, however many changes came meanwhile (live-connection.browser.js keeps
 * the back-off and the coalescing). The admins' Applications list and Messages inbox, and the
 * customer's portal (issue 25), each follow their own stream with it. Off while `enabled` is false.
 * `firstUrl`: the address of the first opening when it tells the stream when the page was read
 * (`?since=`): the stream then says whether the page missed a change, rather than the page reading
 * itself again as the stream opens (live-connection.browser.js). The latest one is used.
 */
export function useLiveRevalidation(
  url: string,
  event: string,
  enabled = true,
  firstUrl?: string,
): LiveRevalidation {
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
  const latest = useRef({ busy, revalidate: revalidator.revalidate, firstUrl });
  latest.current = { busy, revalidate: revalidator.revalidate, firstUrl };
  const scheduler = useRef<RefreshScheduler | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const refresh = createRefreshScheduler({
      // The page's own doing, not the person's: it does not keep the session alive (decision 0021).
      revalidate: () => inBackground(latest.current.revalidate),
      isBusy: () => latest.current.busy,
      onUpdated: () => setUpdates((count) => count + 1),
    });
    scheduler.current = refresh;
    const close = connectLive({
      url,
      firstUrl: latest.current.firstUrl,
      event,
      onStatus: setStatus,
      onChange: (missed) => refresh.request(!missed),
    });
    return () => {
      scheduler.current = null;
      close();
    };
  }, [url, event, enabled]);

  useEffect(() => {
    if (!busy) scheduler.current?.poke();
  }, [busy]);

  return { status, updates };
}
