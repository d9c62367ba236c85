import { inlineScript } from "#app/components/inline-script.ts";
import live from "#app/components/live/live-connection.browser.js?raw";
import { useNonce } from "#app/components/nonce.tsx";
import pageForm from "#app/components/ui/page-form.browser.js?raw";
import tabs from "#app/components/ui/tabs.browser.js?raw";
import { BACKGROUND_HEADER } from "#app/domain/session/status.ts";
import source from "./portal-room.browser.js?raw";
import roomForms from "./room-forms.browser.js?raw";
import { PORTAL_EVENTS_URL } from "./use-live-portal.ts";
import { STALE_AFTER_MS } from "./use-revalidate-on-return.ts";

// Inlined with the stream's back-off and coalescing it shares with React's pages, the rooms'
// forms and tabs (inline-script.ts), so the room waits for no script file (docs/decisions/0055).
export const SCRIPT = import.meta.env.SSR ? inlineScript(source, live, pageForm, roomForms, tabs) : "";

/** The id of the part of the dashboard a live refresh puts in place (the layout's frame). */
export const PORTAL_FRAME_ID = "portal-frame";

/** A portal room's own script when it is sent without React (portal-room.browser.js); its settings are its `data-`. */
export function PortalRoomScript({ since }: { since?: number | undefined }) {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      data-frame={PORTAL_FRAME_ID}
      data-events={PORTAL_EVENTS_URL}
      // When the page was read, for its stream's first opening (routes/dashboard/events.ts).
      data-since={since}
      data-background-header={BACKGROUND_HEADER}
      data-stale-after-ms={STALE_AFTER_MS}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, from files of this repository, not data.
      dangerouslySetInnerHTML={{ __html: SCRIPT }}
    />
  );
}
