import { useEffect, useRef } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import {
  connectLive,
  createRefreshScheduler,
  type RefreshScheduler,
} from "#app/components/admin/live-connection.ts";
import { inBackground } from "#app/components/session/background-requests.ts";

/** The customer's own live stream (routes/dashboard/events.ts). */
export const PORTAL_EVENTS_URL = "/dashboard/events";

/**
 * Keeps the customer's open room current (issue 25): on each change to their own records (a
 * message, a stage, an offer, a deposit, a refund) the room's and the frame's data are read again,
 * within a second. Never during a navigation, a revalidation or a form being sent (what the person
 * is typing stays as it is: fields are not re-rendered from data); one refresh after it however
 * many changes came. Off while the person is not signed in. The same back-off and coalescing as the admins' list (live-connection.ts).
 */
export function useLivePortal(enabled: boolean): void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== "idle" ||
    revalidator.state !== "idle" ||
    fetchers.some((fetcher) => fetcher.state !== "idle");
  const latest = useRef({ busy, revalidate: revalidator.revalidate });
  latest.current = { busy, revalidate: revalidator.revalidate };
  const scheduler = useRef<RefreshScheduler | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const refresh = createRefreshScheduler({
      // The page's own doing, not the person's: it does not keep the session alive (decision 0021).
      revalidate: () => inBackground(latest.current.revalidate),
      isBusy: () => latest.current.busy,
      onUpdated: () => {},
    });
    scheduler.current = refresh;
    const close = connectLive({
      url: PORTAL_EVENTS_URL,
      event: "changed",
      onStatus: () => {},
      onChange: (missed) => refresh.request(!missed),
    });
    return () => {
      scheduler.current = null;
      close();
    };
  }, [enabled]);

  useEffect(() => {
    if (!busy) scheduler.current?.poke();
  }, [busy]);
}
