import type { RouterContextProvider } from "react-router";
import type { Services } from "./context.server.ts";
import { getRequestInfo } from "./context.server.ts";
import { dashboardFingerprint } from "./models/page-fingerprint.server.ts";
import { storedPageUser } from "./signed-in-page.server.ts";

// A person's own page rendered once and served to them again while nothing it shows has
// changed (issue 15, docs/decisions/0036). server/personal-pages.ts asks here, on every
// request, for the session (read from the database, so a sign-out on any node counts at once)
// and for the fingerprint of the rows the page is made of (models/page-fingerprint.server.ts);
// it serves the stored page only when both name the same person and the same fingerprint.

/** The pages stored per person, by path, with the fingerprint of what each shows. */
const FINGERPRINTS: Record<string, (services: Services, userId: string) => Promise<string | null>> = {
  "/dashboard": (services, userId) => dashboardFingerprint(services.db, userId),
};

export const PERSONAL_PAGE_PATHS: readonly string[] = Object.keys(FINGERPRINTS);

export interface PersonalPageKey {
  userId: string;
  /** Read before the page is rendered, so a page never claims a fingerprint older than its rows. */
  fingerprint: string;
}

/**
 * Whose page this request is for and the fingerprint of its rows, or null to render it as
 * usual (no live session, a cookie to clear, a session near its 12 hours, not such a page).
 */
export async function personalPageKey(
  services: Services,
  request: Request,
  clientAddress: string,
): Promise<PersonalPageKey | null> {
  const fingerprintOf = FINGERPRINTS[new URL(request.url).pathname];
  if (!fingerprintOf) return null;
  const user = await storedPageUser(services, request, clientAddress);
  if (!user) return null;
  const fingerprint = await fingerprintOf(services, user.id);
  return fingerprint ? { userId: user.id, fingerprint } : null;
}

/** Called by a page's loader once everything it shows has loaded: this render may be stored. */
export function allowStoring(context: Readonly<RouterContextProvider>): void {
  const page = getRequestInfo(context).personalPage;
  if (page) page.storable = true;
}
