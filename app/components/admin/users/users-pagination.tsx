import { PageLinks } from "#app/components/ui/page-links.tsx";
import { type UsersQuery, usersHref } from "#app/domain/admin/users-query.ts";

/** Previous and next pages of users. */
export function UsersPagination({ query, pageCount }: { query: UsersQuery; pageCount: number }) {
  return (
    <PageLinks
      page={query.page}
      pageCount={pageCount}
      hrefFor={(page) => usersHref({ ...query, page })}
      label="Pages of users"
    />
  );
}
