import { useEffect } from "react";
import { useNavigation } from "react-router";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { notify } from "#app/components/toaster.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { USERS_MESSAGES as M, type UsersPageData, usersCountText } from "#app/domain/admin/user-views.ts";
import { usersHref } from "#app/domain/admin/users-query.ts";
import { USERS_TITLE_ID } from "./user-actions.tsx";
import { UsersTable } from "./users-table.tsx";
import { UsersToolbar } from "./users-toolbar.tsx";

/** User Management (spec section 2): search, filters, 'N of M', Export Users, the table and its pages. */
export function UsersPage({ page }: { page: UsersPageData }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/users";
  useEffect(() => {
    if (!page.ok) notify("error", page.message, "users-load");
  }, [page]);

  return (
    <section aria-labelledby={USERS_TITLE_ID} className="space-y-6">
      {/* Takes the focus when the row whose dialog was open is gone (its user deleted). */}
      <h1 id={USERS_TITLE_ID} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {M.title}
      </h1>
      <UsersToolbar query={page.query} />
      <p role="status" className="text-sm text-slate-700">
        {loading ? M.loading : page.ok ? usersCountText(page.matching, page.total) : ""}
      </p>
      <PanelBoundary name="the users">
        {!page.ok ? (
          <PanelMessage tone="error">{page.message}</PanelMessage>
        ) : page.rows.length === 0 ? (
          <PanelMessage tone="info">{M.empty}</PanelMessage>
        ) : (
          <UsersTable page={page} />
        )}
      </PanelBoundary>
      {page.ok && page.pageCount > 1 ? (
        <PageLinks
          page={page.query.page}
          pageCount={page.pageCount}
          hrefFor={(to) => usersHref({ ...page.query, page: to })}
          label="Pages of users"
        />
      ) : null}
    </section>
  );
}
