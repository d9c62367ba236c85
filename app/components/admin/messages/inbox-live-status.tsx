import { useEffect, useState } from "react";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages-views.ts";
import type { LiveInbox } from "./use-live-inbox.ts";

/** How long "Messages updated" stays: a later update within it is not announced again. */
const ANNOUNCEMENT_MS = 4_000;

const LABELS = { off: "", connecting: "Connecting…", live: "Live", reconnecting: "Reconnecting…" } as const;

/**
 * The live stream's state in a few words and, for screen readers, a polite "Messages updated"
 * when changes made elsewhere arrived. Live regions that never take the focus; nothing shows
 * before the page's JavaScript runs.
 */
export function InboxLiveStatus({ status, updates }: LiveInbox) {
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (updates === 0) return;
    setAnnouncement(ADMIN_MESSAGES.live);
    const clear = setTimeout(() => setAnnouncement(""), ANNOUNCEMENT_MS);
    return () => clearTimeout(clear);
  }, [updates]);
  return (
    <div className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
      <p role="status" className="flex items-center gap-2" data-live-status={status}>
        {status === "off" ? null : (
          <>
            <span
              aria-hidden="true"
              className={`inline-block size-2.5 rounded-full ${status === "live" ? "bg-green-600" : "bg-amber-500"}`}
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
