import type { ReactNode } from "react";

/** A bordered list of rows, each its text first and its button last (wrapping on a narrow screen). */
export function RowList<T>({
  label,
  items,
  itemKey,
  rowClassName = "",
  children,
}: {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** Classes added to every row. */
  rowClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200" aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)} className={`flex flex-wrap items-center justify-between gap-2 py-3 ${rowClassName}`.trim()}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
