import { LiveIndicator } from "#app/components/live/live-indicator.tsx";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages-views.ts";
import type { LiveInbox } from "./use-live-inbox.ts";

/** The inbox's live stream state, and "Messages updated" for screen readers (LiveIndicator). */
export function InboxLiveStatus(live: LiveInbox) {
  return <LiveIndicator {...live} announcement={ADMIN_MESSAGES.live} />;
}
