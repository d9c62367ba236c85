// Legal notices waiting (issue 22): a customer who uploads a legal notice flags it to admins.
// Until the negotiation issue's work queue, the admin dashboard counts those no admin has opened
// yet and lists the oldest first; opening one (its download) takes it off.
import { formatDateTimeIn } from "../time-zone.ts";

export const LEGAL_NOTICES_MESSAGES = {
  heading: "Legal notices to review",
  none: "No legal notices are waiting. Customers' legal notices appear here until an admin opens them.",
  failed: "The legal notices could not be loaded. Please try again.",
  caption: "Legal notices no admin has opened yet, oldest first",
} as const;

/** "1 legal notice is waiting" / "3 legal notices are waiting". */
export const waitingText = (total: number) =>
  total === 1 ? "1 legal notice is waiting" : `${total.toLocaleString("en-US")} legal notices are waiting`;

export interface LegalNoticeRow {
  id: string;
  fileName: string;
  customer: string;
  uploaded: string;
  href: string;
}

export interface LegalNoticesView {
  total: number;
  summary: string;
  notices: LegalNoticeRow[];
}

export function legalNoticesView(
  found: {
    total: number;
    notices: { id: string; fileName: string; createdAt: Date; customer: string | null }[];
  },
  timeZone: string,
): LegalNoticesView {
  return {
    total: found.total,
    summary: waitingText(found.total),
    notices: found.notices.map((notice) => ({
      id: notice.id,
      fileName: notice.fileName,
      customer: notice.customer ?? "Deleted user",
      uploaded: formatDateTimeIn(notice.createdAt, timeZone),
      href: `/admin/documents/${notice.id}`,
    })),
  };
}
