import { useEffect, useState } from "react";
import type { LiveRevalidation } from "./use-live-revalidation.ts";

/** How long "… updated" stays: a later update within it is not announced again. */
const ANNOUNCEMENT_MS = 4_000;

const LABELS = {
  off: "",
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
} as const;

/**
 * A live page's state in a few words ("Live", "Reconnecting…") and, for screen readers, a polite
 * `announcement` ("Applications updated") when changes made elsewhere arrived. Both are live
 * regions that never take the focus; nothing shows before the page's JavaScript runs.
 */
export function LiveIndicator({
  status,
  updates,
  announcement: said = "Applications updated",
}: LiveRevalidation & { announcement?: string }) {
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (updates === 0) return;
    setAnnouncement(said);
    const clear = setTimeout(() => setAnnouncement(""), ANNOUNCEMENT_MS);
    return () => clearTimeout(clear);
  }, [updates, said]);

  const live = status === "live";
  return (
    // As wide as the longest label from the server's HTML on: a label appearing or changing as the
    // page hydrates and connects ("Connecting…", then "Live") never moves the heading's row, nor
    // wraps it to a second line and back (a layout shift under everything below, issue 42).
    <div className="flex min-h-6 min-w-36 items-center gap-2 text-sm whitespace-nowrap text-slate-700">
      <p role="status" className="flex items-center gap-2" data-live-status={status}>
        {status === "off" ? null : (
          <>
            <span
              aria-hidden="true"
              className={`inline-block size-2.5 rounded-full ${live ? "bg-green-600" : "bg-amber-500"}`}
            />
            {LABELS[status]}
          </>
        )}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
