import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { type ApplicationsQuery, applicationsHref, pagesText } from "#app/domain/admin/applications-query.ts";

/** Previous and next pages, with where the admin is; plain links, so Back returns here. */
export function Pagination({
  query,
  pageCount,
  more,
}: {
  query: ApplicationsQuery;
  pageCount: number;
  /** The count stopped at its limit: pages follow the last one counted. */
  more: boolean;
}) {
  const page = more ? query.page : Math.min(query.page, pageCount);
  const link = (to: number, label: string, rel: "prev" | "next") => (
    <Link
      to={applicationsHref({ ...query, page: to })}
      rel={rel}
      preventScrollReset
      className={buttonClasses({ variant: "secondary", size: "sm" })}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages of applications" className="flex flex-wrap items-center justify-between gap-3">
      <div>{page > 1 ? link(page - 1, "Previous page", "prev") : null}</div>
      <p className="text-sm text-slate-700">
        Page {page.toLocaleString("en-US")} of {pagesText(pageCount, more)}
      </p>
      <div>{page < pageCount || more ? link(page + 1, "Next page", "next") : null}</div>
    </nav>
  );
}
