import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { type UsersQuery, usersHref } from "#app/domain/admin/users-query.ts";

/** Previous and next pages of users, with where the admin is; plain links, so Back returns here. */
export function UsersPagination({ query, pageCount }: { query: UsersQuery; pageCount: number }) {
  const page = Math.min(query.page, pageCount);
  const link = (to: number, label: string, rel: "prev" | "next") => (
    <Link
      to={usersHref({ ...query, page: to })}
      rel={rel}
      preventScrollReset
      className={buttonClasses({ variant: "secondary", size: "sm" })}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages of users" className="flex flex-wrap items-center justify-between gap-3">
      <div>{page > 1 ? link(page - 1, "Previous page", "prev") : null}</div>
      <p className="text-sm text-slate-700">
        Page {page.toLocaleString("en-US")} of {pageCount.toLocaleString("en-US")}
      </p>
      <div>{page < pageCount ? link(page + 1, "Next page", "next") : null}</div>
    </nav>
  );
}
