import { sql } from "drizzle-orm";
import { readApplicationsQuery } from "#app/domain/admin/applications-query.ts";
import { pageRowVersions } from "../models/application/admin-reads.server.ts";
import type { PageRows } from "./page-rows.server.ts";

// The kinds of rows Applications Management is made of (docs/decisions/0037), for its
// declaration in app/routes/admin/applications-data.server.ts.

/** The counts per status its total comes from, kept by the database (migration 0017). */
export const APPLICATION_COUNT_ROWS: PageRows = {
  name: "count",
  table: "application_counts",
  parts: () => sql`select 'count:' || c.status || ':' || c.xmin::text as part from application_counts c`,
};

/**
 * The sidebar's Messages count (issue 25): how many conversations wait for the team, and the
 * newest write to any of them (a conversation read or newly unread changes one or the other).
 * One row from the partial index of unread conversations, however many there are.
 */
export const INBOX_UNREAD_ROWS: PageRows = {
  name: "inbox",
  table: "conversations",
  parts:
    () => sql`select 'inbox:' || count(*)::text || ':' || coalesce(max(c.xmin::text::bigint), 0)::text as part
      from conversations c where c.team_unread > 0 having count(*) > 0`,
};

/** The applications on the page the address asks for (its filter and page; never a search). */
/** The plans of the page's applications (issue 22: whether each is signed decides Approve Enrollment). */
export const APPLICATIONS_PAGE_PLAN_ROWS: PageRows = {
  name: "plan",
  table: "enrollment_plans",
  parts: ({ db, url }) => {
    const page = pageRowVersions(db, readApplicationsQuery(url.searchParams));
    return sql`select 'plan:' || p.id::text || ':' || p.xmin::text as part
      from enrollment_plans p where p.application_id in (select ${page.id} from ${page})`;
  },
};

/** The page's applications' debts (issue 24: Mark as Complete waits for each to be resolved). */
export const APPLICATIONS_PAGE_DEBT_ROWS: PageRows = {
  name: "debt",
  table: "debt_accounts",
  parts: ({ db, url }) => {
    const page = pageRowVersions(db, readApplicationsQuery(url.searchParams));
    return sql`select 'debt:' || d.id::text || ':' || d.xmin::text as part
      from debt_accounts d where d.application_id in (select ${page.id} from ${page})`;
  },
};

/** The stages of those debts' negotiations (issue 24). */
export const APPLICATIONS_PAGE_NEGOTIATION_ROWS: PageRows = {
  name: "negotiation",
  table: "debt_negotiations",
  parts: ({ db, url }) => {
    const page = pageRowVersions(db, readApplicationsQuery(url.searchParams));
    return sql`select 'negotiation:' || n.debt_account_id::text || ':' || n.xmin::text as part
      from debt_negotiations n join dedicated_accounts a on a.id = n.account_id
      where a.application_id in (select ${page.id} from ${page})`;
  },
};

export const APPLICATIONS_PAGE_ROWS: PageRows = {
  name: "row",
  table: "applications",
  parts: ({ db, url }) => {
    const page = pageRowVersions(db, readApplicationsQuery(url.searchParams));
    return sql`select 'row:' || ${page.id}::text || ':' || ${page.xmin} as part from ${page}`;
  },
};
