import { type PageRows, pageRows } from "#app/server/stored-pages/page-rows.server.ts";
import { type StoredPageDefinition, storedPages } from "#app/server/stored-pages/stored-page.server.ts";
import { APPLICATIONS_LIST_ROWS, storesApplicationsList } from "./admin/applications-data.server.ts";
import { APPLICATION_CHOICE_ROWS } from "./dashboard/applications-data.server.ts";
import { FRAME_ROWS } from "./dashboard/layout-data.server.ts";
import { PROFILE_ROWS } from "./dashboard/profile-data.server.ts";
import { PROGRAM_ROOM_ROWS } from "./dashboard/program-data.server.ts";
import { SUPPORT_ROWS } from "./dashboard/support-data.server.ts";

// Every page that may be stored for its person and served again while its rows stay the same
// (docs/decisions/0036, 0037, 0040), each made of the rows its routes declare beside their data
// functions. tests/integration/stored-page-rows.test.ts runs each page's loaders under a query log
// and fails when one reads a table the page's rows do not cover. A page that shows anything that
// depends on today's date is `dated` (its key then holds the person's date) or is not listed here.

/**
 * A room of the customer's area: the frame's rows and the room's. Every room is dated: the frame's
 * summary states a program's end month, which the company's day moves (issue 43).
 */
const room = (path: string, rows: readonly PageRows[]): StoredPageDefinition => ({
  path,
  rows: pageRows(FRAME_ROWS, rows),
  dated: true,
});

export const STORED_PAGES: readonly StoredPageDefinition[] = [
  room("/dashboard", APPLICATION_CHOICE_ROWS),
  room("/dashboard/account-details", APPLICATION_CHOICE_ROWS),
  room("/dashboard/profile", PROFILE_ROWS),
  room("/dashboard/support", SUPPORT_ROWS),
  room("/dashboard/program", PROGRAM_ROOM_ROWS),
  { path: "/admin/applications", rows: APPLICATIONS_LIST_ROWS, accepts: storesApplicationsList },
];

const pages = storedPages(STORED_PAGES);

/** The paths server/personal-pages.ts answers from its store. */
export const STORED_PAGE_PATHS = pages.paths;

/** Whose stored page a request is for, and the fingerprint of its rows (null: render it as usual). */
export const storedPageKey = pages.keyFor;
