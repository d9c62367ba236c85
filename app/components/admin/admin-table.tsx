import type { ReactNode } from "react";

/**
 * An admin list's table (the mailbox, the money lists): its caption for screen readers, its
 * headers, and rows the caller draws. `relative`: the hidden caption stays inside the scrolling
 * box; without it the page scrolled sideways (issue 21). `figuresOnly`: a table with nothing to
 * focus in it (a report's figures) is itself a stop of the keyboard, so a phone's keyboard user
 * can scroll it sideways (axe: scrollable-region-focusable).
 */
export function AdminTable({
  caption,
  headers,
  children,
  figuresOnly = false,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
  figuresOnly?: boolean;
}) {
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200"
      tabIndex={figuresOnly ? 0 : undefined}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="whitespace-nowrap px-4 py-3 font-semibold text-slate-900"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a money table. */
export const CELL = "px-4 py-3 text-slate-700";
/** An amount: right-aligned digits. */
export const AMOUNT_CELL = "whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-900";
