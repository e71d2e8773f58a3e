import type { ReactNode } from "react";

/** A term and its value; `false`/`null` entries are left out (a row shown only sometimes). */
export type Definition = readonly [term: string, value: ReactNode];

const LAYOUTS = {
  /** Terms in a narrow column beside their values (stacked on phones). */
  rows: { list: "grid gap-x-4 gap-y-2 text-sm", item: "contents", term: "font-medium text-slate-700" },
  /** Term-above-value pairs laid out in two columns from small screens up. */
  columns: { list: "grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2", item: "", term: "font-medium text-slate-600" },
} as const;

const TERM_WIDTHS = { narrow: "sm:grid-cols-[8rem_1fr]", wide: "sm:grid-cols-[10rem_1fr]" } as const;

/** A labelled list of values (`<dl>`): a record's facts on a detail page or a summary panel. */
export function DefinitionList({
  items,
  layout = "rows",
  termWidth = "wide",
  valueClassName = "",
  className = "",
}: {
  items: ReadonlyArray<Definition | false | null | undefined>;
  layout?: keyof typeof LAYOUTS;
  termWidth?: keyof typeof TERM_WIDTHS;
  valueClassName?: string;
  className?: string;
}) {
  const styles = LAYOUTS[layout];
  return (
    <dl className={`${styles.list} ${layout === "rows" ? TERM_WIDTHS[termWidth] : ""} ${className}`}>
      {items.map(
        (item) =>
          item && (
            <div key={item[0]} className={styles.item}>
              <dt className={styles.term}>{item[0]}</dt>
              <dd className={`break-words text-slate-900 ${valueClassName}`}>{item[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
