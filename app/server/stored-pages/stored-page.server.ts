import type { RouterContextProvider } from "react-router";
import { calendarDateIn, companyDayOf } from "#app/domain/time-zone.ts";
import type { Services } from "../context.server.ts";
import { getRequestInfo } from "../context.server.ts";
import { storedPageUser } from "../signed-in-page.server.ts";
import { fingerprintOf, type PageRows, type PageScope } from "./page-rows.server.ts";

// A person's own page rendered once and served to them again while nothing it shows has changed
// (docs/decisions/0036, 0037, 0040). server/personal-pages.ts asks here, on every request, for
// the session (read from the database, so a sign-out on any node counts at once) and for the
// fingerprint of the rows the page is made of (page-rows.server.ts); it serves the stored page
// only when both name the same person and the same fingerprint. The pages and their rows are
// listed in app/routes/stored-pages.server.ts, from each route's own declaration.

export interface StoredPageDefinition {
  /** The page's path (any query string: each address is stored on its own). */
  path: string;
  /** Every kind of row its loaders read (the frame's and the room's), each covering one table. */
  rows: readonly PageRows[];
  /**
   * What it shows depends on today's date ("due", "overdue", "next deposit", "expires"): the
   * person's calendar date is part of its key, so a page stored yesterday is never served today.
   */
  dated?: boolean;
  /** Whether this person at this address may get a stored page at all (else: rendered as usual). */
  accepts?(scope: PageScope, services: Services): boolean;
}

export interface StoredPageKey {
  userId: string;
  /**
   * Whose page, at which address, in which time zone (its dates are shown in it, issue 21), and
   * on which day of that zone for a dated page.
   */
  key: string;
  /** Read before the page is rendered, so a page never claims a fingerprint older than its rows. */
  fingerprint: string;
}

/** The stored pages' paths and how a request finds its key. */
export function storedPages(definitions: readonly StoredPageDefinition[]) {
  const byPath = new Map(definitions.map((page) => [page.path, page]));
  return {
    paths: [...byPath.keys()] as readonly string[],
    /**
     * Whose page this request is for and the fingerprint of its rows, or null to render it as
     * usual (no live session, a cookie to clear, a session near its 12 hours, not such a page).
     */
    async keyFor(services: Services, request: Request, clientAddress: string): Promise<StoredPageKey | null> {
      const url = new URL(request.url);
      const page = byPath.get(url.pathname);
      if (!page) return null;
      const user = await storedPageUser(services, request, clientAddress);
      if (!user) return null;
      const scope: PageScope = { db: services.db, user, url };
      if (page.accepts && !page.accepts(scope, services)) return null;
      const fingerprint = await fingerprintOf(scope, page.rows);
      if (!fingerprint) return null;
      const address = `${url.pathname}${url.search}`;
      // A page is never served in another zone than the one its dates were written in, nor on
      // another day of that zone when it is dated, nor on another day of the company's calendar
      // (an offer's last day ends at midnight Eastern, hours before a Phoenix reader's: issue 43).
      const now = services.clock.now();
      const day = page.dated ? ` ${calendarDateIn(now, user.timeZone)} ${companyDayOf(now)}` : "";
      return { userId: user.id, key: `${user.id} ${user.timeZone} ${address}${day}`, fingerprint };
    },
  };
}

/** Called by a room's loader once everything it shows has loaded: this render may be stored. */
export function allowStoring(context: Readonly<RouterContextProvider>): void {
  const page = getRequestInfo(context).personalPage;
  if (page) page.storable = true;
}

/** Called by any loader of the page whose panel failed: this render is never stored, whatever the others say. */
export function refuseStoring(context: Readonly<RouterContextProvider>): void {
  const page = getRequestInfo(context).personalPage;
  if (page) page.refused = true;
}
