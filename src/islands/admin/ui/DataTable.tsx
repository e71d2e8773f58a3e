import type { ReactNode } from "react";

/** One column of a `DataTable`: its header and how a row fills its cell. */
export interface Column<T> {
  header: ReactNode;
  /** The header is read by assistive technology only (an actions column). */
  srOnlyHeader?: boolean;
  /** Classes of the header and the cells alike (alignment, hiding on small screens). */
  className?: string;
  /** Classes of the cells only. */
  cellClassName?: string;
  /** The cell that names its row: rendered as `<th scope="row">`. */
  rowHeader?: boolean;
  cell: (row: T) => ReactNode;
}

const CAPTIONS = {
  hidden: "sr-only",
  note: "pb-2 text-left text-slate-600",
  heading: "pb-2 text-left text-base font-semibold text-slate-900",
} as const;

const LOOKS = {
  ruled: {
    table: "w-full text-left text-sm",
    head: "border-b border-slate-200 text-slate-600",
    th: "py-2 pr-4 font-semibold last:pr-0",
    body: "",
    row: "border-b border-slate-100",
    cell: "py-2 pr-4 last:pr-0",
  },
  banded: {
    table: "w-full divide-y divide-slate-200 text-sm",
    head: "bg-slate-50",
    th: "px-3 py-2 text-left font-semibold text-slate-800",
    body: "divide-y divide-slate-200",
    row: "",
    cell: "px-3 py-2 align-top text-slate-800",
  },
} as const;

export interface DataTableProps<T> {
  caption: ReactNode;
  /** How the caption shows: read by screen readers only (default), a note above, or a heading. */
  captionStyle?: keyof typeof CAPTIONS;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Ruled rows (default) or a shaded header with padded, divided rows. */
  look?: keyof typeof LOOKS;
  /** Extra classes of the table (a minimum width that makes it scroll sideways). */
  tableClassName?: string;
  rowClassName?: string;
}

/** A table with a caption, a header row and one row per item; scrolls sideways on narrow screens. */
export function DataTable<T>({
  caption,
  captionStyle = "hidden",
  columns,
  rows,
  rowKey,
  look = "ruled",
  tableClassName = "",
  rowClassName = "",
}: DataTableProps<T>) {
  const styles = LOOKS[look];
  return (
    // `relative` keeps screen-reader-only (absolutely placed) text inside the scrolling box.
    <div className="relative overflow-x-auto">
      <table className={`${styles.table} ${tableClassName}`}>
        <caption className={CAPTIONS[captionStyle]}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life.
              <th key={i} scope="col" className={`${styles.th} ${column.className ?? ""}`}>
                {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={`${styles.row} ${rowClassName}`}>
              {columns.map((column, i) => {
                const className = `${styles.cell} ${column.className ?? ""} ${column.cellClassName ?? ""}`;
                return column.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life.
                  <th key={i} scope="row" className={`${className} text-left font-normal`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life.
                  <td key={i} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
