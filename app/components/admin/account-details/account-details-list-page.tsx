import { useEffect } from "react";
import { useNavigation } from "react-router";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { notify } from "#app/components/toaster.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import {
  ACCOUNT_DETAILS_PATH,
  accountDetailsFormHref,
  accountDetailsHref,
} from "#app/domain/admin/account-details-query.ts";
import {
  type AccountDetailsListData,
  ACCOUNT_DETAILS_MESSAGES as M,
  shownText,
} from "#app/domain/admin/account-details-views.ts";
import { AccountDetailsCard } from "./account-details-card.tsx";
import { AccountDetailsToolbar } from "./account-details-toolbar.tsx";

/** Account Details Forms (spec section 2): search, filters, Refresh, the count and the cards. */
export function AccountDetailsListPage({ page }: { page: AccountDetailsListData }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === ACCOUNT_DETAILS_PATH;
  useEffect(() => {
    if (!page.ok) notify("error", page.message, "account-details-load");
  }, [page]);
  const narrowed = page.query.search !== "" || page.query.filter !== "all";

  return (
    <section aria-labelledby="account-details-title" className="space-y-6">
      <h1 id="account-details-title" className="text-2xl font-bold text-slate-900">
        {M.title}
      </h1>
      <AccountDetailsToolbar query={page.query} />
      <p role="status" className="text-sm text-slate-700">
        {loading ? M.loading : page.ok ? shownText(page.matching, page.total) : ""}
      </p>
      <PanelBoundary name="the account details forms">
        {!page.ok ? (
          <PanelMessage tone="error">{page.message}</PanelMessage>
        ) : page.cards.length === 0 ? (
          <PanelMessage tone="info">
            {narrowed && page.total > 0 ? <p>{M.noMatch}</p> : null}
            <p>{M.empty}</p>
          </PanelMessage>
        ) : (
          <ul className="grid gap-4 xl:grid-cols-2">
            {page.cards.map((card) => (
              <li key={card.id}>
                <AccountDetailsCard card={card} editHref={accountDetailsFormHref(card.id, page.query)} />
              </li>
            ))}
          </ul>
        )}
      </PanelBoundary>
      {page.ok && page.pageCount > 1 ? (
        <PageLinks
          page={page.query.page}
          pageCount={page.pageCount}
          hrefFor={(to) => accountDetailsHref({ ...page.query, page: to })}
          label="Pages of forms"
        />
      ) : null}
    </section>
  );
}
