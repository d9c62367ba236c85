import { PageLinks } from "#app/components/ui/page-links.tsx";
import { type AccountDetailsQuery, accountDetailsHref } from "#app/domain/admin/account-details-query.ts";

/** Previous and next pages of forms. */
export function AccountDetailsPagination({
  query,
  pageCount,
}: {
  query: AccountDetailsQuery;
  pageCount: number;
}) {
  return (
    <PageLinks
      page={query.page}
      pageCount={pageCount}
      hrefFor={(page) => accountDetailsHref({ ...query, page })}
      label="Pages of forms"
    />
  );
}
