import type { RouterContextProvider } from "react-router";
import { readApplicationsQuery } from "#app/domain/admin/applications-query.ts";
import type { Services } from "./context.server.ts";
import { getRequestInfo } from "./context.server.ts";
import { mustEnrolFirst, type SessionUser } from "./guards.server.ts";
import { applicationsPageFingerprint, dashboardFingerprint } from "./models/page-fingerprint.server.ts";
import { storedPageUser } from "./signed-in-page.server.ts";

// A person's own page rendered once and served to them again while nothing it shows has
// changed (issue 15, docs/decisions/0036: a customer's dashboard; 0037: an admin's
// Applications Management list). server/personal-pages.ts asks here, on every
// request, for the session (read from the database, so a sign-out on any node counts at once)
// and for the fingerprint of the rows the page is made of (models/page-fingerprint.server.ts);
// it serves the stored page only when both name the same person and the same fingerprint.

type Fingerprint = (services: Services, user: SessionUser, url: URL) => Promise<string | null>;

/** The pages stored per person, by path, with the fingerprint of what each shows (null: render it). */
const FINGERPRINTS: Record<string, Fingerprint> = {
  "/dashboard": (services, user) => dashboardFingerprint(services.db, user.id),
  // The list without a search or an open row (a search counts its matches; a row shows more),
  // for an admin whom requireAdmin lets in (decision 39's two-factor rule included).
  "/admin/applications": (services, user, url) => {
    if (!user.isAdmin || mustEnrolFirst(services.env, user, url.href)) return Promise.resolve(null);
    if (url.searchParams.has("open")) return Promise.resolve(null);
    const query = readApplicationsQuery(url.searchParams);
    if (query.search) return Promise.resolve(null);
    return applicationsPageFingerprint(services.db, user.id, query);
  },
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
  const url = new URL(request.url);
  const fingerprintOf = FINGERPRINTS[url.pathname];
  if (!fingerprintOf) return null;
  const user = await storedPageUser(services, request, clientAddress);
  if (!user) return null;
  const fingerprint = await fingerprintOf(services, user, url);
  return fingerprint ? { userId: user.id, fingerprint } : null;
}

/** Called by a page's loader once everything it shows has loaded: this render may be stored. */
export function allowStoring(context: Readonly<RouterContextProvider>): void {
  const page = getRequestInfo(context).personalPage;
  if (page) page.storable = true;
}
