import { and, eq, isNull, ne, or } from "drizzle-orm";
import { validTimeZone } from "#app/domain/time-zone.ts";
import { users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { logFailure, logger } from "../../logger.server.ts";

// The person's time zone (issue 21; decisions.md, "Dates and language"): their browser reports it
// with every sign-in (a hidden field the page's script fills, TIME_ZONE_FIELD), it is kept on
// users.time_zone, and every date they read is shown in it (guards.server.ts gives it with the
// session's user). Profile Settings lets them choose another.

/** The sign-in forms' hidden field (components/auth/time-zone-field.tsx fills it). */
export const TIME_ZONE_FIELD = "timeZone";

export type TimeZoneOutcome = "saved" | "unchanged" | "refused" | "failed";

/**
 * Writes `reported` on the user's row when it is a real IANA zone (Intl knows it) other than the
 * one kept: "saved"; the same one: "unchanged" (no write, so the row's stored pages stay valid);
 * anything else (missing, bogus, a page without script): "refused", and the kept zone stays. It
 * never throws: a sign-in must not fail over a preference ("failed" is logged).
 */
export async function rememberTimeZone(db: Db, userId: string, reported: unknown): Promise<TimeZoneOutcome> {
  const zone = validTimeZone(reported);
  if (!zone) {
    if (typeof reported === "string" && reported !== "") logger.info("a reported time zone was refused");
    return "refused";
  }
  try {
    // updated_at is left as it is: it is the row's version for an admin's edit (user-views.ts).
    const written = await db
      .update(users)
      .set({ timeZone: zone })
      .where(and(eq(users.id, userId), or(isNull(users.timeZone), ne(users.timeZone, zone))))
      .returning({ id: users.id });
    return written.length > 0 ? "saved" : "unchanged";
  } catch (error) {
    logFailure("saving a time zone failed", error, { userId }, "warn");
    return "failed";
  }
}

/** The zone reported by a posted form (the sign-in forms' hidden field). */
export function reportedTimeZone(form: FormData): unknown {
  return form.get(TIME_ZONE_FIELD);
}

/** The user's kept zone, or null until one is known. */
export async function findTimeZone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? null;
}
