import { Link } from "react-router";
import { buttonClasses } from "./button.tsx";

/**
 * Previous and next pages of a list (admin lists, the customer's applications), with where the
 * person is: plain links built from the list's own address, so Back returns to the page and the
 * list works without JavaScript.
 */
export function PageLinks({
  page: asked,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** The navigation's name: "Pages of users". */
  label: string;
}) {
  const page = Math.min(asked, pageCount);
  const link = (to: number, text: string, rel: "prev" | "next") => (
    <Link
      to={hrefFor(to)}
      rel={rel}
      preventScrollReset
      className={buttonClasses({ variant: "secondary", size: "sm" })}
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <div>{page > 1 ? link(page - 1, "Previous page", "prev") : null}</div>
      <p className="text-sm text-slate-700">
        Page {page.toLocaleString("en-US")} of {pageCount.toLocaleString("en-US")}
      </p>
      <div>{page < pageCount ? link(page + 1, "Next page", "next") : null}</div>
    </nav>
  );
}
