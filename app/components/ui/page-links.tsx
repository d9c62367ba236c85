import { Link } from "react-router";
import { buttonClasses } from "./button.tsx";

/** Numbered pages: "Page 2 of 5" between the previous and next pages' links. */
interface NumberedPages {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** The count stopped at its limit: pages follow the last one counted ("of more than 50"). */
  more?: boolean;
  /** The links' words: "Previous page" and "Next page" unless said ("Newer messages"…). */
  words?: { previous: string; next: string };
}

interface PageLink {
  href: string;
  text: string;
}

/** Pages read by a cursor (the audit log): no numbers, the links the list made, in its words. */
interface CursorPages {
  cursor: {
    /** The first page, when this is not it: before the previous page's link. */
    first: PageLink | null;
    previous: PageLink | null;
    next: PageLink | null;
  };
}

type PageLinksProps = (NumberedPages | CursorPages) & {
  /** The navigation's name: "Pages of users". */
  label: string;
  /** The page keeps its scroll position when a link is followed (the default). */
  preventScrollReset?: boolean;
};

interface Place {
  first?: PageLink | null;
  previous: PageLink | null;
  next: PageLink | null;
  /** "Page 2 of 5", for numbered pages. */
  position?: string;
}

/**
 * The pages of a list (every admin list, the customer's applications), with where the person is:
 * plain links built from the list's own address, so Back returns to the page and the list works
 * without JavaScript. Nothing is drawn when there is no other page to go to (cursor pages).
 */
export function PageLinks(props: PageLinksProps) {
  const { label, preventScrollReset = true } = props;
  const place: Place = "cursor" in props ? props.cursor : numberedPlace(props);
  if (!place.first && !place.previous && !place.next && !place.position) return null;
  const link = (to: PageLink | null | undefined, rel?: "prev" | "next") =>
    to ? (
      <Link
        to={to.href}
        rel={rel}
        preventScrollReset={preventScrollReset}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
      >
        {to.text}
      </Link>
    ) : null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <div className={"first" in place ? "flex flex-wrap gap-2" : undefined}>
        {link(place.first)}
        {link(place.previous, "prev")}
      </div>
      {place.position ? <p className="text-sm text-slate-700">{place.position}</p> : null}
      <div>{link(place.next, "next")}</div>
    </nav>
  );
}

function numberedPlace({ page: asked, pageCount, hrefFor, more = false, words }: NumberedPages): Place {
  const { previous, next } = words ?? { previous: "Previous page", next: "Next page" };
  const page = more ? asked : Math.min(asked, pageCount);
  const count = pageCount.toLocaleString("en-US");
  return {
    previous: page > 1 ? { href: hrefFor(page - 1), text: previous } : null,
    next: page < pageCount || more ? { href: hrefFor(page + 1), text: next } : null,
    position: `Page ${page.toLocaleString("en-US")} of ${more ? `more than ${count}` : count}`,
  };
}
