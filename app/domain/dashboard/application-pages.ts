// The dashboard's list of applications, one page at a time (docs/decisions/0029): the spec
// shows the whole list, which grew to 8,169 rows (5.6 MB) for one account. The page is in the
// address (`?page=`), so the links work without JavaScript and a reload keeps it.

export const APPLICATIONS_PAGE_SIZE = 10;

/** The number of pages for `total` applications (at least one: an empty list is page 1 of 1). */
export function applicationPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE));
}

/** Beyond any account's last page; the loader shows the last page for anything above it. */
const PAGE_CEILING = 1_000_000_000;

/** The address's `page`: a whole number from 1 (the loader stops at the last page), else 1. */
export function readApplicationPage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.min(PAGE_CEILING, Math.max(1, Number(value)));
}
