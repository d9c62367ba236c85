import { type NegotiationPageView, negotiationView } from "#app/domain/admin/negotiation-views.ts";
import { companyDayOf } from "#app/domain/time-zone.ts";
import type { Db } from "#app/server/db.server.ts";
import { findNegotiationForAdmin } from "#app/server/models/negotiation/admin-reads.server.ts";

// What /admin/negotiations/:debtAccountId shows, shaped for display here: the day is the
// company's (an offer's last day ends there), the moments are in the admin's zone.

/** One debt's negotiation as its page shows it, or null when there is none with this id. */
export async function loadNegotiation(
  db: Db,
  debtAccountId: string,
  now: Date,
  timeZone: string,
): Promise<NegotiationPageView | null> {
  const today = companyDayOf(now);
  const source = await findNegotiationForAdmin(db, debtAccountId, today);
  return source ? negotiationView(source, { today, timeZone }) : null;
}
