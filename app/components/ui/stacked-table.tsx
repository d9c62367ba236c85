// biome-ignore-all lint/a11y/noRedundantRoles: the roles are written out, as a row laid out as a box on a phone must stay a row of its table for a screen reader.
import { Fragment, type ReactNode } from "react";

export interface StackedTableColumn {
  label: string;
  /** Money: right-aligned in the table, beside its label in a stacked row. */
  numeric?: boolean;
}

export interface StackedTableRow {
  id: string;
  /** The row's heading (its first column): the creditor. */
  heading: ReactNode;
  /** One cell per column after the first. */
  cells: ReactNode[];
}

interface StackedTableProps {
  caption: ReactNode;
  /** The caption's look (it stays the table's accessible name either way). */
  captionClassName?: string;
  /** Every column, the row headings' first. */
  columns: readonly StackedTableColumn[];
  rows: readonly StackedTableRow[];
  /** A last row of totals, under the others (bold). */
  foot?: Omit<StackedTableRow, "id">;
  className?: string;
}

/**
 * A table that reads as stacked rows on a phone (issue 43: at 375 px no key column hides in a
 * sideways scroll): from `sm` up an ordinary table; below it each row is a box with its heading
 * on top and each cell under its column's label, one per line. One table in both: the roles are
 * written out so a row laid out as a box stays a row of the table for a screen reader (its
 * column headings, visually hidden on a phone, still name each cell; the labels drawn beside the
 * cells are for the eye only).
 */
export function StackedTable({
  caption,
  captionClassName,
  columns,
  rows,
  foot,
  className,
}: StackedTableProps) {
  const [first, ...rest] = columns;
  const row = (cells: ReactNode[], heading: ReactNode, look: string) => (
    <tr role="row" className={`max-sm:block max-sm:rounded-md max-sm:border max-sm:p-3 ${look}`}>
      <th
        role="rowheader"
        scope="row"
        className="py-2 pr-4 font-medium break-words text-slate-900 max-sm:block max-sm:pt-0 max-sm:pb-1"
      >
        {heading}
      </th>
      {rest.map((column, index) => (
        <td
          key={column.label}
          role="cell"
          className={`py-2 pr-4 last:pr-0 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-1 max-sm:pr-0 ${column.numeric ? "tabular-nums sm:text-right" : ""}`}
        >
          <span aria-hidden="true" className="text-slate-600 sm:hidden">
            {column.label}
          </span>
          <span className="min-w-0 break-words max-sm:text-right">{cells[index]}</span>
        </td>
      ))}
    </tr>
  );
  return (
    <table
      role="table"
      className={["w-full text-left text-sm max-sm:block", className].filter(Boolean).join(" ")}
    >
      <caption
        className={["text-left max-sm:block", captionClassName ?? "mb-2 font-semibold text-slate-900"].join(
          " ",
        )}
      >
        {caption}
      </caption>
      <thead role="rowgroup" className="max-sm:sr-only">
        <tr role="row" className="border-b border-slate-300 text-slate-600">
          <th role="columnheader" scope="col" className="py-2 pr-4 font-semibold">
            {first?.label}
          </th>
          {rest.map((column) => (
            <th
              key={column.label}
              role="columnheader"
              scope="col"
              className={`py-2 pr-4 font-semibold last:pr-0 ${column.numeric ? "sm:text-right" : ""}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
        {rows.map((item) => (
          <Fragment key={item.id}>{row(item.cells, item.heading, "border-b border-slate-200")}</Fragment>
        ))}
      </tbody>
      {foot ? (
        <tfoot role="rowgroup" className="font-semibold max-sm:mt-3 max-sm:block">
          {row(foot.cells, foot.heading, "border-t border-slate-300 max-sm:bg-slate-50 [&_th]:font-semibold")}
        </tfoot>
      ) : null}
    </table>
  );
}
