import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { mailboxHref } from "#app/domain/admin/mailbox.ts";

/** Newer and older pages of the mailbox; plain links, so Back returns here. */
export function MailboxPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const link = (to: number, label: string, rel: "prev" | "next") => (
    <Link to={mailboxHref(to)} rel={rel} className={buttonClasses({ variant: "secondary", size: "sm" })}>
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages of messages" className="flex flex-wrap items-center justify-between gap-3">
      <div>{page > 1 ? link(page - 1, "Newer messages", "prev") : null}</div>
      <p className="text-sm text-slate-700">
        Page {page.toLocaleString("en-US")} of {pageCount.toLocaleString("en-US")}
      </p>
      <div>{page < pageCount ? link(page + 1, "Older messages", "next") : null}</div>
    </nav>
  );
}
