import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";

/** Newer and older pages, and the newest; plain links, so Back returns here. */
export function AuditLogPagination({
  newerHref,
  olderHref,
  newestHref,
}: {
  newerHref: string | null;
  olderHref: string | null;
  /** The first page of the same filters, when this is not it. */
  newestHref: string | null;
}) {
  if (!newerHref && !olderHref && !newestHref) return null;
  const link = (to: string, label: string, rel?: "prev" | "next") => (
    <Link to={to} rel={rel} className={buttonClasses({ variant: "secondary", size: "sm" })}>
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages of the audit log" className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap gap-2">
        {newestHref ? link(newestHref, "Newest entries") : null}
        {newerHref ? link(newerHref, "Newer entries", "prev") : null}
      </div>
      <div>{olderHref ? link(olderHref, "Older entries", "next") : null}</div>
    </nav>
  );
}
